import type { PaymentReference, SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { subscriptionDecider, type SubscriptionCommand } from './decider';
import { quote, type PriceList } from './pricing';

const prices: PriceList = { carMonthly: 1000, deviceMonthly: 2000, yearlyDiscountPercent: 10 };
const plan = (carCount: number, deviceCount: number, paymentSchedule: 'monthly' | 'yearly' = 'monthly') => ({
  carCount,
  deviceCount,
  paymentSchedule,
});
const pay = (orderId: string, amount = 1): PaymentReference => ({ orderId, chargeId: `chrg_${orderId}`, amount });
const given = spec(subscriptionDecider).given;

const started = (p = plan(2, 1), method: 'card' | 'bank transfer' = 'card'): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan: p,
    paymentMethod: method,
    status: method === 'card' ? 'Active' : 'Pending',
    amounts: quote(p, prices),
    startDate: method === 'card' ? '2025-04-01' : null,
    expiryDate: method === 'card' ? '2025-04-30' : null,
    payment: method === 'card' ? pay('o1', quote(p, prices).totalAmount) : null,
  },
});
const bankPaid: SubscriptionEvent = {
  type: 'BankTransferPaymentRecorded',
  data: { companyId: 'c1', amount: 4000, paidOn: '2025-04-01', reference: 'r1', startDate: '2025-04-01', expiryDate: '2025-04-30' },
};

const start = (
  p = plan(2, 1),
  payment: PaymentReference | null = pay('o1'),
  operation: 'create' | 'newSubscription' = 'create',
  method: 'card' | 'bank transfer' = 'card',
  today = '2025-04-01',
): SubscriptionCommand => ({
  type: 'StartSubscription',
  data: { companyId: 'c1', operation, plan: p, paymentMethod: method, today, prices, payment },
});
const change = (
  p: ReturnType<typeof plan>,
  payment: PaymentReference | null = pay('o2'),
  operation: 'update' | 'adminUpgrade' = 'update',
  today = '2025-04-16',
): SubscriptionCommand => ({
  type: 'ChangePlan',
  data: { operation, plan: p, today, prices, payment },
});
const ticks = { terms: true, policy: true, check3: true, check4: true, reason: false };

