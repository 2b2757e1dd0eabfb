import type { EventStore, RecordedEvent } from '../event-store/port';
import type { Charge, PaymentGateway } from './port';

/** Room for the difference between our clock and the provider's when looking for a charge by its creation time. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** The first event of an order stream: when the order was placed, read once by whoever needs that time. */
export async function readOrderPlaced(store: EventStore, orderStream: string): Promise<RecordedEvent | undefined> {
  const [placed] = await store.readStream(orderStream, { maxCount: 1 });
  return placed;
}

/**
 * The charge the provider made for `chargeOrderId` (the id sent in the charge's metadata), looked up among the
 * charges created since the order was `placed`: how a charge request that got no answer is settled before anything
 * charges that order again.
 */
export async function findOrderCharge(
  gateway: PaymentGateway,
  chargeOrderId: string,
  placed: RecordedEvent | undefined,
): Promise<Charge | null> {
  const since = new Date((placed?.recordedAt ?? new Date()).getTime() - CLOCK_SKEW_MS);
  return gateway.findChargeByOrder(chargeOrderId, since);
}
