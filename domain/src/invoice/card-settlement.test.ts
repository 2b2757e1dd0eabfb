import type { SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { settlingCardPayment } from './card-settlement';

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
const started = (startDate: string, payment: { orderId: string; chargeId: string; amount: number } | null): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan,
    paymentMethod: 'card',
    status: 'Active',
    amounts,
    startDate,
    expiryDate: '2026-03-31',
    payment,
  },
});
// 6,000 before tax + 600 tax: the invoice total and the charge.
const invoice = { paymentMethod: 'card' as const, periodFrom: '2026-03-01', periodTo: '2026-03-31', plan, totalAmount: 6600 };
const first = { orderId: 'o1', chargeId: 'ch1', amount: 6600 };

describe('the card charge that paid an invoice', () => {
  it('is the charge that started the one term the invoice covers, of its total', () => {
    expect(settlingCardPayment([started('2026-03-01', first)], invoice)).toEqual(first);
  });
  it('a renewal pays the next term', () => {
    const renewal = { orderId: 'renew_c1_2026-04-01', chargeId: 'ch2', amount: 6600 };
    const events = [started('2026-03-01', first), started('2026-04-01', renewal)];
    expect(settlingCardPayment(events, { ...invoice, periodFrom: '2026-04-01', periodTo: '2026-04-30' })).toEqual(renewal);
  });
  it('none for a charge of another amount, another term, several terms, or a bank-transfer invoice', () => {
    expect(settlingCardPayment([started('2026-03-01', { ...first, amount: 6000 })], invoice)).toBeUndefined();
    expect(settlingCardPayment([started('2026-02-01', first)], invoice)).toBeUndefined();
    expect(settlingCardPayment([started('2026-03-01', first)], { ...invoice, periodTo: '2026-04-30' })).toBeUndefined();
    expect(settlingCardPayment([started('2026-03-01', first)], { ...invoice, paymentMethod: 'bank transfer' })).toBeUndefined();
  });
});
