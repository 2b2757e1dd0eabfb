import {
  BANK_TRANSFER,
  ErrorKeys,
  REGISTRATION_STAGES,
  fieldErrorsFromIssues,
  paymentFormSchema,
  type CompanyForm,
  type ErrorKey,
  type FieldError,
  type PaymentForm,
  type PaymentFormInput,
  type PaymentSchedule,
  type PriceQuote,
  type PriceQuoteRequest,
  type Subscription,
} from '@fleetcheck/contracts';
import { and, assign, fromPromise, not, sendTo, setup } from 'xstate';
import type { CardTokenizer } from '../api/cardTokenizer';
import { errorKeyOf } from '../api/errorKey';
import type { CardPaymentOutcome, CardPaymentRequest, PlanRequest, SubscriptionApi } from '../api/subscriptionApi';
import {
  applyPlanEdit,
  canIncrement,
  clampCount,
  isQuotable,
  zeroCountError,
  type PlanDraft,
  type PlanEditEvent,
} from '../plan-editor/counters';
import { createQuoteMachine, type QuoteChangedEvent } from '../plan-editor/quoteMachine';
import type { RegistrationConfirmation } from './confirmation';

export type RegistrationStage = (typeof REGISTRATION_STAGES)[keyof typeof REGISTRATION_STAGES];
/** Each step is its own route, so a page starts the machine at its own step. */
export type RegistrationStep = 'company' | 'plan' | 'payment';

export interface RegistrationInput {
  readonly companyId: string;
  readonly startAt?: RegistrationStep;
  /** The tariffs and payment query parameters (cars, devices, paymentScheduleOption). */
  readonly cars?: number;
  readonly devices?: number;
  readonly paymentSchedule?: PaymentSchedule | null;
  /** Where the 3-D Secure page returns to; the server defaults to its own /omise-callback. */
  readonly returnUri?: string;
}

export interface RegistrationContext extends PlanDraft {
  readonly startAt: RegistrationStep;
  readonly stage: RegistrationStage;
  readonly companyId: string;
  readonly returnUri: string | undefined;
  readonly companyForm: CompanyForm | null;
  readonly quote: PriceQuote | null;
  /** A quote is being fetched: minus is disabled meanwhile (spec section 5). */
  readonly quoteLoading: boolean;
  readonly error: ErrorKey | null;
  readonly fieldErrors: readonly FieldError[];
  /** Held only between the card form's submit and the provider's answer, then dropped. */
  readonly card: PaymentForm | null;
  readonly cardToken: string | null;
  /** Paying with the card on file (a plan change of a company that paid by card before): no card typed. */
  readonly savedCard: boolean;
  readonly authorizeUri: string | null;
  readonly chargeId: string | null;
  readonly confirmation: RegistrationConfirmation | null;
}

export type RegistrationEvent =
  | PlanEditEvent
  | QuoteChangedEvent
  | { type: 'COMPANY.SUBMIT'; company: CompanyForm }
  | { type: 'PLAN.SUBMIT' }
  /** The plan page's back link to the company page. */
  | { type: 'BACK' }
  | { type: 'PAY.CARD'; card: PaymentFormInput }
  | { type: 'PAY.SAVED_CARD' }
  | { type: 'PAY.BANK_TRANSFER' }
  | { type: 'ERROR.CLOSE' };

export interface RegistrationDeps {
  readonly api: SubscriptionApi;
  readonly cards: CardTokenizer;
  /**
   * The 3-D Secure page is a full-page visit; assigning the same address twice is harmless. The provider
   * returns to /omise-callback without the charge id, so the page keeps it (chargeId) for the return.
   */
  readonly visit?: (uri: string, chargeId: string) => void;
  /** The confirmation screen refetches the current user (spec section 2). */
  readonly refreshCurrentUser?: () => Promise<unknown>;
}

const planRequestOf = (context: RegistrationContext): PlanRequest => ({
  company: context.companyId,
  carCount: context.counts.cars,
  deviceCount: context.counts.devices,
  paymentSchedule: context.schedule ?? 'monthly',
});

/** The quote actor's request for the draft: null (no quote) unless both counts are above 0 and a schedule is chosen. */
const quoteRequestOf = (context: RegistrationContext): PriceQuoteRequest | null =>
  isQuotable(context) ? { carCount: context.counts.cars, deviceCount: context.counts.devices, paymentSchedule: context.schedule } : null;

