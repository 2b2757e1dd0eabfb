import type { SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { subscriptionDecider } from './decider';
import { dueTermStart, renewalCharge } from './renewal';
import { snapshotOf } from './status';

const plan = { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' as const };
const amounts = {
  monthlyCarCost: 3000,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 6000,
  carAmount: 3000,
  deviceAmount: 3000,
  totalAmount: 6000,
  discountAmount: 0,
};
const started = (paymentMethod: 'card' | 'bank transfer'): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan,
    paymentMethod,
    status: 'Active',
    amounts,
    startDate: '2026-03-01',
    expiryDate: '2026-03-31',
    payment: null,
  },
});
const card = fold(subscriptionDecider, [started('card')]);

describe('renewal of a card term', () => {
  it('is due from the day after the paid term, and stays due until it is renewed', () => {
    expect(dueTermStart(card, '2026-03-31')).toBeUndefined();
    expect(dueTermStart(card, '2026-04-01')).toBe('2026-04-01');
    expect(dueTermStart(card, '2026-04-03')).toBe('2026-04-01');
  });
  it('is never due for a bank transfer, a cancelled or no subscription', () => {
    expect(dueTermStart(fold(subscriptionDecider, [started('bank transfer')]), '2026-04-01')).toBeUndefined();
    const cancelled = fold(subscriptionDecider, [
      started('card'),
      {
        type: 'SubscriptionCancelled',
        data: {
          companyId: 'c1',
          form: { terms: true, policy: true, check3: true, check4: true, reason: false },
          requestedOn: '2026-03-10',
          effectiveOn: '2026-03-31',
        },
      },
    ]);
    expect(dueTermStart(cancelled, '2026-04-01')).toBeUndefined();
    expect(dueTermStart(fold(subscriptionDecider, []), '2026-04-01')).toBeUndefined();
  });
  it("answers the same of the read model's snapshot as of the decider's state (the daily scan reads the snapshot)", () => {
    const snapshot = snapshotOf(card)!;
    expect(dueTermStart(snapshot, '2026-03-31')).toBeUndefined();
    expect(dueTermStart(snapshot, '2026-04-01')).toBe('2026-04-01');
    expect(dueTermStart(snapshot, '2026-04-03')).toBe('2026-04-01');
    expect(dueTermStart(snapshotOf(fold(subscriptionDecider, [started('bank transfer')]))!, '2026-04-01')).toBeUndefined();
    // A bank transfer awaited has no term yet.
    const pending = { ...snapshot, status: 'Pending' as const, startDate: null, expiryDate: null };
    expect(dueTermStart(pending, '2026-04-01')).toBeUndefined();
  });
  it('charges the amounts the plan was sold at plus consumption tax, for the due term only', () => {
    // 6,000 before tax + 10 % (600) = 6,600, as the term's invoice totals it.
    expect(renewalCharge(card, '2026-04-01', 10)).toEqual({ amount: 6600, purpose: { kind: 'newSubscription', plan } });
    expect(renewalCharge(card, '2026-04-02', 10)).toBeUndefined();
  });
});
