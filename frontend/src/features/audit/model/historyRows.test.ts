import type { SubscriptionHistoryEntry, SubscriptionSnapshot } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields } from './historyRows';

const snapshot: SubscriptionSnapshot = {
  status: 'Active',
  plan: { carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' } as SubscriptionSnapshot['plan'],
  paymentMethod: 'card' as SubscriptionSnapshot['paymentMethod'],
  amounts: {
    monthlyCarCost: 0,
    monthlyDeviceCost: 0,
    monthlySubscriptionAmount: 0,
    carAmount: 0,
    deviceAmount: 0,
    totalAmount: 5500,
    discountAmount: 0,
  },
  startDate: '2026-04-01',
  expiryDate: '2026-04-30',
  cancelledEffectiveOn: null,
};
const started: SubscriptionHistoryEntry = {
  at: '2026-03-31T15:30:00.000Z',
  type: 'SubscriptionStarted',
  actor: { userId: 'm1', role: 'manager', companyId: 'c1' },
  onBehalfOf: null,
  names: { actor: null, onBehalfOf: null },
  before: null,
  after: snapshot,
  amountPaid: 5500,
  invoice: null,
};
const raised: SubscriptionHistoryEntry = {
  ...started,
  at: '2026-04-10T03:00:00.000Z',
  type: 'SubscriptionPlanChanged',
  actor: { userId: 'a1', role: 'admin', companyId: 'c1' },
  onBehalfOf: { adminId: 'a1', companyId: 'c1' },
  before: snapshot,
  after: { ...snapshot, plan: { ...snapshot.plan, carCount: 5 }, amounts: { ...snapshot.amounts, totalAmount: 7700 } },
  amountPaid: 1467,
};

describe('subscription history rows', () => {
  it('names the fields a change changed (every set field for the first one)', () => {
    expect(changedFields(raised)).toEqual(['carCount', 'totalAmount']);
    expect(changedFields(started)).toEqual([
      'status',
      'carCount',
      'deviceCount',
      'paymentSchedule',
      'paymentMethod',
      'totalAmount',
      'startDate',
      'expiryDate',
    ]);
  });
});
