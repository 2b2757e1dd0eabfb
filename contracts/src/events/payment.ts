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

/**
 * The card a company pays with, kept at the provider as a customer (`payment-card-<companyId>`, the last
 * event wins): the recurring charge at each term start goes to it.
 */
export const PaymentCardSaved = defineEvent({
  type: 'PaymentCardSaved',
  schema: z.object({
    companyId: z.string(),
    customerId: z.string(),
    orderId: z.string(),
    /** The card's last 4 digits, to offer it again ("the card ending 4242"); absent on cards saved before. */
    lastDigits: z.string().nullable().optional(),
  }),
});
export const paymentCardEvents = [PaymentCardSaved] as const;
export type PaymentCardEvent = EventOf<(typeof paymentCardEvents)[number]>;
export const paymentCardCatalogue = createCatalogue(paymentCardEvents);
export const PAYMENT_CARD_STREAM_PREFIX = 'payment-card-';
export const paymentCardStream = (companyId: string): string => `${PAYMENT_CARD_STREAM_PREFIX}${companyId}`;

/** The order (and gateway idempotency key) of a company's renewal charge for the term starting `termStart`. */
export const renewalOrderId = (companyId: string, termStart: string): string => `renew_${companyId}_${termStart}`;
