import { z } from 'zod';
import { paymentScheduleSchema } from '../constants/business';
import { COUNTER_MAX } from '../constants/limits';
import { successEnvelope } from '../common/envelope';
import { ErrorKeys } from '../errors/keys';
import { priceQuoteSchema, subscriptionSchema, taxedAmountSchema } from '../entities/subscription';
import { cancellationFormSchema } from '../forms/cancellation';

const count = () => z.coerce.number().int().min(0).max(COUNTER_MAX);

/** Car and device counts; 0 of either is refused with the spec's own keys. */
export const planCountsSchema = z.object({
  carCount: count().refine((n) => n > 0, { error: ErrorKeys.CarCountZero }),
  deviceCount: count().refine((n) => n > 0, { error: ErrorKeys.DeviceCountZero }),
});

/** POST /subscription/calc and /subscription/simulationCalc */
export const priceQuoteRequestSchema = z.object({
  carCount: count(),
  deviceCount: count(),
  paymentSchedule: paymentScheduleSchema,
  /** Sent once registration is complete, to price the change against the running plan. */
  startDate: z.string().optional(),
  oldPrice: z.number().optional(),
});
export type PriceQuoteRequest = z.infer<typeof priceQuoteRequestSchema>;
export const priceQuoteResponseSchema = successEnvelope(priceQuoteSchema);

/** POST /subscription, /subscription/update, /subscription/newSubscription, /subscription/signupwithbanktransfer */
export const subscriptionRequestSchema = planCountsSchema.extend({
  company: z.string().min(1),
  paymentSchedule: paymentScheduleSchema,
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;
export const subscriptionResponseSchema = successEnvelope(subscriptionSchema);
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /subscription/view */
export const subscriptionViewResponseSchema = successEnvelope(subscriptionSchema.nullable());

/**
 * POST /subscription/omise-verified: the card was tokenised in the browser by the provider; the server
 * charges it. A 3-D Secure card answers 'pending' with the provider page to visit; the provider then
 * returns to /omise-callback, which calls this again with the charge id to settle it.
 */
export const omiseVerifiedRequestSchema = z.union([
  subscriptionRequestSchema.extend({ cardToken: z.string().min(1), returnUri: z.url().optional() }),
  /** A plan change paid with the card on file (the company's saved card), not a new one. */
  subscriptionRequestSchema.extend({ savedCard: z.literal(true), returnUri: z.url().optional() }),
  z.object({ company: z.string().min(1), chargeId: z.string().min(1) }),
]);
export type OmiseVerifiedRequest = z.infer<typeof omiseVerifiedRequestSchema>;
export const omiseVerifiedResponseSchema = successEnvelope(
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('successful'),
      subscription: subscriptionSchema,
      totalAmount: z.number(),
      adjustment: z.number(),
      /** What the card was charged this time (always sent; optional for clients of older servers). */
      charged: taxedAmountSchema.optional(),
    }),
    z.object({ status: z.literal('pending'), chargeId: z.string(), authorizeUri: z.url() }),
  ]),
);

/** POST /subscription/cancel */
export const cancelSubscriptionRequestSchema = cancellationFormSchema.extend({ company: z.string().min(1) });
export const cancelSubscriptionResponseSchema = successEnvelope(subscriptionSchema);
