import { z } from 'zod';
import { paymentMethodSchema, paymentScheduleSchema } from '../constants/business';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** What a company pays for: counts and schedule. */
export const subscriptionPlanSchema = z.object({
  carCount: z.number().int().min(0),
  deviceCount: z.number().int().min(0),
  paymentSchedule: paymentScheduleSchema,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** The priced plan as quoted when the event was written (prices change; history must not). Whole yen. */
export const subscriptionAmountsSchema = z.object({
  monthlyCarCost: z.number().int(),
  monthlyDeviceCost: z.number().int(),
  monthlySubscriptionAmount: z.number().int(),
  carAmount: z.number().int(),
  deviceAmount: z.number().int(),
  totalAmount: z.number().int(),
  discountAmount: z.number().int(),
});
export type SubscriptionAmounts = z.infer<typeof subscriptionAmountsSchema>;

/** The card payment that paid for a change; null for bank transfer and admin changes. */
export const paymentReferenceSchema = z.object({ orderId: z.string(), chargeId: z.string(), amount: z.number().int() });
export type PaymentReference = z.infer<typeof paymentReferenceSchema>;

const ymd = z.iso.date();

/** A new term: at registration ('create') or after a lapse ('newSubscription'). Bank transfer starts Pending. */
export const SubscriptionStarted = defineEvent({
  type: 'SubscriptionStarted',
  schema: z.object({
    companyId: z.string(),
    operation: z.enum(['create', 'newSubscription']),
    plan: subscriptionPlanSchema,
    paymentMethod: paymentMethodSchema,
    status: z.enum(['Active', 'Pending']),
    amounts: subscriptionAmountsSchema,
    /** Null while a bank transfer is awaited: the term starts when the money arrives. */
    startDate: ymd.nullable(),
    expiryDate: ymd.nullable(),
    payment: paymentReferenceSchema.nullable(),
  }),
});

/** Counts or schedule changed mid-term; `adjustment` is what the rest of the term cost (whole yen). */
export const SubscriptionPlanChanged = defineEvent({
  type: 'SubscriptionPlanChanged',
  schema: z.object({
    companyId: z.string(),
    operation: z.enum(['update', 'adminUpgrade']),
    from: subscriptionPlanSchema,
    to: subscriptionPlanSchema,
    amountsBefore: subscriptionAmountsSchema,
    amounts: subscriptionAmountsSchema,
    adjustment: z.number().int(),
    startDate: ymd,
    expiryDate: ymd,
    payment: paymentReferenceSchema.nullable(),
  }),
});

/** An admin saw the transfer arrive: a Pending account becomes Active, an Active one gets its next term. */
export const BankTransferPaymentRecorded = defineEvent({
  type: 'BankTransferPaymentRecorded',
  schema: z.object({
    companyId: z.string(),
    amount: z.number().int(),
    paidOn: ymd,
    reference: z.string(),
    startDate: ymd,
    expiryDate: ymd,
  }),
});

/** The cancellation form's ticks are kept for the record; access lasts until `effectiveOn`. */
export const SubscriptionCancelled = defineEvent({
  type: 'SubscriptionCancelled',
  schema: z.object({
    companyId: z.string(),
    form: z.object({ terms: z.boolean(), policy: z.boolean(), check3: z.boolean(), check4: z.boolean(), reason: z.boolean() }),
    requestedOn: ymd,
    effectiveOn: ymd,
  }),
});

export const subscriptionEvents = [
  SubscriptionStarted,
  SubscriptionPlanChanged,
  BankTransferPaymentRecorded,
  SubscriptionCancelled,
] as const;
export type SubscriptionEvent = EventOf<(typeof subscriptionEvents)[number]>;
export const subscriptionCatalogue = createCatalogue(subscriptionEvents);