describe('subscription decider', () => {
  it('subscribes by card: Active for one month from today', () => {
    given([])
      .when(start(plan(2, 1), pay('o1', 4000)))
      .then([started(plan(2, 1))].map((e) => ({ ...e, data: { ...e.data, payment: pay('o1', 4000) } })) as SubscriptionEvent[]);
  });
  it('yearly term ends a year less a day later', () => {
    const [event] = subscriptionDecider.decide(start(plan(1, 1, 'yearly')), { status: 'None' });
    expect(event?.type === 'SubscriptionStarted' && event.data.expiryDate).toBe('2026-03-31');
    expect(event?.type === 'SubscriptionStarted' && event.data.amounts.discountAmount).toBe(3600);
  });
  it('refuses 0 cars or devices with the spec keys, and counts above 9999', () => {
    given([])
      .when(start(plan(0, 1)))
      .thenError('Car can not be 0');
    given([])
      .when(start(plan(1, 0)))
      .thenError('Device can not be 0');
    given([])
      .when(start(plan(10_000, 1)))
      .thenError('Errors.Invalid');
  });
  it('a card subscription needs a payment; a second create is a conflict', () => {
    given([])
      .when(start(plan(1, 1), null))
      .thenError('Errors.PaymentFailed');
    given([started()])
      .when(start(plan(3, 3), pay('o9')))
      .thenError('Errors.Conflict');
  });
  it('bank transfer starts Pending, and an admin-recorded payment makes it Active', () => {
    given([])
      .when(start(plan(2, 1), null, 'create', 'bank transfer'))
      .then([started(plan(2, 1), 'bank transfer')]);
    given([started(plan(2, 1), 'bank transfer')])
      .when({ type: 'RecordBankTransferPayment', data: { amount: 4000, paidOn: '2025-04-01', reference: 'r1' } })
      .then([bankPaid]);
    expect(
      subscriptionDecider.evolve(subscriptionDecider.evolve({ status: 'None' }, started(plan(2, 1), 'bank transfer')), bankPaid).status,
    ).toBe('Active');
  });
  it('recording the same transfer twice changes nothing', () => {
    given([started(plan(2, 1), 'bank transfer'), bankPaid])
      .when({ type: 'RecordBankTransferPayment', data: { amount: 4000, paidOn: '2025-04-01', reference: 'r1' } })
      .then([]);
  });
  it('a plan change on Pending is refused until paid', () => {
    given([started(plan(2, 1), 'bank transfer')])
      .when(change(plan(3, 1)))
      .thenError('Errors.PaymentPending');
  });
  it('update: counts may only grow, nothing changed is refused', () => {
    given([started()])
      .when(change(plan(1, 1)))
      .thenError('COMSPlanOnlyIncrease');
    given([started()])
      .when(change(plan(2, 0)))
      .thenError('Device can not be 0');
    given([started()])
      .when(change(plan(2, 1)))
      .thenError('NothingChanged');
  });
  it('update charges the prorated difference for the rest of the term', () => {
    const [event] = subscriptionDecider.decide(change(plan(3, 1)), subscriptionDecider.evolve({ status: 'None' }, started()));
    // 1000 yen more per month, 15 of 30 days left (16th to 30th): 500 yen.
    expect(event?.type === 'SubscriptionPlanChanged' && event.data.adjustment).toBe(500);
  });
  it('an update with money due but no payment is refused', () => {
    given([started()])
      .when(change(plan(3, 1), null))
      .thenError('Errors.PaymentFailed');
  });
  it('a replayed payment return is harmless', () => {
    const first = subscriptionDecider.decide(change(plan(3, 1), pay('o2')), subscriptionDecider.evolve({ status: 'None' }, started()));
    given([started(), ...first])
      .when(change(plan(3, 1), pay('o2')))
      .then([]);
  });
  it('admin upgrade: only for bank transfer, may lower counts', () => {
    given([started()])
      .when(change(plan(3, 1), null, 'adminUpgrade'))
      .thenError('Errors.Forbidden');
    const events = subscriptionDecider.decide(
      change(plan(1, 1), null, 'adminUpgrade'),
      [started(plan(2, 1), 'bank transfer'), bankPaid].reduce(subscriptionDecider.evolve, { status: 'None' }),
    );
    expect(events[0]?.type).toBe('SubscriptionPlanChanged');
  });
  it('a bank-transfer company raises its plan without a card: the prorated difference is due by transfer', () => {
    const bankPlan = [started(plan(2, 1), 'bank transfer'), bankPaid];
    const [event] = subscriptionDecider.decide(change(plan(3, 1), null), bankPlan.reduce(subscriptionDecider.evolve, { status: 'None' }));
    // 1000 yen more per month, 15 of 30 days left (16th to 30th): 500 yen, with no card payment.
    expect(event).toMatchObject({ type: 'SubscriptionPlanChanged', data: { operation: 'update', adjustment: 500, payment: null } });
  });
  it('a bank-transfer company keeps the update rules and may not pay a plan change by card', () => {
    const bankPlan = [started(plan(2, 1), 'bank transfer'), bankPaid];
    given(bankPlan)
      .when(change(plan(1, 1), null))
      .thenError('COMSPlanOnlyIncrease');
    given(bankPlan)
      .when(change(plan(2, 1), null))
      .thenError('NothingChanged');
    given(bankPlan)
      .when(change(plan(3, 1), pay('o2')))
      .thenError('Errors.Forbidden');
  });
  it('an expired subscription cannot be changed, but can be subscribed anew', () => {
    given([started()])
      .when(change(plan(3, 1), pay('o2'), 'update', '2025-05-01'))
      .thenError('Errors.SubscriptionNotActive');
    given([started()])
      .when(start(plan(1, 1), pay('o3'), 'newSubscription', 'card', '2025-04-20'))
      .thenError('Errors.Conflict');
    const [event] = subscriptionDecider.decide(
      start(plan(1, 1), pay('o3'), 'newSubscription', 'card', '2025-05-02'),
      subscriptionDecider.evolve({ status: 'None' }, started()),
    );
    expect(event?.type).toBe('SubscriptionStarted');
  });
  it('cancel takes effect at the end of the paid term; a second cancel changes nothing', () => {
    given([started()])
      .when({ type: 'CancelSubscription', data: { form: ticks, today: '2025-04-10' } })
      .then([
        { type: 'SubscriptionCancelled', data: { companyId: 'c1', form: ticks, requestedOn: '2025-04-10', effectiveOn: '2025-04-30' } },
      ]);
    const cancelled: SubscriptionEvent = {
      type: 'SubscriptionCancelled',
      data: { companyId: 'c1', form: ticks, requestedOn: '2025-04-10', effectiveOn: '2025-04-30' },
    };
    given([started(), cancelled])
      .when({ type: 'CancelSubscription', data: { form: ticks, today: '2025-04-11' } })
      .then([]);
    given([])
      .when({ type: 'CancelSubscription', data: { form: ticks, today: '2025-04-11' } })
      .thenError('Errors.NotFound');
  });

  describe('RenewSubscription (the card term charged by the workers)', () => {
    const renewal = pay('renew_c1_2025-05-01', 4000);
    const renew = (termStart = '2025-05-01'): SubscriptionCommand => ({ type: 'RenewSubscription', data: { termStart, payment: renewal } });
    // 2 cars at 1,000 and 1 device at 2,000 a month, as sold: 4,000, whatever the price list says today.
    const renewed: SubscriptionEvent = {
      type: 'SubscriptionStarted',
      data: {
        companyId: 'c1',
        operation: 'newSubscription',
        plan: plan(2, 1),
        paymentMethod: 'card',
        status: 'Active',
        amounts: quote(plan(2, 1), prices),
        startDate: '2025-05-01',
        expiryDate: '2025-05-31',
        payment: renewal,
      },
    };
    it('starts the term after the paid one at the amounts it was sold at', () => given([started()]).when(renew()).then([renewed]));
    it('starts it once for one order', () => given([started(), renewed]).when(renew()).then([]));
    it('refuses a term that is not the next one', () =>
      given([started()]).when(renew('2025-05-02')).thenError('Errors.SubscriptionNotActive'));
    it('refuses a bank-transfer subscription', () =>
      given([started(plan(2, 1), 'bank transfer'), bankPaid])
        .when(renew())
        .thenError('Errors.SubscriptionNotActive'));
    it('refuses a cancelled subscription', () =>
      given([
        started(),
        { type: 'SubscriptionCancelled', data: { companyId: 'c1', form: ticks, requestedOn: '2025-04-20', effectiveOn: '2025-04-30' } },
      ])
        .when(renew())
        .thenError('Errors.SubscriptionNotActive'));
  });
});
