import { ErrorKeys, type PriceQuote, type PriceQuoteRequest, type Subscription } from '@fleetcheck/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { PlanRequest, SubscriptionApi } from '../api/subscriptionApi';
import { createQuoteMachine } from '../plan-editor/quoteMachine';
import { createTariffsMachine, type TariffsInput } from './tariffsMachine';

const quote: PriceQuote = {
  monthlyDeviceCost: 1000,
  monthlyCarCost: 500,
  monthlySubscriptionAmount: 4500,
  deviceAmount: 2000,
  carAmount: 2500,
  totalAmount: 4500,
  discountAmount: 0,
  adjustment: 700,
};

const running = (overrides: Partial<Subscription> = {}): Subscription => ({
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

const unusedApi = new Proxy({} as SubscriptionApi, {
  get: () => () => Promise.reject(new Error('the test provides every actor it uses')),
});

function harness() {
  const calls = { quotes: [] as PriceQuoteRequest[], plans: [] as PlanRequest[], upgradeFlags: 0 };
  const machine = createTariffsMachine({ api: unusedApi }).provide({
    actors: {
      quote: createQuoteMachine(async (input: PriceQuoteRequest) => {
        calls.quotes.push(input);
        return quote;
      }),
      submitPlan: fromPromise(async ({ input }: { input: PlanRequest }) => {
        calls.plans.push(input);
        return running({
          carCount: input.carCount,
          deviceCount: input.deviceCount,
          paymentMethod: 'bank transfer',
        });
      }),
      rememberUpgradeMode: fromPromise<void>(async () => {
        calls.upgradeFlags += 1;
      }),
    },
  });
  const start = (input: Partial<TariffsInput> = {}) =>
    createActor(machine, {
      input: {
        companyId: 'company-1',
        subscription: running(),
        contactEmail: 'support@example.com',
        ...input,
      },
    }).start();
  return { calls, start };
}

describe('tariffs machine (plan after registration)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts read-only; Update Subscription enables the counters and the schedule choice', () => {
    const actor = harness().start();
    expect(actor.getSnapshot().matches('readOnly')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'COUNTER.INCREMENT', counter: 'cars' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'SCHEDULE.CHOOSE', schedule: 'yearly' })).toBe(false);

    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'COUNTER.INCREMENT', counter: 'cars' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SCHEDULE.CHOOSE', schedule: 'yearly' })).toBe(true);
  });

  it('goes to payment with cars, devices and paymentScheduleOption after an increase', async () => {
    const { calls, start } = harness();
    const actor = start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'cars' });
    actor.send({ type: 'SCHEDULE.CHOOSE', schedule: 'yearly' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    const output = await toPromise(actor);
    expect(output).toEqual({ kind: 'payment', cars: 4, devices: 2, paymentScheduleOption: 'yearly' });
    expect(calls.plans).toEqual([{ company: 'company-1', carCount: 4, deviceCount: 2, paymentSchedule: 'yearly' }]);
  });

  it('opens the COMSPlanOnlyIncrease info state on a decrease, with the contact link data', () => {
    const { calls, start } = harness();
    const actor = start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'COUNTER.DECREMENT', counter: 'devices' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('invalid')).toBe(true);
    expect(snapshot.context.error).toBe(ErrorKeys.PlanOnlyIncrease);
    expect(snapshot.context.contactEmail).toBe('support@example.com');
    expect(calls.plans).toEqual([]);

    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.counts).toEqual({ cars: 3, devices: 1 });
  });

  it('refuses an unchanged plan with NothingChanged', () => {
    const actor = harness().start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(ErrorKeys.NothingChanged);
  });

  it('goes straight to payment when the subscription has no cars or devices yet', async () => {
    const { calls, start } = harness();
    const actor = start({ subscription: running({ carCount: 0, deviceCount: 0 }), cars: 2, devices: 1 });
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    expect(await toPromise(actor)).toEqual({
      kind: 'payment',
      cars: 2,
      devices: 1,
      paymentScheduleOption: 'monthly',
    });
    expect(calls.plans).toEqual([]);
  });

  it('quotes 1 s after the last edit, priced against the running plan, and blocks minus while loading', async () => {
    let release: (value: PriceQuote) => void = () => undefined;
    const requests: PriceQuoteRequest[] = [];
    const machine = createTariffsMachine({ api: unusedApi }).provide({
      actors: {
        quote: createQuoteMachine((input: PriceQuoteRequest) => {
          requests.push(input);
          return new Promise<PriceQuote>((resolve) => (release = resolve));
        }),
      },
    });
    const actor = createActor(machine, {
      input: { companyId: 'company-1', subscription: running(), contactEmail: 'support@example.com' },
    }).start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'cars' });
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ carCount: 4, deviceCount: 2, paymentSchedule: 'monthly', startDate: '2025-01-01', oldPrice: 3500 }]);
    expect(actor.getSnapshot().can({ type: 'COUNTER.DECREMENT', counter: 'cars' })).toBe(false);

    release(quote);
    await waitFor(actor, (s) => s.context.quote !== null && !s.context.quoteLoading);
    expect(actor.getSnapshot().context.quote).toEqual(quote);
    expect(actor.getSnapshot().can({ type: 'COUNTER.DECREMENT', counter: 'cars' })).toBe(true);
  });

  it('Cancel opens a warning whose confirm ends in the cancel outcome', async () => {
    const actor = harness().start();
    actor.send({ type: 'CANCEL_SUBSCRIPTION' });
    expect(actor.getSnapshot().matches('cancelWarning')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('readOnly')).toBe(true);
    actor.send({ type: 'CANCEL_SUBSCRIPTION' });
    actor.send({ type: 'CONFIRM' });
    expect(await toPromise(actor)).toEqual({ kind: 'cancel' });
  });

  describe('admin on behalf of a bank-transfer company (upgrade mode)', () => {
    it('is offered only when allowed; it stores the flag and enables editing', async () => {
      const { calls, start } = harness();
      const manager = start({ subscription: running({ paymentMethod: 'bank transfer' }) });
      expect(manager.getSnapshot().can({ type: 'MANAGER_UPDATE_SUBSCRIPTION' })).toBe(false);

      const admin = start({
        subscription: running({ paymentMethod: 'bank transfer' }),
        canManagerUpgrade: true,
      });
      admin.send({ type: 'MANAGER_UPDATE_SUBSCRIPTION' });
      await waitFor(admin, (s) => s.matches('editing'));
      expect(admin.getSnapshot().context.upgradeMode).toBe(true);
      expect(admin.getSnapshot().context.current?.totalAmount).toBe(3500);
      expect(calls.upgradeFlags).toBe(1);
    });

    it('opens in editing from the stored flag and does not apply the increase-only rule', async () => {
      const { calls, start } = harness();
      const actor = start({ subscription: running({ paymentMethod: 'bank transfer' }), upgradeMode: true });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      actor.send({ type: 'COUNTER.DECREMENT', counter: 'cars' });
      actor.send({ type: 'PROCEED_PAYMENT' });
      const output = await toPromise(actor);
      expect(output).toMatchObject({ kind: 'upgraded', subscription: { carCount: 2, deviceCount: 2 } });
      expect(calls.plans).toEqual([{ company: 'company-1', carCount: 2, deviceCount: 2, paymentSchedule: 'monthly' }]);
    });
  });

  it('a bank-transfer company: the server applies the increase, and the outcome is the confirmation of what is due by transfer', async () => {
    const plans: PlanRequest[] = [];
    const machine = createTariffsMachine({ api: unusedApi }).provide({
      actors: {
        submitPlan: fromPromise<Subscription, PlanRequest>(async ({ input }) => {
          plans.push(input);
          return running({
            carCount: input.carCount,
            paymentMethod: 'bank transfer',
            totalAmount: 4000,
            dueByTransfer: { beforeTax: 500, tax: 50, total: 550 },
          });
        }),
      },
    });
    const actor = createActor(machine, {
      input: { companyId: 'company-1', subscription: running({ paymentMethod: 'bank transfer' }), contactEmail: 'support@example.com' },
    }).start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'cars' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    const output = await toPromise(actor);
    expect(output).toEqual({
      kind: 'changedByTransfer',
      summary: { totalAmount: 4000, adjustment: 500, dueByTransfer: { beforeTax: 500, tax: 50, total: 550 } },
    });
    expect(plans).toEqual([{ company: 'company-1', carCount: 4, deviceCount: 2, paymentSchedule: 'monthly' }]);
  });

  it('a bank-transfer company still may only raise its plan: a decrease is refused before any call', () => {
    const { calls, start } = harness();
    const actor = start({ subscription: running({ paymentMethod: 'bank transfer' }) });
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'COUNTER.DECREMENT', counter: 'cars' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('COMSPlanOnlyIncrease');
    expect(calls.plans).toEqual([]);
  });

  it('shows a server refusal with its key and returns to editing', async () => {
    const machine = createTariffsMachine({ api: unusedApi }).provide({
      actors: {
        submitPlan: fromPromise<Subscription, PlanRequest>(async () => {
          throw Object.assign(new Error('refused'), { key: ErrorKeys.PaymentPending });
        }),
      },
    });
    const actor = createActor(machine, {
      input: { companyId: 'company-1', subscription: running(), contactEmail: 'support@example.com' },
    }).start();
    actor.send({ type: 'UPDATE_SUBSCRIPTION' });
    actor.send({ type: 'COUNTER.INCREMENT', counter: 'devices' });
    actor.send({ type: 'PROCEED_PAYMENT' });
    await waitFor(actor, (s) => s.matches('invalid'));
    expect(actor.getSnapshot().context.error).toBe(ErrorKeys.PaymentPending);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
