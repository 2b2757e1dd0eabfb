import { invoiceOrderId, subscriptionCatalogue } from '@fleetcheck/contracts';
import {
  findOrderCharge,
  handleCommand,
  loadStream,
  PaymentGatewayError,
  readOrderPlaced,
  type Charge,
  type PaymentGateway,
} from '@fleetcheck/platform';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { invoiceAggregate, type InvoiceCommand } from '@fleetcheck/domain/invoice/decider';
import { chargeableToCardOnFile, invoiceChargeRequest, invoiceChargeSettlement } from '@fleetcheck/domain/invoice/card-settlement';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';
import { systemMetadata } from './renewal';

/** The charge of an admin's invoice that the provider never answered, tried again by the billing queue. */
export interface InvoiceChargeJob {
  invoiceId: string;
}

/** One job per invoice (BullMQ refuses ':' in custom ids), however often the unanswered charge is dispatched. */
export const invoiceChargeJobId = (job: InvoiceChargeJob): string => `invoice-charge.${job.invoiceId}`;

/**
 * Settles an invoice whose charge to the card on file got no answer (CompanyInvoiceChargeUnanswered). The provider is
 * asked first what became of the invoice's order (the unanswered request may have charged the card), so the card is
 * never charged twice; only when it holds no charge, and the invoice may still be charged (the domain's
 * chargeableToCardOnFile: no paid term covers it meanwhile), is it charged, by the same order id. Paid or declined,
 * the outcome is recorded through the invoice's decider; silence again throws PaymentGatewayUnavailable, and the queue
 * tries again with backoff. An invoice already settled is left alone.
 */
export async function chargeUnansweredInvoice(
  deps: ProcessorDeps & { gateway: PaymentGateway },
  job: InvoiceChargeJob,
  correlationId: string,
): Promise<'paid' | 'declined' | 'settled' | 'not-chargeable'> {
  const stream = billingStreams.invoice(job.invoiceId);
  const { state } = await loadStream(deps.store, stream, invoiceAggregate);
  if (state.status === 'None' || state.paidAt !== null || state.declinedWith !== null) return 'settled';
  const { invoice } = state;
  const metadata = systemMetadata(invoice.companyId, correlationId, deps.clock.now());
  const orderId = invoiceOrderId(invoice.invoiceId);
  const record = async (command: InvoiceCommand) => {
    const written = await handleCommand(deps.store, stream, invoiceAggregate, command, metadata);
    return written.state.status === 'Issued' && written.state.paidAt !== null ? 'paid' : 'declined';
  };
  const found = await findOrderCharge(deps.gateway, orderId, await readOrderPlaced(deps.store, stream));
  if (found) return record(invoiceChargeSettlement(orderId, found, metadata.occurredAt));
  const recorded = await deps.store.readStream(billingStreams.subscription(invoice.companyId));
  const terms = recorded.map((e) => subscriptionCatalogue.decode(e.type, e.schemaVersion, e.data));
  if (!chargeableToCardOnFile(terms, invoice, businessDay(metadata.occurredAt))) return 'not-chargeable';
  const card = await loadStream(deps.store, billingStreams.paymentCard(invoice.companyId), paymentCardAggregate);
  if (card.state.status === 'None') return record(invoiceChargeSettlement(orderId, { refusal: 'no_card' }, metadata.occurredAt));
  let charge: Charge;
  try {
    charge = await deps.gateway.createCharge(invoiceChargeRequest(invoice, card.state.customerId));
  } catch (error) {
    // No answer (PaymentGatewayUnavailable) throws on: the queue tries again, the provider asked first.
    if (!(error instanceof PaymentGatewayError)) throw error;
    return record(invoiceChargeSettlement(orderId, { refusal: error.code }, metadata.occurredAt));
  }
  return record(invoiceChargeSettlement(orderId, charge, metadata.occurredAt));
}

/**
 * Tells the company's managers that an invoice stays unpaid: INVOICE_PAYMENT_FAILED (alert), and from it a mail each.
 * One per invoice whichever way its charge failed (declined, or unanswered to the last retry), so a decline after a
 * staff member retried the job raises nothing twice.
 */
export async function raiseInvoicePaymentFailed(
  deps: ProcessorDeps,
  invoice: { invoiceId: string; companyId: string },
  cause: Cause,
): Promise<void> {
  const type = 'INVOICE_PAYMENT_FAILED';
  const draft = notificationDraft({
    notificationId: notificationIdFor(type, invoice.invoiceId),
    companyId: invoice.companyId,
    type,
    level: 'alert',
  });
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}

/**
 * After the last try of a charge the provider never answered: nothing settled the invoice, so the managers are told it
 * stays unpaid, as for a decline (the job itself stays on the staff's list of failed jobs, to be run again). An invoice
 * paid or declined meanwhile is left alone: paid needs no alert, declined had its own.
 */
export async function notifyInvoiceChargeUnanswered(deps: ProcessorDeps, job: InvoiceChargeJob, correlationId: string): Promise<void> {
  const { state } = await loadStream(deps.store, billingStreams.invoice(job.invoiceId), invoiceAggregate);
  if (state.status === 'None' || state.paidAt !== null || state.declinedWith !== null) return;
  await raiseInvoicePaymentFailed(deps, state.invoice, { causationId: null, correlationId });
}
