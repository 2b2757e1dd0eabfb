import {
  ErrorKeys,
  type CompanyForm,
  type PaymentFormInput,
  type PriceQuote,
  type PriceQuoteRequest,
  type Subscription,
} from '@fleetcheck/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CardPaymentOutcome, CardPaymentRequest, PlanRequest, SubscriptionApi } from '../api/subscriptionApi';
import { createQuoteMachine } from '../plan-editor/quoteMachine';
import { createRegistrationMachine, type RegistrationInput } from './registrationMachine';

const quote: PriceQuote = {
  monthlyDeviceCost: 1000,
  monthlyCarCost: 500,
  monthlySubscriptionAmount: 3500,
  deviceAmount: 2000,
  carAmount: 1500,
  totalAmount: 3500,
  discountAmount: 0,
};

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  carCount: 3,
  deviceCount: 2,
  paymentSchedule: 'monthly',
  paymentMethod: 'card',
  status: 'Active',
  startDate: '2025-01-01',
  totalAmount: 3500,
  deviceAmount: 2000,
  carAmount: 1500,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const validCard: PaymentFormInput = {
  cardNumber: '4242 4242 4242 4242',
  nameOnCard: 'TARO YAMADA',
  expirationDate: '12/30',
  CVV: '123',
  terms: true,
};

const unusedApi = new Proxy({} as SubscriptionApi, {
  get: () => () => Promise.reject(new Error('the test provides every actor it uses')),
});

function harness(options: { payOutcome?: CardPaymentOutcome; failBankTransfer?: boolean } = {}) {
  const calls = {
    quotes: [] as PriceQuoteRequest[],
    plans: [] as PlanRequest[],
    tokens: [] as string[],
    cardPayments: [] as CardPaymentRequest[],
    bankTransfers: [] as PlanRequest[],
    visits: [] as string[],
  };
  const machine = createRegistrationMachine({
    api: unusedApi,
    cards: { tokenize: () => Promise.reject(new Error('unused')) },
  }).provide({
    actors: {
      saveCompany: fromPromise<void, { company: CompanyForm }>(async () => {}),
      quote: createQuoteMachine(async (input: PriceQuoteRequest) => {
        calls.quotes.push(input);
        return quote;
      }),
      submitPlan: fromPromise(async ({ input }: { input: PlanRequest }) => {
        calls.plans.push(input);
        return subscription({ status: 'Pending' });
      }),
      tokenizeCard: fromPromise(async ({ input }) => {
        calls.tokens.push(input.card.cardNumber);
        return 'tokn_test_1';
      }),
      payByCard: fromPromise(async ({ input }: { input: CardPaymentRequest }) => {
        calls.cardPayments.push(input);
        return (
          options.payOutcome ?? {
            status: 'successful',
            subscription: subscription(),
            totalAmount: 3500,
            adjustment: 0,
          }
        );
      }),
      signUpWithBankTransfer: fromPromise(async ({ input }: { input: PlanRequest }) => {
        calls.bankTransfers.push(input);
        if (options.failBankTransfer) throw Object.assign(new Error('conflict'), { key: ErrorKeys.PaymentPending });
        return subscription({ paymentMethod: 'bank transfer', status: 'Pending', startDate: null });
      }),
      visitAuthorization: fromPromise(async ({ input }) => {
        calls.visits.push(`${input.uri} ${input.chargeId}`);
      }),
      refreshCurrentUser: fromPromise<void>(async () => {}),
    },
  });
  const start = (input: Partial<RegistrationInput> = {}) => createActor(machine, { input: { companyId: 'company-1', ...input } }).start();
  return { calls, start };
}

