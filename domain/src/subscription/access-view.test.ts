import { subscriptionCatalogue, type SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { SubscriptionAccessView, subscriptionAccessFrom, type LiveSubscriptionAccessView } from './access-view';

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

describe('subscription access from the live view', () => {
  /** A live view that lags: it holds `seen`; what is stored by now (`stored`) is folded in when it is asked again. */
  const lagging = (seen: SubscriptionEvent[], newer: SubscriptionEvent[]) => {
    const view = new SubscriptionAccessView();
    for (const event of seen) view.apply(stored(event));
    let rereads = 0;
    const live: LiveSubscriptionAccessView = {
      current: async () => view,
      async holds(test) {
        if (test(view)) return true;
        rereads += 1;
        for (const event of newer.splice(0)) view.apply(stored(event));
        return test(view);
      },
    };
    return { live, rereads: () => rereads };
  };

  it('answers full access from the view as it is, reading nothing newer', async () => {
    const { live, rereads } = lagging(
      [started('c1', '2026-03-01', '2026-03-31')],
      [started('c1', '2026-04-01', '2026-04-30', 'newSubscription')],
    );
    expect(await subscriptionAccessFrom(live, 'c1', '2026-03-31')).toBe('full');
    expect(rereads()).toBe(0);
  });

  it('asks less than full again against what is newer: a renewal the view has not seen yet gives full access', async () => {
    const { live, rereads } = lagging(
      [started('c1', '2026-03-01', '2026-03-31')],
      [started('c1', '2026-04-01', '2026-04-30', 'newSubscription')],
    );
    expect(await subscriptionAccessFrom(live, 'c1', '2026-04-01')).toBe('full');
    expect(rereads()).toBe(1);
  });

  it('answers records-only when nothing newer renews the term', async () => {
    const { live, rereads } = lagging([started('c1', '2026-03-01', '2026-03-31')], []);
    expect(await subscriptionAccessFrom(live, 'c1', '2026-04-01')).toBe('records-only');
    expect(rereads()).toBe(1);
  });
});
