import type { InvoiceLine, PaymentSchedule, SubscriptionAmounts, SubscriptionPlan } from '@fleetcheck/contracts';
import { dayAfter, expiryDateOf } from './term';
import { withConsumptionTax } from './tax';

/** Billing terms that start inside [from, to] (both 'YYYY-MM-DD'): what an invoice for that period covers. */
export function termsInPeriod(from: string, to: string, schedule: PaymentSchedule): number {
  let terms = 0;
  for (let start = from; start <= to; start = dayAfter(expiryDateOf(start, schedule))) terms++;
  return terms;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  /** The yearly discount, once per term. */
  discountAmount: number;
  /** Lines less the discount: the amount before tax. */
  subtotal: number;
  tax: number;
  totalAmount: number;
}

/**
 * An invoice's figures for `terms` terms of a plan priced as `amounts` (see `quote`): one line per priced kind
 * (cars, rented devices; a kind with no unit is left out), the yearly discount once per term, and consumption
 * tax on the whole invoice with fractions of a yen rounded down (Japanese practice: one rounding per invoice
 * and rate, as a qualified invoice requires).
 */
export function invoiceAmounts(
  plan: SubscriptionPlan,
  amounts: SubscriptionAmounts,
  terms: number,
  taxRatePercent: number,
): InvoiceAmounts {
  const period = plan.paymentSchedule === 'yearly' ? { ja: '年', en: 'year' } : { ja: 'か月', en: 'month' };
  const unitLabel = (ja: string, en: string) => ({
    labelJa: `${ja} (${terms}${period.ja}分)`,
    labelEn: `${en} (${terms} ${period.en}${terms === 1 ? '' : 's'})`,
  });
  const line = (ja: string, en: string, quantity: number, amountPerTerm: number): InvoiceLine[] =>
    quantity > 0 ? [{ ...unitLabel(ja, en), quantity, unitPrice: (amountPerTerm / quantity) * terms, amount: amountPerTerm * terms }] : [];
  const lines = [
    ...line('車両', 'Vehicles', plan.carCount, amounts.carAmount),
    ...line('レンタル機器', 'Rented devices', plan.deviceCount, amounts.deviceAmount),
  ];
  const discountAmount = amounts.discountAmount * terms;
  const subtotal = lines.reduce((sum, item) => sum + item.amount, 0) - discountAmount;
  const { tax, total } = withConsumptionTax(subtotal, taxRatePercent);
  return { lines, discountAmount, subtotal, tax, totalAmount: total };
}