describe('registration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks company, plan (stage 2), payment by bank transfer and confirmation (stage 4) showing Pending', async () => {
    const { calls, start } = harness();
    const actor = start();
    expect(actor.getSnapshot().matches('company')).toBe(true);
    expect(actor.getSnapshot().context.stage).toBe(1);

    actor.send({
      type: 'COMPANY.SUBMIT',
      company: {
        name: 'ACME',
        email: 'a@example.com',
        phone: '03-1234-5678',
        fax: '',
        employeeCount: 5,
        carCount: 3,
        postcode: '100-0001',
        prefectures: 'Tokyo',
        municipalities: 'Chiyoda',
        town: 'Marunouchi',
        buildings: '',
      },
    });
    await waitFor(actor, (s) => s.matches('plan'));
    expect(actor.getSnapshot().context.stage).toBe(2);

    actor.send({ type: 'COUNTER.INPUT', counter: 'cars', value: '3' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'devices' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'devices' });
    actor.send({ type: 'SCHEDULE.CHOOSE', schedule: 'monthly' });
    actor.send({ type: 'PLAN.SUBMIT' });
    await waitFor(actor, (s) => s.matches('payment'));
    expect(calls.plans).toEqual([{ company: 'company-1', carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' }]);
    expect(actor.getSnapshot().context.stage).toBe(3);

    actor.send({ type: 'PAY.BANK_TRANSFER' });
    await waitFor(actor, (s) => s.matches('confirmation'));
    const { context } = actor.getSnapshot();
    expect(context.stage).toBe(4);
    expect(calls.bankTransfers).toEqual([{ company: 'company-1', carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' }]);
    expect(context.confirmation).toMatchObject({
      method: 'bank transfer',
      subscription: { status: 'Pending' },
    });
  });

  it('goes back from the plan to the company step', () => {
    const actor = harness().start({ startAt: 'plan' });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('company')).toBe(true);
    expect(actor.getSnapshot().context.stage).toBe(1);
  });

  it("refuses a submit with 0 cars ('Car can not be 0') then 0 devices ('Device can not be 0')", () => {
    const { calls, start } = harness();
    const actor = start({ startAt: 'plan', paymentSchedule: 'yearly' });
    actor.send({ type: 'PLAN.SUBMIT' });
    expect(actor.getSnapshot().matches({ plan: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Car can not be 0');

    actor.send({ type: 'ERROR.CLOSE' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'cars' });
    actor.send({ type: 'PLAN.SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('Device can not be 0');
    expect(calls.plans).toEqual([]);
  });

  it('asks one quote 1 s after the last edit, only with both counts above 0 and a schedule', async () => {
    const { calls, start } = harness();
    const actor = start({ startAt: 'plan' });
    actor.send({ type: 'COUNTER.INPUT', counter: 'cars', value: '2' });
    actor.send({ type: 'COUNTER.INPUT', counter: 'devices', value: '1' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.quotes).toEqual([]);
    expect(actor.getSnapshot().matches({ plan: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.quote).toBeNull();

    actor.send({ type: 'SCHEDULE.CHOOSE', schedule: 'yearly' });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'cars' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.quotes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.context.quote !== null);
    expect(calls.quotes).toEqual([{ carCount: 3, deviceCount: 1, paymentSchedule: 'yearly' }]);
    expect(actor.getSnapshot().context.quote).toEqual(quote);

    actor.send({ type: 'COUNTER.INPUT', counter: 'devices', value: '0' });
    expect(actor.getSnapshot().context.quote).toBeNull();
  });

  it('applies the counter rules: digits only, at most 9999, no minus at 0 or while the quote loads', async () => {
    let release: (value: PriceQuote) => void = () => undefined;
    const { start } = harness();
    const actor = start({ startAt: 'plan', paymentSchedule: 'monthly' });
    expect(actor.getSnapshot().can({ type: 'COUNTER.DECREMENT', counter: 'cars' })).toBe(false);

    actor.send({ type: 'COUNTER.INPUT', counter: 'cars', value: '12a34567' });
    expect(actor.getSnapshot().context.counts.cars).toBe(9999);
    expect(actor.getSnapshot().can({ type: 'COUNTER.INCREMENT', counter: 'cars' })).toBe(false);
    actor.send({ type: 'COUNTER.INPUT', counter: 'devices', value: ' 4x' });
    expect(actor.getSnapshot().context.counts.devices).toBe(4);

    const slow = createRegistrationMachine({
      api: unusedApi,
      cards: { tokenize: async () => 'unused' },
    }).provide({
      actors: { quote: createQuoteMachine(() => new Promise<PriceQuote>((resolve) => (release = resolve))) },
    });
    const loading = createActor(slow, {
      input: { companyId: 'c', startAt: 'plan', cars: 2, devices: 2, paymentSchedule: 'monthly' },
    }).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.getSnapshot().context.quoteLoading).toBe(true);
    expect(loading.getSnapshot().can({ type: 'COUNTER.DECREMENT', counter: 'cars' })).toBe(false);
    expect(loading.getSnapshot().can({ type: 'COUNTER.INCREMENT', counter: 'cars' })).toBe(true);
    release(quote);
    await waitFor(loading, (s) => s.context.quote !== null && !s.context.quoteLoading);
    expect(loading.getSnapshot().can({ type: 'COUNTER.DECREMENT', counter: 'cars' })).toBe(true);
  });

  it('pays by card: token, omise-verified, then the confirmation with the payment summary', async () => {
    const { calls, start } = harness();
    const actor = start({
      startAt: 'payment',
      cars: 3,
      devices: 2,
      paymentSchedule: 'monthly',
      returnUri: 'https://app.example/omise-callback',
    });
    actor.send({ type: 'PAY.CARD', card: validCard });
    await waitFor(actor, (s) => s.matches('confirmation'));
    expect(calls.tokens).toEqual(['4242 4242 4242 4242']);
    expect(calls.cardPayments).toEqual([
      {
        company: 'company-1',
        carCount: 3,
        deviceCount: 2,
        paymentSchedule: 'monthly',
        cardToken: 'tokn_test_1',
        returnUri: 'https://app.example/omise-callback',
      },
    ]);
    const { context } = actor.getSnapshot();
    expect(context.confirmation).toMatchObject({
      method: 'card',
      summary: { totalAmount: 3500, adjustment: 0 },
    });
    expect(context.card).toBeNull();
  });

  it('sends a 3-D Secure card to the provider page (authorize_uri)', async () => {
    const authorizeUri = 'https://api.example/payments/sandbox/authorize/chrg_1';
    const { calls, start } = harness({ payOutcome: { status: 'pending', chargeId: 'chrg_1', authorizeUri } });
    const actor = start({ startAt: 'payment', cars: 1, devices: 1, paymentSchedule: 'yearly' });
    actor.send({ type: 'PAY.CARD', card: validCard });
    await waitFor(actor, (s) => s.matches({ payment: 'redirecting' }));
    await vi.advanceTimersByTimeAsync(0);
    // The charge id travels with the visit: the provider returns to /omise-callback without it.
    expect(calls.visits).toEqual([`${authorizeUri} chrg_1`]);
    expect(actor.getSnapshot().context.stage).toBe(3);
  });

  it('keeps an invalid card form on the payment step with its field keys', () => {
    const { calls, start } = harness();
    const actor = start({ startAt: 'payment', cars: 1, devices: 1, paymentSchedule: 'monthly' });
    actor.send({ type: 'PAY.CARD', card: { ...validCard, CVV: '12', terms: false } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ payment: 'choosing' })).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual([
      { path: 'CVV', key: 'Errors.CCV' },
      { path: 'terms', key: 'Errors.Required' },
    ]);
    expect(calls.tokens).toEqual([]);
  });

  it('shows a failed bank-transfer sign-up with its key and lets the user choose again', async () => {
    const { start } = harness({ failBankTransfer: true });
    const actor = start({ startAt: 'payment', cars: 1, devices: 1, paymentSchedule: 'monthly' });
    actor.send({ type: 'PAY.BANK_TRANSFER' });
    await waitFor(actor, (s) => s.matches({ payment: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(ErrorKeys.PaymentPending);
    actor.send({ type: 'ERROR.CLOSE' });
    expect(actor.getSnapshot().matches({ payment: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
