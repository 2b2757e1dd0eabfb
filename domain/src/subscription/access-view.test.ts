import { subscriptionCatalogue, type SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { SubscriptionAccessView } from './access-view';

const plan = { carCount: 1, deviceCount: 0, paymentSchedule: 'monthly' as const };
const amounts = {
  monthlyCarCost: 1500,
  monthlyDeviceCost: 0,
  monthlySubscriptionAmount: 1500,
  carAmount: 1500,
  deviceAmount: 0,
  totalAmount: 1500,
  discountAmount: 0,
};
const started = (
  companyId: string,
  startDate: string,
  expiryDate: string,
  operation: 'create' | 'newSubscription' = 'create',
): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    companyId,
    operation,
    plan,
    paymentMethod: 'card',
    status: 'Active',
    amounts,
    startDate,
    expiryDate,
    payment: { orderId: `o-${companyId}-${startDate}`, chargeId: 'ch', amount: 1500 },
  },
});
const stored = (event: SubscriptionEvent) => subscriptionCatalogue.encode(event);

describe('subscription access view', () => {
  it('gives a company full access up to its last paid day and records-only access the day after; other companies keep their own terms', () => {
    const view = new SubscriptionAccessView();
    view.apply(stored(started('c1', '2026-03-01', '2026-03-31')));
    view.apply(stored(started('c2', '2026-03-15', '2026-04-14')));
    expect(view.access('c1', '2026-03-31')).toBe('full');
    expect(view.access('c1', '2026-04-01')).toBe('records-only');
    expect(view.access('c2', '2026-04-01')).toBe('full');
  });

  it('gives a renewed company full access again, and full access to a company still signing up', () => {
    const view = new SubscriptionAccessView();
    view.apply(stored(started('c1', '2026-03-01', '2026-03-31')));
    expect(view.access('c1', '2026-04-02')).toBe('records-only');
    view.apply(stored(started('c1', '2026-04-02', '2026-05-01', 'newSubscription')));
    expect(view.access('c1', '2026-04-02')).toBe('full');
    expect(view.access('no-subscription-yet', '2026-04-02')).toBe('full');
  });

  it("keeps a cancelled company's full access until the cancellation takes effect, records-only after", () => {
    const view = new SubscriptionAccessView();
    view.apply(stored(started('c1', '2026-03-01', '2026-03-31')));
    view.apply(
      stored({
        type: 'SubscriptionCancelled',
        data: {
          companyId: 'c1',
          form: { terms: true, policy: true, check3: true, check4: true, reason: false },
          requestedOn: '2026-03-10',
          effectiveOn: '2026-03-31',
        },
      }),
    );
    expect(view.access('c1', '2026-03-31')).toBe('full');
    expect(view.access('c1', '2026-04-01')).toBe('records-only');
  });
});
