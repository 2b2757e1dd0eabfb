import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';
import { subscriptionPlanSchema } from './subscription';

/**
 * One stream per payment order (`payment-<orderId>`). The order id is the gateway's idempotency key, and
 * the first event is appended with 'no_stream', so two requests for the same order cannot both charge.
 */
export const paymentPurposeSchema = z.object({
  kind: z.enum(['create', 'newSubscription', 'update']),
  plan: subscriptionPlanSchema,
});
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

export const PaymentOrderPlaced = defineEvent({
  type: 'PaymentOrderPlaced',
  schema: z.object({
    orderId: z.string(),
    companyId: z.string(),
    amount: z.number().int(),
    purpose: paymentPurposeSchema,
    /** Subscription stream revision the order was priced against (null: no subscription yet). */
    subscriptionRevision: z.string().nullable(),
  }),
});

export const PaymentAuthorizationRequired = defineEvent({
  type: 'PaymentAuthorizationRequired',
  schema: z.object({ orderId: z.string(), companyId: z.string(), chargeId: z.string(), authorizeUri: z.string() }),
});

export const PaymentSucceeded = defineEvent({
  type: 'PaymentSucceeded',
  schema: z.object({ orderId: z.string(), companyId: z.string(), chargeId: z.string(), amount: z.number().int() }),
});

export const PaymentFailed = defineEvent({
  type: 'PaymentFailed',
  schema: z.object({ orderId: z.string(), companyId: z.string(), chargeId: z.string().nullable(), failureCode: z.string() }),
});

export const paymentEvents = [PaymentOrderPlaced, PaymentAuthorizationRequired, PaymentSucceeded, PaymentFailed] as const;
export type PaymentEvent = EventOf<(typeof paymentEvents)[number]>;
export const paymentCatalogue = createCatalogue(paymentEvents);
