import {
  PAYMENT_CARD_STREAM_PREFIX,
  dayAfter,
  expiryDateOf,
  paymentCardCatalogue,
  paymentCardStream,
  paymentCatalogue,
  renewalOrderId,
  subscriptionCatalogue,
  type EventMetadata,
  type PaymentEvent,
  type SubscriptionEvent,
} from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore, type PaymentGateway } from '@fleetcheck/platform';
import { fold } from '@fleetcheck/domain';
import { subscriptionAggregate, type SubscriptionState } from '@fleetcheck/domain/subscription/decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { raiseNotification } from '../notifications/raise-notification';

/** One renewal charge: a company's card term that starts on `termStart`. */
export interface RenewalJob {
  companyId: string;
  termStart: string;
}

/** BullMQ refuses ':' in custom ids; one job per company and term, however often the scan runs. */
export const renewalJobId = (job: RenewalJob): string => `renew.${job.companyId}.${job.termStart}`;

export class RenewalChargeFailed extends Error {
  override readonly name = 'RenewalChargeFailed';
}

const systemMetadata = (companyId: string, correlationId: string, now: Date): EventMetadata => ({
  actor: { userId: null, role: 'system', companyId },
  onBehalfOf: null,
  correlationId,
  causationId: null,
  occurredAt: now.toISOString(),
});

/** The subscription as the decider folds its one stream. */
async function loadSubscription(store: EventStore, companyId: string): Promise<{ state: SubscriptionState; revision: bigint | undefined }> {
  const recorded = await store.readStream(billingStreams.subscription(companyId));
  const { decider, codec } = subscriptionAggregate;
  const state = fold(
    decider,
    recorded.map((event) => codec.decode(event.type, event.schemaVersion, event.data)),
  );
  return { state, revision: recorded.at(-1)?.revision };
}

/** The term a running card subscription is due to start today or earlier, if any (cancelled ones are not renewed). */
function dueTermStart(state: SubscriptionState, today: string): string | undefined {
  if (state.status !== 'Active' || state.paymentMethod === 'bank transfer') return undefined;
  const termStart = dayAfter(state.expiryDate);
  return termStart <= today ? termStart : undefined;
}

/** The daily scan: one renewal job per company whose card term starts today (or was missed). */
export async function findDueRenewals(store: EventStore, today: string): Promise<RenewalJob[]> {
  const companies = new Set<string>();
  for (
    let after: bigint | undefined, page;
    (page = await store.readAll({ after, maxCount: 1000, filter: { streamPrefixes: [PAYMENT_CARD_STREAM_PREFIX] } })).length;
  ) {
    for (const event of page) companies.add((event.data as { companyId: string }).companyId);
    after = page.at(-1)!.position;
    if (page.length < 1000) break;
  }
  const due: RenewalJob[] = [];
  for (const companyId of companies) {
    const termStart = dueTermStart((await loadSubscription(store, companyId)).state, today);
    if (termStart) due.push({ companyId, termStart });
  }
  return due;
}

interface RenewalOrder {
  placed: boolean;
  failures: number;
  paid: { chargeId: string; amount: number } | undefined;
  revision: bigint | undefined;
}

async function loadOrder(store: EventStore, orderId: string): Promise<RenewalOrder> {
  const recorded = await store.readStream(`payment-${orderId}`);
  const order: RenewalOrder = { placed: recorded.length > 0, failures: 0, paid: undefined, revision: recorded.at(-1)?.revision };
  for (const raw of recorded) {
    const event: PaymentEvent = paymentCatalogue.decode(raw.type, raw.schemaVersion, raw.data);
    if (event.type === 'PaymentFailed') order.failures += 1;
    if (event.type === 'PaymentSucceeded') order.paid = { chargeId: event.data.chargeId, amount: event.data.amount };
  }
  return order;
}

async function savedCustomer(store: EventStore, companyId: string): Promise<string | undefined> {
  const [last] = await store.readStream(paymentCardStream(companyId), { direction: 'backwards', maxCount: 1 });
  if (!last) return undefined;
  const event = paymentCardCatalogue.decode(last.type, last.schemaVersion, last.data);
  return event.data.customerId;
}

