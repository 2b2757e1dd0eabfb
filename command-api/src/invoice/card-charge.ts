import { PaymentGatewayError, PaymentGatewayUnavailable, type Charge } from '@fleetcheck/platform';
import { notFound } from '@fleetcheck/domain';
import { invoiceAggregate, type InvoiceCommand, type IssuedInvoice } from '@fleetcheck/domain/invoice/decider';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import type { Billing } from '../subscription/billing';

/** The gateway's idempotency key of an invoice's charge: one charge per invoice, however often it is asked for. */
export const invoiceOrderId = (invoiceId: string): string => `inv_${invoiceId}`;

/**
 * A card company's invoice that no term's charge paid is charged to the card on file (the provider customer the
 * payment page saved), off-session as renewals are: paid, it is marked paid with the charge; declined (or no card on
 * file), it stays unpaid with the provider's failure code, which the screens show in words and from which the company
 * is notified. No answer from the provider records nothing: the invoice stays unpaid, as it was, and may be charged.
 */
export async function chargeInvoiceToCardOnFile(app: App, billing: Billing, ctx: CommandContext, invoice: IssuedInvoice) {
  const orderId = invoiceOrderId(invoice.invoiceId);
  const card = await loadStream(app.store, billingStreams.paymentCard(invoice.companyId), paymentCardAggregate);
  let charge: Charge;
  if (card.state.status === 'None') return recordInvoiceSettlement(app, ctx, invoice, declined(orderId, null, 'no_card', ctx));
  try {
    charge = await billing.gateway.createCharge({
      orderId,
      amount: invoice.totalAmount,
      description: `FleetCheck invoice ${invoice.invoiceNo} (${invoice.periodFrom} - ${invoice.periodTo})`,
      customerId: card.state.customerId,
      returnUri: '',
    });
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailable) return undefined;
    if (!(error instanceof PaymentGatewayError)) throw error;
    return recordInvoiceSettlement(app, ctx, invoice, declined(orderId, null, error.code, ctx));
  }
  const at = ctx.metadata().occurredAt;
  return recordInvoiceSettlement(
    app,
    ctx,
    invoice,
    charge.status === 'successful'
      ? { type: 'RecordInvoicePaid', data: { orderId, chargeId: charge.id, amount: charge.amount, at } }
      : declined(orderId, charge.id, charge.failureCode ?? charge.status, ctx),
  );
}

const declined = (orderId: string, chargeId: string | null, failureCode: string, ctx: CommandContext): InvoiceCommand => ({
  type: 'RecordInvoiceChargeDeclined',
  data: { orderId, chargeId, failureCode, at: ctx.metadata().occurredAt },
});

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
