import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, driver, ev, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/** A v2 record: the outcome decided by command-api with the threshold then in force (0.15 here). */
const recorded = (id: string, resultMgL: number, failed: boolean) => {
  const { stream, events } = testResult('ca', id, 'd1', resultMgL);
  return { stream, events: events.map((e) => ({ ...e, schemaVersion: 2, data: { ...(e.data as object), failed } })) };
};

const plan = { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' };
const amounts = {
  monthlyCarCost: 2000,
  monthlyDeviceCost: 2000,
  monthlySubscriptionAmount: 4000,
  carAmount: 2000,
  deviceAmount: 2000,
  totalAmount: 4000,
  discountAmount: 0,
};
const subscription = {
  stream: 'subscription-ca',
  events: [
    ev(
      'SubscriptionStarted',
      {
        companyId: 'ca',
        operation: 'create',
        plan,
        paymentMethod: 'card',
        status: 'Active',
        amounts,
        startDate: '2025-01-10',
        expiryDate: '2025-02-09',
        payment: { orderId: 'o1', chargeId: 'ch1', amount: 4000 },
      },
      'ca',
    ),
    ev(
      'SubscriptionCancelled',
      {
        companyId: 'ca',
        form: { terms: true, policy: true, check3: true, check4: true, reason: false },
        requestedOn: '2025-01-20',
        effectiveOn: '2025-02-09',
      },
      'ca',
      '2025-01-20T01:00:00.000Z',
    ),
  ],
};

let stores: Awaited<ReturnType<typeof freshStores>>;

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of [
    company('ca', 'Alpha'),
    office('ca', 'oa', 'Tokyo'),
    driver('ca', 'd1', '山田', 'oa'),
    recorded('t1', 0.1, false),
    recorded('t2', 0.2, true),
    // A v1 record reads with the rule of its time: any alcohol failed.
    testResult('ca', 't3', 'd1', 0.05),
    subscription,
  ]) {
    await stores.eventStore.appendToStream(stream, events);
  }
});
afterAll(() => stores?.close());

describe('given recorded outcomes and a subscription', () => {
  it('then the documents show the stored outcome and the decider-folded subscription, and replaying again changes nothing', async () => {
    await replayProjections({ ...stores, projections: allProjections });
    const first = await snapshot(stores.readStore, allProjections);
    expect(first.test_results).toMatchObject([
      { _id: 't1', result: 0.1, status: 1 },
      { _id: 't2', result: 0.2, status: 0 },
      { _id: 't3', result: 0.05, status: 0 },
    ]);
    expect(first.home_daily_figures).toMatchObject([{ companyId: 'ca', date: '2025-01-10', tests: 3, failed: 2 }]);
    expect(first.subscription_views).toMatchObject([
      {
        _id: 'ca',
        operation: 'cancel',
        snapshot: { status: 'Cancelled', startDate: '2025-01-10', expiryDate: '2025-02-09', cancelledEffectiveOn: '2025-02-09' },
      },
    ]);

    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(first);
  });
});
