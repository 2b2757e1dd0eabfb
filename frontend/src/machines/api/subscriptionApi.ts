import {
  omiseVerifiedResponseSchema,
  priceQuoteResponseSchema,
  subscriptionResponseSchema,
  type CancellationForm,
  type CompanyForm,
  type PaymentSchedule,
  type PriceQuote,
  type PriceQuoteRequest,
  type Subscription,
  type TaxedAmountDto,
} from '@fleetcheck/contracts';
import { z } from 'zod';
import type { ApiTransport } from './transport';

export interface PlanRequest {
  readonly company: string;
  readonly carCount: number;
  readonly deviceCount: number;
  readonly paymentSchedule: PaymentSchedule;
}

/** Which of the three plan endpoints of spec section 7 a plan submit goes to. */
export type PlanSubmitKind = 'create' | 'update' | 'newSubscription';

export type CardPaymentRequest = PlanRequest & {
  /** Where the 3-D Secure page sends the browser back to (/omise-callback). */
  readonly returnUri?: string;
} & ({ readonly cardToken: string } | { readonly savedCard: true });

export type CardPaymentOutcome =
  | {
      readonly status: 'successful';
      readonly subscription: Subscription;
      readonly totalAmount: number;
      readonly adjustment: number;
      /** What the card was charged: before tax, tax, total. */
      readonly charged?: TaxedAmountDto | undefined;
    }
  | { readonly status: 'pending'; readonly chargeId: string; readonly authorizeUri: string };

export interface SubscriptionApi {
  saveCompany(form: CompanyForm): Promise<void>;
  quote(request: PriceQuoteRequest): Promise<PriceQuote>;
  submitPlan(kind: PlanSubmitKind, request: PlanRequest): Promise<Subscription>;
  signUpWithBankTransfer(request: PlanRequest): Promise<Subscription>;
  payByCard(request: CardPaymentRequest): Promise<CardPaymentOutcome>;
  /** The /omise-callback page settles a 3-D Secure charge with this. */
  verifyCardReturn(request: { company: string; chargeId: string }): Promise<CardPaymentOutcome>;
  cancel(request: CancellationForm & { company: string }): Promise<Subscription>;
}

const planPaths: Record<PlanSubmitKind, string> = {
  create: '/subscription',
  update: '/subscription/update',
  newSubscription: '/subscription/newSubscription',
};

export function createSubscriptionApi(transport: ApiTransport): SubscriptionApi {
  return {
    saveCompany: async (form) => {
      await transport.put('/auth/company-profile', { body: form, schema: z.unknown() });
    },
    quote: async (request) => (await transport.post('/subscription/calc', { body: request, schema: priceQuoteResponseSchema })).data,
    submitPlan: async (kind, request) =>
      (await transport.post(planPaths[kind], { body: request, schema: subscriptionResponseSchema })).data,
    signUpWithBankTransfer: async (request) =>
      (
        await transport.post('/subscription/signupwithbanktransfer', {
          body: request,
          schema: subscriptionResponseSchema,
        })
      ).data,
    payByCard: async (request) =>
      (
        await transport.post('/subscription/omise-verified', {
          body: request,
          schema: omiseVerifiedResponseSchema,
        })
      ).data,
    verifyCardReturn: async (request) =>
      (
        await transport.post('/subscription/omise-verified', {
          body: request,
          schema: omiseVerifiedResponseSchema,
        })
      ).data,
    cancel: async (request) => (await transport.post('/subscription/cancel', { body: request, schema: subscriptionResponseSchema })).data,
  };
}
