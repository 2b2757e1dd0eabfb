import type { PaymentReference, SubscriptionEvent } from '@fleetcheck/contracts';
import { termsInPeriod } from '../subscription/invoice-amounts';
import type { IssuedInvoice } from './decider';

/**
 * The card charge that already paid an invoice, if any: a card company's invoice for exactly one term is
 * paid by the charge that started that term (the first payment or a renewal, a SubscriptionStarted on the
 * invoice's first day), when that charge is the invoice's total to the yen. Anything else is left unpaid.
 */
export function settlingCardPayment(
  subscriptionEvents: readonly SubscriptionEvent[],
  invoice: Pick<IssuedInvoice, 'paymentMethod' | 'periodFrom' | 'periodTo' | 'plan' | 'totalAmount'>,
): PaymentReference | undefined {
  if (invoice.paymentMethod !== 'card') return undefined;
  if (termsInPeriod(invoice.periodFrom, invoice.periodTo, invoice.plan.paymentSchedule) !== 1) return undefined;
  for (const event of [...subscriptionEvents].reverse()) {
    if (event.type !== 'SubscriptionStarted' || event.data.startDate !== invoice.periodFrom) continue;
    const payment = event.data.payment;
    if (payment && payment.amount === invoice.totalAmount) return payment;
  }
  return undefined;
}
