import {
  BANK_TRANSFER,
  ErrorKeys,
  type ErrorKey,
  type PaymentSchedule,
  type PaymentSummary,
  type PriceQuote,
  type PriceQuoteRequest,
  type Subscription,
} from '@fleetcheck/contracts';
import { and, assign, fromPromise, not, sendTo, setup } from 'xstate';
import { errorKeyOf } from '../api/errorKey';
import type { PlanRequest, SubscriptionApi } from '../api/subscriptionApi';
import {
  applyPlanEdit,
  canIncrement,
  clampCount,
  isQuotable,
  zeroCountError,
  type PlanDraft,
  type PlanEditEvent,
} from '../plan-editor/counters';
import { decidePlanChange, hasNoPlanYet, type CurrentPlan } from '../plan-editor/planChange';
import { createQuoteMachine, type QuoteChangedEvent } from '../plan-editor/quoteMachine';

export interface TariffsInput {
  readonly companyId: string;
  readonly subscription: Subscription | null;
  /** The cars and devices query parameters override the plan's counts as the starting draft. */
  readonly cars?: number;
  readonly devices?: number;
  /** The upgrade-plan flag read from local storage (admin on behalf of a bank-transfer company). */
  readonly upgradeMode?: boolean;
  /** Spec section 6: only an admin with an old session and a bank-transfer company sees the button. */
  readonly canManagerUpgrade?: boolean;
  /** The COMSPlanOnlyIncrease modal's contact-email link. */
  readonly contactEmail: string;
}

export interface TariffsContext extends PlanDraft {
  readonly companyId: string;
  readonly current: CurrentPlan | null;
  readonly upgradeMode: boolean;
  readonly canManagerUpgrade: boolean;
  /** A bank-transfer company's change is applied by the server at once (no card); the difference is due by transfer. */
  readonly byBankTransfer: boolean;
  readonly contactEmail: string;
  readonly quote: PriceQuote | null;
  /** A quote is being fetched: minus is disabled meanwhile (spec section 5). */
  readonly quoteLoading: boolean;
  readonly error: ErrorKey | null;
  /** Set on the way into a final state; it is also the machine's output. */
  readonly outcome: TariffsOutcome | null;
}

