import {
  EMPTY_CANCELLATION_FORM,
  cancellationFormSchema,
  fieldErrorsFromIssues,
  type CancellationForm,
  type ErrorKey,
  type FieldError,
  type Subscription,
} from '@fleetcheck/contracts';
import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../api/errorKey';
import type { SubscriptionApi } from '../api/subscriptionApi';

export type CancellationField = keyof typeof EMPTY_CANCELLATION_FORM;
/** The spec stores the checkboxes as 0/1 (default 0). */
export type CancellationTicks = Record<CancellationField, 0 | 1>;

export interface CancellationInput {
  readonly companyId: string;
}

export interface CancellationContext {
  readonly companyId: string;
  readonly form: CancellationTicks;
  readonly fieldErrors: readonly FieldError[];
  readonly error: ErrorKey | null;
  readonly subscription: Subscription | null;
}

export type CancellationEvent = { type: 'TOGGLE'; field: CancellationField } | { type: 'SUBMIT' } | { type: 'CONFIRM' } | { type: 'CLOSE' };

export interface CancellationDeps {
  readonly api: SubscriptionApi;
}

const parseForm = (form: CancellationTicks) => cancellationFormSchema.safeParse(form);

export function createCancellationMachine(deps: CancellationDeps) {
  return setup({
    types: {
      context: {} as CancellationContext,
      events: {} as CancellationEvent,
      input: {} as CancellationInput,
      output: {} as Subscription | null,
    },
    actors: {
      cancelSubscription: fromPromise<Subscription, CancellationForm & { company: string }>(({ input }) => deps.api.cancel(input)),
    },
    guards: {
      formValid: ({ context }) => parseForm(context.form).success,
    },
    actions: {
      toggle: assign(({ context, event }) =>
        event.type === 'TOGGLE'
          ? {
              form: { ...context.form, [event.field]: context.form[event.field] === 1 ? 0 : 1 },
              fieldErrors: [],
            }
          : {},
      ),
      showFieldErrors: assign(({ context }) => {
        const parsed = parseForm(context.form);
        return { fieldErrors: parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues) };
      }),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id: 'cancellation',
    context: ({ input }) => ({
      companyId: input.companyId,
      form: { ...EMPTY_CANCELLATION_FORM },
      fieldErrors: [],
      error: null,
      subscription: null,
    }),
    initial: 'form',
    states: {
      form: {
        on: {
          TOGGLE: { actions: 'toggle' },
          SUBMIT: [{ guard: 'formValid', target: 'confirm1' }, { actions: 'showFieldErrors' }],
        },
      },
      // Two warnings in a row (CancelConfirm1, CancelConfirm2): cancelling cannot be undone.
      confirm1: { on: { CONFIRM: { target: 'confirm2' }, CLOSE: { target: 'form' } } },
      confirm2: { on: { CONFIRM: { target: 'cancelling' }, CLOSE: { target: 'form' } } },
      cancelling: {
        invoke: {
          src: 'cancelSubscription',
          input: ({ context }) => ({
            ...cancellationFormSchema.parse(context.form),
            company: context.companyId,
          }),
          onDone: { target: 'done', actions: assign({ subscription: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      failed: { on: { CLOSE: { target: 'form', actions: 'clearError' } } },
      done: { type: 'final' },
    },
    output: ({ context }) => context.subscription,
  });
}

export type CancellationMachine = ReturnType<typeof createCancellationMachine>;
