import type { EventStore } from '../event-store/port';
import type { Charge, PaymentGateway } from './port';

/** Room for the difference between our clock and the provider's when looking for a charge by its creation time. */
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * The charge the provider made for `chargeOrderId` (the id sent in the charge's metadata), looked up among the
 * charges created since the order stream `orderStream` began: how a charge request that got no answer is settled
 * before anything charges that order again.
 */
export async function findOrderCharge(
  store: EventStore,
  gateway: PaymentGateway,
  orderStream: string,
  chargeOrderId: string,
): Promise<Charge | null> {
  const [placed] = await store.readStream(orderStream, { maxCount: 1 });
  const since = new Date((placed?.recordedAt ?? new Date()).getTime() - CLOCK_SKEW_MS);
  return gateway.findChargeByOrder(chargeOrderId, since);
}
