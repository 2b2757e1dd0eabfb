import { type PaymentSchedule, type PriceQuote, type SubscriptionAmounts, type SubscriptionPlan } from '@fleetcheck/contracts';
import { expiryDateOf } from './term';
import { withConsumptionTax } from './tax';

/** The configured price list (env: PRICE_CAR_MONTHLY, PRICE_DEVICE_MONTHLY, YEARLY_DISCOUNT_PERCENT). */
export interface PriceList {
  carMonthly: number;
  deviceMonthly: number;
  yearlyDiscountPercent: number;
}

/**
 * Per car and per rented device, monthly or yearly. Yearly is twelve months less the configured discount,
 * rounded down to whole yen in the customer's favour. Initial and account set-up are free: no line here.
 */
export function quote(plan: SubscriptionPlan, prices: PriceList): SubscriptionAmounts {
  const monthlyCarCost = plan.carCount * prices.carMonthly;
  const monthlyDeviceCost = plan.deviceCount * prices.deviceMonthly;
  const monthlySubscriptionAmount = monthlyCarCost + monthlyDeviceCost;
  const months = plan.paymentSchedule === 'yearly' ? 12 : 1;
  const carAmount = monthlyCarCost * months;
  const deviceAmount = monthlyDeviceCost * months;
  const discountAmount =
    plan.paymentSchedule === 'yearly' ? Math.floor(((carAmount + deviceAmount) * prices.yearlyDiscountPercent) / 100) : 0;
  return {
    monthlyCarCost,
    monthlyDeviceCost,
    monthlySubscriptionAmount,
    carAmount,
    deviceAmount,
    totalAmount: carAmount + deviceAmount - discountAmount,
    discountAmount,
  };
}

const dayNumber = (ymd: string): number => Math.floor(Date.parse(`${ymd}T00:00:00Z`) / 86_400_000);

/**
 * What a change costs for the rest of the running term, in whole yen (never negative: plans only grow, and
 * no refund is given mid-term). Same schedule: the price difference times the share of the term left,
 * today included. Another schedule starts a new term today: its full price less the unused share of the
 * old one.
 */
export function prorateAdjustment(input: {
  today: string;
  startDate: string;
  oldSchedule: PaymentSchedule;
  oldPrice: number;
  newSchedule: PaymentSchedule;
  newPrice: number;
}): number {
  const start = dayNumber(input.startDate);
  const end = dayNumber(expiryDateOf(input.startDate, input.oldSchedule));
  const termDays = end - start + 1;
  const left = Math.min(termDays, Math.max(0, end - dayNumber(input.today) + 1));
  const unusedOld = (input.oldPrice * left) / termDays;
  const amount = input.oldSchedule === input.newSchedule ? (input.newPrice * left) / termDays - unusedOld : input.newPrice - unusedOld;
  return Math.max(0, Math.round(amount));
}

/**
 * The quote of spec section 3 with consumption tax (before tax, tax, total), plus the adjustment and its tax
 * when an existing plan (startDate, oldPrice) changes.
 */
export function priceQuote(
  request: SubscriptionPlan & { startDate?: string | undefined; oldPrice?: number | undefined; oldSchedule?: PaymentSchedule | undefined },
  prices: PriceList,
  today: string,
  taxRatePercent: number,
): PriceQuote {
  const base = quote(request, prices);
  const { tax, total } = withConsumptionTax(base.totalAmount, taxRatePercent);
  const amounts = { ...base, taxRatePercent, tax, totalWithTax: total };
  if (!request.startDate || request.oldPrice === undefined || !/^\d{4}-\d{2}-\d{2}/.test(request.startDate)) return amounts;
  const adjustment = prorateAdjustment({
    today,
    startDate: request.startDate.slice(0, 10),
    oldSchedule: request.oldSchedule ?? request.paymentSchedule,
    oldPrice: request.oldPrice,
    newSchedule: request.paymentSchedule,
    newPrice: amounts.totalAmount,
  });
  const due = withConsumptionTax(adjustment, taxRatePercent);
  return { ...amounts, adjustment, adjustmentTax: due.tax, adjustmentWithTax: due.total };
}
