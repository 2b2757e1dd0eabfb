import type { CompanyInvoicePaid, EventOf } from '@fleetcheck/contracts';
import { invoiceReceiptDescription, loadStream, renderReceiptMail } from '@fleetcheck/platform';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { invoiceAggregate } from '@fleetcheck/domain/invoice/decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { ProcessorDeps } from '../deps';

type Paid = EventOf<typeof CompanyInvoicePaid>['data'];

/**
 * The receipt of an admin's invoice paid by a charge to the card on file, mailed to the invoice's company with its
 * PDF as a term's card charge is (renewSubscription, the payment page): the invoice's own figures (before tax, the tax
 * at its rate, the total), the day in Japan. Its id is the order's, so the outbox sends one however often the payment
 * is dispatched.
 */
export async function mailInvoiceReceipt(deps: ProcessorDeps, paid: Paid): Promise<void> {
  const { state } = await loadStream(deps.store, billingStreams.invoice(paid.invoiceId), invoiceAggregate);
  if (state.status === 'None') return;
  const { invoice } = state;
  const receipt = {
    receiptNo: paid.orderId,
    paidOn: businessDay(paid.paidAt),
    companyName: invoice.companyName,
    description: invoiceReceiptDescription(invoice),
    beforeTax: invoice.totalAmount - invoice.tax,
    taxRatePercent: invoice.taxRatePercent,
    tax: invoice.tax,
    total: invoice.totalAmount,
  };
  await deps.mailer.send(await renderReceiptMail(receipt, deps.config.receiptLayout, invoice.companyEmail));
}
