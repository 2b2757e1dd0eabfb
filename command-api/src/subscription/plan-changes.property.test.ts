import type { SubscriptionEvent } from '@fleetcheck/contracts';
import { subscriptionHistory } from '@fleetcheck/domain/subscription/history';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@fleetcheck/domain';
import { subscriptionDecider, type SubscriptionState } from '@fleetcheck/domain/subscription/decider';
import type { PriceList } from '@fleetcheck/domain/subscription/pricing';

const prices: PriceList = { carMonthly: 1200, deviceMonthly: 2500, yearlyDiscountPercent: 15 };
const metadata = (i: number) => ({
  actor: { userId: 'u', role: 'manager' as const, companyId: 'c1' },
  onBehalfOf: null,
  correlationId: `c${i}`,
  causationId: null,
  occurredAt: new Date(Date.UTC(2025, 3, 1, 0, i)).toISOString(),
});

describe('random plan changes', () => {
  it('never lower a count, and the history replays to the same state', () => {
    const request = fc.record({
      carCount: fc.integer({ min: 0, max: 40 }),
      deviceCount: fc.integer({ min: 0, max: 40 }),
      paymentSchedule: fc.constantFrom('monthly' as const, 'yearly' as const),
    });
    fc.assert(
      fc.property(request, fc.array(request, { maxLength: 25 }), (first, changes) => {
        let state: SubscriptionState = { status: 'None' };
        const events: SubscriptionEvent[] = [];
        const run = (decide: () => SubscriptionEvent[]) => {
          try {
            for (const event of decide()) {
              const before = state;
              state = subscriptionDecider.evolve(state, event);
              events.push(event);
              if (before.status === 'Active' && state.status === 'Active') {
                expect(state.plan.carCount).toBeGreaterThanOrEqual(before.plan.carCount);
                expect(state.plan.deviceCount).toBeGreaterThanOrEqual(before.plan.deviceCount);
              }
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        };
        run(() =>
          subscriptionDecider.decide(
            {
              type: 'StartSubscription',
              data: {
                companyId: 'c1',
                operation: 'create',
                plan: first,
                paymentMethod: 'card',
                today: '2025-04-01',
                prices,
                payment: { orderId: 'o0', chargeId: 'ch0', amount: 1 },
              },
            },
            state,
          ),
        );
        changes.forEach((plan, i) =>
          run(() =>
            subscriptionDecider.decide(
              {
                type: 'ChangePlan',
                data: {
                  operation: 'update',
                  plan,
                  today: '2025-04-10',
                  prices,
                  payment: { orderId: `o${i + 1}`, chargeId: `ch${i + 1}`, amount: 1 },
                },
              },
              state,
            ),
          ),
        );
        const final = state as SubscriptionState;
        const history = subscriptionHistory(events.map((event, i) => ({ event, metadata: metadata(i) })));
        if (final.status === 'None') {
          expect(history.state).toBeNull();
          return;
        }
        expect(history.entries).toHaveLength(events.length);
        expect(history.state?.plan).toEqual(final.plan);
        expect(history.state?.amounts).toEqual(final.amounts);
        if (final.status === 'Active')
          expect([history.state?.startDate, history.state?.expiryDate]).toEqual([final.startDate, final.expiryDate]);
      }),
      { numRuns: 200 },
    );
  });
});
