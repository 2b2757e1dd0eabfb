import { z } from 'zod';
import { paymentMethodSchema, paymentScheduleSchema, subscriptionStatusSchema } from '../constants/business';

/** An amount before tax, its consumption tax and the total including it. */
export const taxedAmountSchema = z.object({ beforeTax: z.number(), tax: z.number(), total: z.number() });
export type TaxedAmountDto = z.infer<typeof taxedAmountSchema>;

export const subscriptionSchema = z.object({
  _id: z.string().optional(),
  company: z.string().optional(),
  carCount: z.number().int().min(0),
  deviceCount: z.number().int().min(0),
  paymentSchedule: paymentScheduleSchema,
  paymentMethod: paymentMethodSchema,
  status: subscriptionStatusSchema,
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable().optional(),
  totalAmount: z.number(),
  deviceAmount: z.number(),
  carAmount: z.number(),
  createdAt: z.string(),
  /** Which command produced this state ('create', 'update', 'newSubscription', 'cancel'). */
  operation: z.string().optional(),
  /** After a bank-transfer company's plan change: the difference for the rest of the term, due by transfer. */
  dueByTransfer: taxedAmountSchema.optional(),
  /** The card on file (the last one paid with, charged at each renewal), by its last 4 digits; null when none. */
  cardOnFile: z.object({ lastDigits: z.string() }).nullable().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Price quote response (POST /subscription/calc and /simulationCalc). Amounts are whole yen. */
export const priceQuoteSchema = z.object({
  monthlyDeviceCost: z.number(),
  monthlyCarCost: z.number(),
  monthlySubscriptionAmount: z.number(),
  deviceAmount: z.number(),
  carAmount: z.number(),
  /** Yearly total for the yearly schedule, otherwise the monthly total. */
  totalAmount: z.number(),
  discountAmount: z.number(),
  /** Charge due now when an existing plan changes mid-term (rounded to whole yen), before tax. */
  adjustment: z.number().optional(),
  /** Consumption tax (rate, and the tax on `totalAmount`, which is before tax) and the total including it. */
  taxRatePercent: z.number().optional(),
  tax: z.number().optional(),
  totalWithTax: z.number().optional(),
  /** With an adjustment: its tax and the amount charged now including tax. */
  adjustmentTax: z.number().optional(),
  adjustmentWithTax: z.number().optional(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** The confirmation screen's `payment` query parameter (JSON); `charged` is what the card was charged (absent: no card). */
export const paymentSummarySchema = z.object({
  totalAmount: z.number(),
  adjustment: z.number().default(0),
  charged: taxedAmountSchema.optional(),
  /** A bank-transfer company's plan change: what it is to transfer for the rest of the term (absent: nothing). */
  dueByTransfer: taxedAmountSchema.optional(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** Parses the payment query parameter; unparseable JSON yields null (logged and ignored, spec section 8). */
export function parsePaymentSummary(raw: string | null | undefined): PaymentSummary | null {
  if (!raw) return null;
  try {
    const parsed = paymentSummarySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a company still signing up is sent: its details, or the confirmation while a bank transfer is awaited. */
export const REGISTRATION_ROUTES = { company: '/user/company', confirmation: '/user/confirmation' } as const;

/**
 * The current user's redirectPage (spec sections 3 and 4): a manager whose company has no subscription yet
 * is still registering (company step); a bank transfer not yet received keeps the confirmation page; any
 * other plan (paid, cancelled or lapsed) has finished registering and goes home.
 */
export function redirectPageFor(subscription: Pick<Subscription, 'status'> | null, home: string): string {
  if (!subscription) return REGISTRATION_ROUTES.company;
  return subscription.status === 'Pending' ? REGISTRATION_ROUTES.confirmation : home;
}