export function createRegistrationMachine(deps: RegistrationDeps) {
  return setup({
    types: {
      context: {} as RegistrationContext,
      events: {} as RegistrationEvent,
      input: {} as RegistrationInput,
    },
    actors: {
      saveCompany: fromPromise<void, { company: CompanyForm }>(({ input }) => deps.api.saveCompany(input.company)),
      quote: createQuoteMachine((request) => deps.api.quote(request)),
      submitPlan: fromPromise<Subscription, PlanRequest>(({ input }) => deps.api.submitPlan('create', input)),
      tokenizeCard: fromPromise<string, { card: PaymentForm }>(({ input }) => deps.cards.tokenize(input.card)),
      payByCard: fromPromise<CardPaymentOutcome, CardPaymentRequest>(({ input }) => deps.api.payByCard(input)),
      signUpWithBankTransfer: fromPromise<Subscription, PlanRequest>(({ input }) => deps.api.signUpWithBankTransfer(input)),
      visitAuthorization: fromPromise<void, { uri: string; chargeId: string }>(async ({ input }) => {
        (deps.visit ?? ((uri) => window.location.assign(uri)))(input.uri, input.chargeId);
      }),
      refreshCurrentUser: fromPromise<void>(async () => {
        await deps.refreshCurrentUser?.();
      }),
    },
    guards: {
      startsAt: ({ context }, step: RegistrationStep) => context.startAt === step,
      quoteLoading: ({ context }) => context.quoteLoading,
      countBelowMax: ({ context, event }) => event.type === 'COUNTER.INCREMENT' && canIncrement(context.counts, event.counter),
      countAboveZero: ({ context, event }) => event.type === 'COUNTER.DECREMENT' && context.counts[event.counter] > 0,
      hasZeroCount: ({ context }) => zeroCountError(context.counts) !== null,
      scheduleMissing: ({ context }) => context.schedule === null,
      cardFormValid: ({ event }) => event.type === 'PAY.CARD' && paymentFormSchema.safeParse(event.card).success,
    },
    actions: {
      applyEdit: assign(({ context, event }) => {
        if (
          event.type !== 'COUNTER.INCREMENT' &&
          event.type !== 'COUNTER.DECREMENT' &&
          event.type !== 'COUNTER.INPUT' &&
          event.type !== 'SCHEDULE.CHOOSE'
        )
          return {};
        return applyPlanEdit(context, event);
      }),
      /** Hands the draft to the quote actor: a quotable draft is priced, any other clears the quote. */
      requestQuote: sendTo('quote', ({ context }) => ({ type: 'QUOTE.REQUEST' as const, request: quoteRequestOf(context) })),
      clearError: assign({ error: null, fieldErrors: [] }),
      stage: assign((_, stage: RegistrationStage) => ({ stage })),
      rememberCompany: assign(({ event }) => (event.type === 'COMPANY.SUBMIT' ? { companyForm: event.company } : {})),
      rememberCard: assign(({ event }) =>
        event.type === 'PAY.CARD' ? { card: paymentFormSchema.parse(event.card), fieldErrors: [] } : {},
      ),
      rememberCardErrors: assign(({ event }) => {
        if (event.type !== 'PAY.CARD') return {};
        const parsed = paymentFormSchema.safeParse(event.card);
        return { fieldErrors: parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues) };
      }),
      showZeroCountError: assign(({ context }) => ({ error: zeroCountError(context.counts) })),
    },
  }).createMachine({
    id: 'registration',
    context: ({ input }) => ({
      startAt: input.startAt ?? 'company',
      stage: REGISTRATION_STAGES.company,
      companyId: input.companyId,
      returnUri: input.returnUri,
      companyForm: null,
      counts: { cars: clampCount(input.cars ?? 0), devices: clampCount(input.devices ?? 0) },
      schedule: input.paymentSchedule ?? null,
      quote: null,
      quoteLoading: false,
      error: null,
      fieldErrors: [],
      card: null,
      cardToken: null,
      savedCard: false,
      authorizeUri: null,
      chargeId: null,
      confirmation: null,
    }),
    initial: 'routing',
    states: {
      routing: {
        always: [
          { guard: { type: 'startsAt', params: 'plan' }, target: 'plan' },
          { guard: { type: 'startsAt', params: 'payment' }, target: 'payment' },
          { target: 'company' },
        ],
      },
      company: {
        entry: { type: 'stage', params: REGISTRATION_STAGES.company },
        initial: 'editing',
        states: {
          editing: {
            on: { 'COMPANY.SUBMIT': { target: 'saving', actions: 'rememberCompany' } },
          },
          saving: {
            invoke: {
              src: 'saveCompany',
              input: ({ context }) => ({ company: context.companyForm as CompanyForm }),
              onDone: { target: '#registration.plan' },
              onError: {
                target: 'failed',
                actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
              },
            },
          },
          failed: {
            on: { 'ERROR.CLOSE': { target: 'editing', actions: 'clearError' } },
          },
        },
      },
      plan: {
        entry: { type: 'stage', params: REGISTRATION_STAGES.plan },
        // The quote actor lives while the plan step is open, through its error dialogs and the submit.
        invoke: { id: 'quote', src: 'quote', input: ({ context }) => ({ request: quoteRequestOf(context) }) },
        exit: assign({ quoteLoading: false }),
        on: {
          'QUOTE.CHANGED': { actions: assign(({ event }) => ({ quote: event.quote, quoteLoading: event.loading })) },
        },
        initial: 'editing',
        states: {
          editing: {
            on: {
              'COUNTER.INCREMENT': { guard: 'countBelowMax', actions: ['applyEdit', 'requestQuote'] },
              'COUNTER.DECREMENT': {
                // Minus is disabled while a quote loads (spec section 5).
                guard: and(['countAboveZero', not('quoteLoading')]),
                actions: ['applyEdit', 'requestQuote'],
              },
              'COUNTER.INPUT': { actions: ['applyEdit', 'requestQuote'] },
              'SCHEDULE.CHOOSE': { actions: ['applyEdit', 'requestQuote'] },
              'PLAN.SUBMIT': [
                { guard: 'hasZeroCount', target: 'invalid', actions: 'showZeroCountError' },
                {
                  guard: 'scheduleMissing',
                  target: 'invalid',
                  actions: assign({ error: ErrorKeys.Required }),
                },
                { target: 'submitting' },
              ],
              BACK: { target: '#registration.company' },
            },
          },
          invalid: {
            on: { 'ERROR.CLOSE': { target: 'editing', actions: 'clearError' } },
          },
          submitting: {
            invoke: {
              src: 'submitPlan',
              input: ({ context }) => planRequestOf(context),
              onDone: { target: '#registration.payment' },
              onError: {
                target: 'invalid',
                actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
              },
            },
          },
        },
      },
      payment: {
        entry: { type: 'stage', params: REGISTRATION_STAGES.payment },
        initial: 'choosing',
        states: {
          choosing: {
            on: {
              'PAY.CARD': [
                { guard: 'cardFormValid', target: 'tokenizing', actions: [assign({ savedCard: false }), 'rememberCard'] },
                { actions: 'rememberCardErrors' },
              ],
              'PAY.SAVED_CARD': { target: 'charging', actions: assign({ savedCard: true, cardToken: null }) },
              'PAY.BANK_TRANSFER': { target: 'bankTransfer' },
            },
          },
          tokenizing: {
            invoke: {
              src: 'tokenizeCard',
              input: ({ context }) => ({ card: context.card as PaymentForm }),
              onDone: {
                target: 'charging',
                actions: assign({ cardToken: ({ event }) => event.output, card: null }),
              },
              onError: {
                target: 'failed',
                actions: assign({ card: null, error: ({ event }) => errorKeyOf(event.error) }),
              },
            },
          },
          charging: {
            invoke: {
              src: 'payByCard',
              input: ({ context }): CardPaymentRequest => ({
                ...planRequestOf(context),
                ...(context.savedCard ? { savedCard: true as const } : { cardToken: context.cardToken as string }),
                returnUri: context.returnUri,
              }),
              onDone: [
                {
                  guard: ({ event }) => event.output.status === 'pending',
                  target: 'redirecting',
                  actions: assign({
                    authorizeUri: ({ event }) => (event.output.status === 'pending' ? event.output.authorizeUri : null),
                    chargeId: ({ event }) => (event.output.status === 'pending' ? event.output.chargeId : null),
                  }),
                },
                {
                  target: '#registration.confirmation',
                  actions: assign({
                    confirmation: ({ event }) =>
                      event.output.status === 'successful'
                        ? {
                            method: 'card' as const,
                            subscription: event.output.subscription,
                            summary: {
                              totalAmount: event.output.totalAmount,
                              adjustment: event.output.adjustment,
                              charged: event.output.charged,
                            },
                          }
                        : null,
                  }),
                },
              ],
              onError: {
                target: 'failed',
                actions: assign({ cardToken: null, error: ({ event }) => errorKeyOf(event.error) }),
              },
            },
          },
          redirecting: {
            invoke: {
              src: 'visitAuthorization',
              input: ({ context }) => ({
                uri: context.authorizeUri as string,
                chargeId: context.chargeId as string,
              }),
            },
          },
          bankTransfer: {
            invoke: {
              src: 'signUpWithBankTransfer',
              input: ({ context }) => planRequestOf(context),
              onDone: {
                target: '#registration.confirmation',
                actions: assign({
                  confirmation: ({ event }) => ({ method: BANK_TRANSFER, subscription: event.output }),
                }),
              },
              onError: {
                target: 'failed',
                actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
              },
            },
          },
          failed: {
            on: { 'ERROR.CLOSE': { target: 'choosing', actions: 'clearError' } },
          },
        },
      },
      confirmation: {
        entry: { type: 'stage', params: REGISTRATION_STAGES.confirmation },
        invoke: { src: 'refreshCurrentUser' },
      },
    },
  });
}

export type RegistrationMachine = ReturnType<typeof createRegistrationMachine>;