export type TariffsEvent =
  | PlanEditEvent
  | QuoteChangedEvent
  | { type: 'UPDATE_SUBSCRIPTION' }
  /** The admin's Manager Update Subscription button: upgrade mode, then editing. */
  | { type: 'MANAGER_UPDATE_SUBSCRIPTION' }
  | { type: 'DISCARD' }
  | { type: 'PROCEED_PAYMENT' }
  | { type: 'CANCEL_SUBSCRIPTION' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

/** Where the route goes once the machine is done. */
export type TariffsOutcome =
  | {
      readonly kind: 'payment';
      readonly cars: number;
      readonly devices: number;
      readonly paymentScheduleOption: PaymentSchedule;
    }
  | { readonly kind: 'upgraded'; readonly subscription: Subscription }
  /** A bank-transfer company's manager changed the plan: the confirmation shows it and what is due by transfer. */
  | { readonly kind: 'changedByTransfer'; readonly summary: PaymentSummary }
  | { readonly kind: 'cancel' };

export interface TariffsDeps {
  readonly api: SubscriptionApi;
  /** Writes the upgrade-plan flag (spec section 4); must be safe to call twice. */
  readonly rememberUpgradeMode?: () => void;
}

const currentPlanOf = (subscription: Subscription | null): CurrentPlan | null =>
  subscription && {
    cars: subscription.carCount,
    devices: subscription.deviceCount,
    schedule: subscription.paymentSchedule,
    totalAmount: subscription.totalAmount,
    startDate: subscription.startDate,
  };

const draftOf = (current: CurrentPlan | null, input: TariffsInput): PlanDraft => ({
  counts: {
    cars: clampCount(input.cars ?? current?.cars ?? 0),
    devices: clampCount(input.devices ?? current?.devices ?? 0),
  },
  schedule: current?.schedule ?? null,
});

const planRequestOf = (context: TariffsContext): PlanRequest => ({
  company: context.companyId,
  carCount: context.counts.cars,
  deviceCount: context.counts.devices,
  paymentSchedule: context.schedule ?? 'monthly',
});

/** Once registered, a quote is priced against the running plan (startDate and oldPrice, spec section 7). */
const quoteRequestOf = (context: TariffsContext): PriceQuoteRequest | null => (isQuotable(context) ? quoteRequestFor(context) : null);

const quoteRequestFor = (context: TariffsContext): PriceQuoteRequest => ({
  carCount: context.counts.cars,
  deviceCount: context.counts.devices,
  paymentSchedule: context.schedule ?? 'monthly',
  ...(context.current?.startDate ? { startDate: context.current.startDate } : {}),
  ...(context.current ? { oldPrice: context.current.totalAmount } : {}),
});

const proposed = (context: TariffsContext) => ({
  ...context.counts,
  schedule: context.schedule ?? 'monthly',
});

export function createTariffsMachine(deps: TariffsDeps) {
  return setup({
    types: {
      context: {} as TariffsContext,
      events: {} as TariffsEvent,
      input: {} as TariffsInput,
      output: {} as TariffsOutcome,
    },
    actors: {
      quote: createQuoteMachine((request) => deps.api.quote(request)),
      submitPlan: fromPromise<Subscription, PlanRequest>(({ input }) => deps.api.submitPlan('update', input)),
      rememberUpgradeMode: fromPromise<void>(async () => deps.rememberUpgradeMode?.()),
    },
    guards: {
      upgradeMode: ({ context }) => context.upgradeMode,
      byBankTransfer: ({ context }) => context.byBankTransfer,
      canManagerUpgrade: ({ context }) => context.canManagerUpgrade,
      quoteLoading: ({ context }) => context.quoteLoading,
      countBelowMax: ({ context, event }) => event.type === 'COUNTER.INCREMENT' && canIncrement(context.counts, event.counter),
      countAboveZero: ({ context, event }) => event.type === 'COUNTER.DECREMENT' && context.counts[event.counter] > 0,
      hasZeroCount: ({ context }) => zeroCountError(context.counts) !== null,
      scheduleMissing: ({ context }) => context.schedule === null,
      hasNoPlanYet: ({ context }) => hasNoPlanYet(context.current),
      planRuleBroken: ({ context }) => decidePlanChange(context.current, proposed(context)).kind === 'rejected',
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
      resetDraft: assign(({ context }) => ({
        counts: { cars: context.current?.cars ?? 0, devices: context.current?.devices ?? 0 },
        schedule: context.current?.schedule ?? null,
      })),
      /** Hands the draft to the quote actor: a quotable draft is priced, any other clears the quote. */
      requestQuote: sendTo('quote', ({ context }) => ({ type: 'QUOTE.REQUEST' as const, request: quoteRequestOf(context) })),
      dropQuote: sendTo('quote', { type: 'QUOTE.REQUEST' as const, request: null }),
      choosePayment: assign(({ context }) => ({
        outcome: {
          kind: 'payment' as const,
          cars: context.counts.cars,
          devices: context.counts.devices,
          paymentScheduleOption: context.schedule ?? 'monthly',
        },
      })),
      clearError: assign({ error: null }),
      showZeroCountError: assign(({ context }) => ({ error: zeroCountError(context.counts) })),
      showPlanRuleError: assign(({ context }) => {
        const decision = decidePlanChange(context.current, proposed(context));
        return { error: decision.kind === 'rejected' ? decision.key : null };
      }),
    },
  }).createMachine({
    id: 'tariffs',
    context: ({ input }) => {
      const current = currentPlanOf(input.subscription);
      return {
        ...draftOf(current, input),
        companyId: input.companyId,
        current,
        upgradeMode: input.upgradeMode ?? false,
        canManagerUpgrade: input.canManagerUpgrade ?? false,
        byBankTransfer: input.subscription?.paymentMethod === BANK_TRANSFER,
        contactEmail: input.contactEmail,
        quote: null,
        quoteLoading: false,
        error: null,
        outcome: null,
      };
    },
    invoke: { id: 'quote', src: 'quote', input: { request: null } },
    on: {
      'QUOTE.CHANGED': { actions: assign(({ event }) => ({ quote: event.quote, quoteLoading: event.loading })) },
    },
    initial: 'opening',
    states: {
      // The stored upgrade flag already enabled editing before a reload.
      opening: { always: [{ guard: 'upgradeMode', target: 'editing', actions: 'requestQuote' }, { target: 'readOnly' }] },
      readOnly: {
        on: {
          UPDATE_SUBSCRIPTION: { target: 'editing', actions: 'requestQuote' },
          MANAGER_UPDATE_SUBSCRIPTION: { guard: 'canManagerUpgrade', target: 'enablingUpgrade' },
          CANCEL_SUBSCRIPTION: { target: 'cancelWarning' },
        },
      },
      enablingUpgrade: {
        invoke: {
          src: 'rememberUpgradeMode',
          onDone: { target: 'editing', actions: [assign({ upgradeMode: true }), 'requestQuote'] },
          onError: { target: 'editing', actions: [assign({ upgradeMode: true }), 'requestQuote'] },
        },
      },
      cancelWarning: {
        on: {
          CONFIRM: { target: 'cancelRequested', actions: assign({ outcome: { kind: 'cancel' } }) },
          CLOSE: { target: 'readOnly' },
        },
      },
      editing: {
        on: {
          'COUNTER.INCREMENT': { guard: 'countBelowMax', actions: ['applyEdit', 'requestQuote'] },
          'COUNTER.DECREMENT': {
            guard: and(['countAboveZero', not('quoteLoading')]),
            actions: ['applyEdit', 'requestQuote'],
          },
          'COUNTER.INPUT': { actions: ['applyEdit', 'requestQuote'] },
          'SCHEDULE.CHOOSE': { actions: ['applyEdit', 'requestQuote'] },
          DISCARD: { guard: not('upgradeMode'), target: 'readOnly', actions: ['resetDraft', 'dropQuote'] },
          PROCEED_PAYMENT: [
            { guard: 'hasZeroCount', target: 'invalid', actions: 'showZeroCountError' },
            { guard: 'scheduleMissing', target: 'invalid', actions: assign({ error: ErrorKeys.Required }) },
            { guard: 'hasNoPlanYet', target: 'toPayment', actions: 'choosePayment' },
            // Spec section 5: the admin's upgrade skips the increase-only and nothing-changed rules.
            { guard: 'upgradeMode', target: 'submitting' },
            { guard: 'planRuleBroken', target: 'invalid', actions: 'showPlanRuleError' },
            { target: 'submitting' },
          ],
          CANCEL_SUBSCRIPTION: { guard: not('upgradeMode'), target: 'cancelWarning' },
        },
      },
      /** COMSPlanOnlyIncrease (info, with the contact link), NothingChanged and the zero-count keys. */
      invalid: {
        on: { CLOSE: { target: 'editing', actions: 'clearError' } },
      },
      submitting: {
        invoke: {
          src: 'submitPlan',
          input: ({ context }) => planRequestOf(context),
          onDone: [
            {
              guard: 'upgradeMode',
              target: 'upgraded',
              actions: assign({
                outcome: ({ event }) => ({ kind: 'upgraded' as const, subscription: event.output }),
              }),
            },
            {
              guard: 'byBankTransfer',
              target: 'changedByTransfer',
              actions: assign({
                outcome: ({ event }) => ({
                  kind: 'changedByTransfer' as const,
                  summary: {
                    totalAmount: event.output.totalAmount,
                    adjustment: event.output.dueByTransfer?.beforeTax ?? 0,
                    dueByTransfer: event.output.dueByTransfer,
                  },
                }),
              }),
            },
            { target: 'toPayment', actions: 'choosePayment' },
          ],
          onError: { target: 'invalid', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      toPayment: { type: 'final' },
      upgraded: { type: 'final' },
      changedByTransfer: { type: 'final' },
      cancelRequested: { type: 'final' },
    },
    output: ({ context }) => context.outcome ?? { kind: 'cancel' },
  });
}

export type TariffsMachine = ReturnType<typeof createTariffsMachine>;