/**
 * Charges the saved card for the term and starts it. Idempotent per company and term: the order stream
 * `payment-renew_<company>_<termStart>` is created once, and each attempt's gateway key is the order id
 * plus the number of failures already recorded, so a crash after a charge re-reads that same charge instead
 * of charging again, while a declined attempt can be tried anew. A failure throws (the job is retried);
 * the subscription is left unchanged.
 */
export async function renewSubscription(
  deps: ProcessorDeps & { gateway: PaymentGateway },
  job: RenewalJob,
  correlationId: string,
): Promise<'renewed' | 'not-due'> {
  const { store } = deps;
  const now = deps.clock.now();
  const metadata = systemMetadata(job.companyId, correlationId, now);
  const { state, revision } = await loadSubscription(store, job.companyId);
  if (state.status !== 'Active' || dueTermStart(state, job.termStart) !== job.termStart) return 'not-due';
  const orderId = renewalOrderId(job.companyId, job.termStart);
  const amount = state.amounts.totalAmount;
  let order = await loadOrder(store, orderId);
  if (!order.placed) {
    const placed = paymentCatalogue.encode({
      type: 'PaymentOrderPlaced',
      data: {
        orderId,
        companyId: job.companyId,
        amount,
        purpose: { kind: 'newSubscription', plan: state.plan },
        subscriptionRevision: revision?.toString() ?? null,
      },
    });
    await store.appendToStream(`payment-${orderId}`, [{ ...placed, metadata }], 'no_stream').catch((error: unknown) => {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    });
    order = await loadOrder(store, orderId);
  }
  let paid = order.paid;
  if (!paid) {
    const customerId = await savedCustomer(store, job.companyId);
    const record = (event: PaymentEvent) =>
      store.appendToStream(`payment-${orderId}`, [{ ...paymentCatalogue.encode(event), metadata }], order.revision);
    if (!customerId) {
      await record({ type: 'PaymentFailed', data: { orderId, companyId: job.companyId, chargeId: null, failureCode: 'no_card' } });
      throw new RenewalChargeFailed('no card on file');
    }
    const charge = await deps.gateway.createCharge({
      orderId: `${orderId}_a${order.failures}`,
      amount,
      description: `FleetCheck renewal ${state.plan.carCount} cars / ${state.plan.deviceCount} devices (${state.plan.paymentSchedule}) from ${job.termStart}`,
      customerId,
      returnUri: '',
    });
    if (charge.status !== 'successful') {
      await record({
        type: 'PaymentFailed',
        data: { orderId, companyId: job.companyId, chargeId: charge.id, failureCode: charge.failureCode ?? charge.status },
      });
      throw new RenewalChargeFailed(`charge ${charge.id} ${charge.failureCode ?? charge.status}`);
    }
    await record({ type: 'PaymentSucceeded', data: { orderId, companyId: job.companyId, chargeId: charge.id, amount: charge.amount } });
    paid = { chargeId: charge.id, amount: charge.amount };
  }
  const started: SubscriptionEvent = {
    type: 'SubscriptionStarted',
    data: {
      companyId: job.companyId,
      operation: 'newSubscription',
      plan: state.plan,
      paymentMethod: state.paymentMethod,
      status: 'Active',
      amounts: state.amounts,
      startDate: job.termStart,
      expiryDate: expiryDateOf(job.termStart, state.plan.paymentSchedule),
      payment: { orderId, chargeId: paid.chargeId, amount: paid.amount },
    },
  };
  // Against the revision read: a plan change in between makes this fail and the job run again.
  await store.appendToStream(
    `subscription-${job.companyId}`,
    [{ ...subscriptionCatalogue.encode(started), metadata }],
    revision ?? 'no_stream',
  );
  return 'renewed';
}

/** After the last attempt: the company's managers get a notification (and, from it, a mail). */
export async function notifyRenewalFailed(deps: ProcessorDeps, job: RenewalJob, correlationId: string): Promise<void> {
  const type = 'SUBSCRIPTION_PAYMENT_FAILED';
  await raiseNotification(
    deps.store,
    {
      notificationId: notificationIdFor(type, job.companyId, job.termStart),
      companyId: job.companyId,
      type,
      level: 'alert',
      driver: null,
      car: null,
      device: null,
      testResult: null,
      testResultId: null,
    },
    { causationId: null, correlationId },
    deps.clock.now(),
  );
}
