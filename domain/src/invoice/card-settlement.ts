import { invoiceOrderId, type PaymentReference, type SubscriptionEvent } from '@fleetcheck/contracts';
import { termsInPeriod } from '../subscription/invoice-amounts';
import type { InvoiceCommand, IssuedInvoice } from './decider';

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

/**
 * Whether an admin's invoice of a card company may be charged to the card on file as it is issued. A day inside a
 * term some charge paid (the first payment, a renewal) is paid already, and a day from today on is the renewals' to
 * charge when its term starts: charging either now would charge it twice. So only a period wholly before `today`
 * (the Japan business day) that no paid term overlaps is charged (a lapsed company's arrears, for example); any
 * other invoice stays as issued, "charged to the registered card".
 */
export function chargeableToCardOnFile(
  subscriptionEvents: readonly SubscriptionEvent[],
  invoice: Pick<IssuedInvoice, 'paymentMethod' | 'periodFrom' | 'periodTo'>,
  today: string,
): boolean {
  if (invoice.paymentMethod !== 'card' || invoice.periodTo >= today) return false;
  return !subscriptionEvents.some(
    (event) =>
      event.type === 'SubscriptionStarted' &&
      event.data.payment !== null &&
      event.data.startDate !== null &&
      event.data.expiryDate !== null &&
      event.data.startDate <= invoice.periodTo &&
      event.data.expiryDate >= invoice.periodFrom,
  );
}

/** The off-session charge of an invoice to the card on file (customer `customerId`), keyed by the invoice's order id. */
export function invoiceChargeRequest(
  invoice: Pick<IssuedInvoice, 'invoiceId' | 'invoiceNo' | 'periodFrom' | 'periodTo' | 'totalAmount'>,
  customerId: string,
) {
  return {
    orderId: invoiceOrderId(invoice.invoiceId),
    amount: invoice.totalAmount,
    description: `FleetCheck invoice ${invoice.invoiceNo} (${invoice.periodFrom} - ${invoice.periodTo})`,
    customerId,
    returnUri: '',
  };
}

/** What the provider answered about an invoice's charge, as the provider's adapters read a charge. */
export interface InvoiceCharge {
  id: string;
  status: string;
  amount: number;
  failureCode: string | null;
}

/**
 * How the invoice's decider records the provider's answer about order `orderId`: paid by a successful charge; declined
 * with the provider's failure code otherwise, or with `refusal` (no card on file, a request the provider refused) when
 * there is no charge.
 */
export function invoiceChargeSettlement(orderId: string, answer: InvoiceCharge | { refusal: string }, at: string): InvoiceCommand {
  if ('refusal' in answer)
    return { type: 'RecordInvoiceChargeDeclined', data: { orderId, chargeId: null, failureCode: answer.refusal, at } };
  if (answer.status === 'successful')
    return { type: 'RecordInvoicePaid', data: { orderId, chargeId: answer.id, amount: answer.amount, at } };
  return {
    type: 'RecordInvoiceChargeDeclined',
    data: { orderId, chargeId: answer.id, failureCode: answer.failureCode ?? answer.status, at },
  };
}
