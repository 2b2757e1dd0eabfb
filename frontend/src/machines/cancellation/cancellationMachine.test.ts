import { ErrorKeys, type CancellationForm, type Subscription } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { SubscriptionApi } from '../api/subscriptionApi';
import { createCancellationMachine, type CancellationField } from './cancellationMachine';

const cancelled: Subscription = {
  carCount: 3,
  deviceCount: 2,
  paymentSchedule: 'monthly',
  paymentMethod: 'card',
  status: 'Cancelled',
  startDate: '2025-01-01',
  totalAmount: 3500,
  deviceAmount: 2000,
  carAmount: 1500,
  createdAt: '2025-01-01T00:00:00.000Z',
  operation: 'cancel',
};

const unusedApi = new Proxy({} as SubscriptionApi, {
  get: () => () => Promise.reject(new Error('the test provides every actor it uses')),
});

function start(cancel: (request: CancellationForm & { company: string }) => Promise<Subscription>) {
  const machine = createCancellationMachine({ api: unusedApi }).provide({
    actors: {
      cancelSubscription: fromPromise(({ input }: { input: CancellationForm & { company: string } }) => cancel(input)),
    },
  });
  return createActor(machine, { input: { companyId: 'company-1' } }).start();
}

const tickAll = (actor: ReturnType<typeof start>, fields: CancellationField[]) => {
  for (const field of fields) actor.send({ type: 'TOGGLE', field });
};

describe('cancellation machine', () => {
  it('keeps the form until the four acknowledgements are ticked, naming the missing ones', () => {
    const actor = start(async () => cancelled);
    expect(actor.getSnapshot().context.form).toEqual({
      terms: 0,
      policy: 0,
      check3: 0,
      check4: 0,
      reason: 0,
    });
    tickAll(actor, ['terms', 'policy', 'check3']);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ path: 'check4', key: ErrorKeys.Required }]);

    actor.send({ type: 'TOGGLE', field: 'check4' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('asks CancelConfirm1 then CancelConfirm2, then cancels with the form and the company', async () => {
    const requests: unknown[] = [];
    const actor = start(async (request) => {
      requests.push(request);
      return cancelled;
    });
    tickAll(actor, ['terms', 'policy', 'check3', 'check4', 'reason']);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('confirm1')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('confirm2')).toBe(true);
    expect(requests).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(await toPromise(actor)).toEqual(cancelled);
    expect(requests).toEqual([{ terms: true, policy: true, check3: true, check4: true, reason: true, company: 'company-1' }]);
  });

  it('returns to the form when either warning is dismissed', () => {
    const actor = start(async () => cancelled);
    tickAll(actor, ['terms', 'policy', 'check3', 'check4']);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.form.terms).toBe(1);
  });

  it('shows a failed cancel call with its key', async () => {
    const actor = start(async () => {
      throw Object.assign(new Error('not active'), { key: ErrorKeys.SubscriptionNotActive });
    });
    tickAll(actor, ['terms', 'policy', 'check3', 'check4']);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(ErrorKeys.SubscriptionNotActive);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });
});
