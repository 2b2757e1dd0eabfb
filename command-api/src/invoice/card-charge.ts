import { PaymentGatewayError, PaymentGatewayUnavailable, type Charge } from '@fleetcheck/platform';
import { notFound } from '@fleetcheck/domain';
import { invoiceOrderId } from '@fleetcheck/contracts';
import { invoiceAggregate, type InvoiceCommand, type IssuedInvoice } from '@fleetcheck/domain/invoice/decider';
import { invoiceChargeRequest, invoiceChargeSettlement } from '@fleetcheck/domain/invoice/card-settlement';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import type { Billing } from '../subscription/billing';

/**
 * A card company's invoice that no term's charge paid is charged to the card on file (the provider customer the
 * payment page saved), off-session as renewals are: paid, it is marked paid with the charge (the workers mail its
 * receipt); declined (or no card on file), it stays unpaid with the provider's failure code, which the screens show in
 * words and from which the company is notified. No answer from the provider leaves it unpaid and records that
 * (CompanyInvoiceChargeUnanswered): the workers then ask the provider what became of the charge, and charge it (once,
 * by the same order id) only if nothing was, retrying with backoff.
 */
export async function chargeInvoiceToCardOnFile(app: App, billing: Billing, ctx: CommandContext, invoice: IssuedInvoice) {
  const orderId = invoiceOrderId(invoice.invoiceId);
  const at = ctx.metadata().occurredAt;
  const card = await loadStream(app.store, billingStreams.paymentCard(invoice.companyId), paymentCardAggregate);
  if (card.state.status === 'None')
    return recordInvoiceSettlement(app, ctx, invoice, invoiceChargeSettlement(orderId, { refusal: 'no_card' }, at));
  let charge: Charge;
  try {
    charge = await billing.gateway.createCharge(invoiceChargeRequest(invoice, card.state.customerId));
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailable)
      return recordInvoiceSettlement(app, ctx, invoice, { type: 'RecordInvoiceChargeUnanswered', data: { orderId, at } });
    if (!(error instanceof PaymentGatewayError)) throw error;
    return recordInvoiceSettlement(app, ctx, invoice, invoiceChargeSettlement(orderId, { refusal: error.code }, at));
  }
  return recordInvoiceSettlement(app, ctx, invoice, invoiceChargeSettlement(orderId, charge, at));
}

/** Records how the invoice was settled (paid, or declined) through its decider; the invoice as it then stands. */
export async function recordInvoiceSettlement(app: App, ctx: CommandContext, invoice: IssuedInvoice, command: InvoiceCommand) {
  const written = await handleCommand(app.store, billingStreams.invoice(invoice.invoiceId), invoiceAggregate, command, ctx.metadata());
  if (written.state.status === 'None') throw notFound();
  const { state } = written;
  return {
    invoice: state.invoice,
    paidAt: state.paidAt,
    declinedWith: state.declinedWith,
    revision: written.revision,
    position: written.position,
  };
}
