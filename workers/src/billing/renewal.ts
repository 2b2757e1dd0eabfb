import { renewalOrderId, type EventMetadata, type SubscriptionPlan } from '@fleetcheck/contracts';
import {
  findOrderCharge,
  readOrderPlaced,
  handleCommand,
  loadStream,
  receiptDescription,
  renderReceiptMail,
  type PaymentGateway,
} from '@fleetcheck/platform';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { splitConsumptionTax } from '@fleetcheck/domain/subscription/tax';
import { streams } from '@fleetcheck/domain';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { paymentOrderAggregate, type PaymentOrderCommand } from '@fleetcheck/domain/payment/decider';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { dueTermStart, renewalCharge } from '@fleetcheck/domain/subscription/renewal';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification } from '../notifications/raise-notification';

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

/** The metadata of a write the workers make on their own for a company (a renewal, an invoice charge). */
export const systemMetadata = (companyId: string, correlationId: string, now: Date): EventMetadata => ({
  actor: { userId: null, role: 'system', companyId },
  onBehalfOf: null,
  correlationId,
  causationId: null,
  occurredAt: now.toISOString(),
});

/**
 * The daily scan: one renewal job per company whose card term starts today (or was missed). The candidates come
 * from the subscriptions read model; each is confirmed by the decider's fold of its own stream, so a view that
 * lags behind a renewal or a plan change queues nothing it should not (and the renewal checks again itself).
 */
export async function findDueRenewals(deps: Pick<ProcessorDeps, 'store' | 'directory'>, today: string): Promise<RenewalJob[]> {
  const due: RenewalJob[] = [];
  for (const { companyId, snapshot } of await deps.directory.allSubscriptions()) {
    if (!dueTermStart(snapshot, today)) continue;
    const { state } = await loadStream(deps.store, billingStreams.subscription(companyId), subscriptionAggregate);
    const termStart = dueTermStart(state, today);
    if (termStart) due.push({ companyId, termStart });
  }
  return due;
}

/**
 * Charges the saved card for the term and starts it, each write a command through its decider. Idempotent
 * per company and term: the order `renew_<company>_<termStart>` is placed once, and each attempt's gateway
 * key is the order id plus the number of declines already recorded, so a crash after a charge re-reads that
 * same charge instead of charging again, while a declined attempt can be tried anew. A failure throws (the
 * job is retried); the subscription is left unchanged.
 */
export async function renewSubscription(
  deps: ProcessorDeps & { gateway: PaymentGateway },
  job: RenewalJob,
  correlationId: string,
): Promise<'renewed' | 'not-due'> {
  const { store } = deps;
  const metadata = systemMetadata(job.companyId, correlationId, deps.clock.now());
  const subscriptionStream = billingStreams.subscription(job.companyId);
  const { state, revision } = await loadStream(store, subscriptionStream, subscriptionAggregate);
  const charge = renewalCharge(state, job.termStart, deps.config.consumptionTaxPercent);
  if (!charge || state.status !== 'Active') return 'not-due';
  const orderId = renewalOrderId(job.companyId, job.termStart);
  const orderStream = billingStreams.payment(orderId);
  const order = (command: PaymentOrderCommand) => handleCommand(store, orderStream, paymentOrderAggregate, command, metadata);
  const placed = await order({
    type: 'PlacePaymentOrder',
    data: { orderId, companyId: job.companyId, ...charge, subscriptionRevision: revision?.toString() ?? null },
  });
  let paid = placed.state;
  if (paid.status === 'None') throw new Error(`order ${orderId} not placed`);
  if (paid.status !== 'Succeeded') {
    const attempt = paid.failures;
    const card = await loadStream(store, billingStreams.paymentCard(job.companyId), paymentCardAggregate);
    if (card.state.status === 'None') {
      await order({ type: 'RecordPaymentFailed', data: { attempt, chargeId: null, failureCode: 'no_card' } });
      throw new RenewalChargeFailed('no card on file');
    }
    const chargeOrderId = `${orderId}_a${attempt}`;
    // A charge request of this attempt that got no answer (the job then failed and runs again) may have charged
    // the card: the provider is asked first, so an attempt never charges twice.
    const result =
      (await findOrderCharge(deps.gateway, chargeOrderId, await readOrderPlaced(store, orderStream))) ??
      (await deps.gateway.createCharge({
        orderId: chargeOrderId,
        amount: paid.amount,
        description: `FleetCheck renewal ${state.plan.carCount} cars / ${state.plan.deviceCount} devices (${state.plan.paymentSchedule}) from ${job.termStart}`,
        customerId: card.state.customerId,
        returnUri: '',
      }));
    if (result.status !== 'successful') {
      const failureCode = result.failureCode ?? result.status;
      await order({ type: 'RecordPaymentFailed', data: { attempt, chargeId: result.id, failureCode } });
      throw new RenewalChargeFailed(`charge ${result.id} ${failureCode}`);
    }
    paid = (await order({ type: 'RecordPaymentSucceeded', data: { attempt, chargeId: result.id, amount: result.amount } })).state;
    if (paid.status !== 'Succeeded') throw new RenewalChargeFailed(`order ${orderId} settled otherwise meanwhile`);
  }
  // Against the revision read: a plan change in between makes this fail and the job run again.
  await handleCommand(
    store,
    subscriptionStream,
    subscriptionAggregate,
    {
      type: 'RenewSubscription',
      data: { termStart: job.termStart, payment: { orderId, chargeId: paid.chargeId, amount: paid.paidAmount } },
    },
    metadata,
    revision === undefined ? {} : { expectedRevision: revision },
  );
  // After the term is started: a mail that fails cannot undo a paid renewal. One per order (its id is the outbox key).
  await mailRenewalReceipt(
    deps,
    { orderId, companyId: job.companyId, termStart: job.termStart, plan: state.plan },
    {
      paidAmount: paid.paidAmount,
      paidAt: metadata.occurredAt,
    },
  );
  return 'renewed';
}

/** The receipt of a renewal charge, to the company's address, as a payment on the payment page gets one. */
async function mailRenewalReceipt(
  deps: ProcessorDeps,
  order: { orderId: string; companyId: string; termStart: string; plan: SubscriptionPlan },
  paid: { paidAmount: number; paidAt: string },
): Promise<void> {
  const company = await loadStream(deps.store, streams.company(order.companyId), companyAggregate);
  if (company.state.status === 'None') return;
  const rate = deps.config.consumptionTaxPercent;
  const split = splitConsumptionTax(paid.paidAmount, rate) ?? { beforeTax: paid.paidAmount, tax: 0, total: paid.paidAmount };
  const receipt = {
    receiptNo: order.orderId,
    paidOn: businessDay(paid.paidAt),
    companyName: company.state.details.name,
    description: receiptDescription(order.plan, order.termStart),
    beforeTax: split.beforeTax,
    taxRatePercent: rate,
    tax: split.tax,
    total: split.total,
  };
  await deps.mailer.send(await renderReceiptMail(receipt, deps.config.receiptLayout, company.state.details.email));
}

/** After the last attempt: the company's managers get a notification (and, from it, a mail). */
export async function notifyRenewalFailed(deps: ProcessorDeps, job: RenewalJob, correlationId: string): Promise<void> {
  const type = 'SUBSCRIPTION_PAYMENT_FAILED';
  const draft = notificationDraft({
    notificationId: notificationIdFor(type, job.companyId, job.termStart),
    companyId: job.companyId,
    type,
    level: 'alert',
  });
  await raiseNotification(deps.store, draft, { causationId: null, correlationId }, deps.clock.now());
}
