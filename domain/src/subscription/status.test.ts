import type { EventMetadata, InvoiceHistoryEvent, SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { subscriptionDecider } from './decider';
import { subscriptionHistory } from './history';
import { quote } from './pricing';
import { isLapsed, snapshotOf, subscriptionAccessOn, subscriptionStatusOn } from './status';

const plan = { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' as const };
const amounts = quote(plan, { carMonthly: 1000, deviceMonthly: 2000, yearlyDiscountPercent: 10 });
const startedByCard: SubscriptionEvent = {
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan,
    paymentMethod: 'card',
    status: 'Active',
    amounts,
    startDate: '2025-04-01',
    expiryDate: '2025-04-30',
    payment: { orderId: 'o1', chargeId: 'ch1', amount: amounts.totalAmount },
  },
};
const startedByBank: SubscriptionEvent = {
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan,
    paymentMethod: 'bank transfer',
    status: 'Pending',
    amounts,
    startDate: null,
    expiryDate: null,
    payment: null,
  },
};
const cancelled: SubscriptionEvent = {
  type: 'SubscriptionCancelled',
  data: {
    companyId: 'c1',
    form: { terms: true, policy: true, check3: true, check4: true, reason: false },
    requestedOn: '2025-04-10',
    effectiveOn: '2025-04-30',
  },
};
const state = (...events: SubscriptionEvent[]) => fold(subscriptionDecider, events);

describe('subscription status and access (one fold: the decider)', () => {
  it('none yet, or a bank transfer awaited: signing up, full access', () => {
    expect(subscriptionStatusOn(state(), '2025-04-01')).toBe('None');
    expect(subscriptionAccessOn(state(), '2025-04-01')).toBe('full');
    expect(subscriptionStatusOn(state(startedByBank), '2025-06-01')).toBe('Pending');
    expect(subscriptionAccessOn(state(startedByBank), '2025-06-01')).toBe('full');
  });

  it('a paid term gives full access through its last day and reads Expired the day after', () => {
    expect(subscriptionStatusOn(state(startedByCard), '2025-04-30')).toBe('Active');
    expect(subscriptionAccessOn(state(startedByCard), '2025-04-30')).toBe('full');
    expect(isLapsed(state(startedByCard), '2025-04-30')).toBe(false);
    expect(subscriptionStatusOn(state(startedByCard), '2025-05-01')).toBe('Expired');
    expect(subscriptionAccessOn(state(startedByCard), '2025-05-01')).toBe('records-only');
    expect(isLapsed(state(startedByCard), '2025-05-01')).toBe(true);
  });

  it('a cancellation keeps full access to its effective day, then reads Cancelled', () => {
    const cancelledState = state(startedByCard, cancelled);
    expect(subscriptionStatusOn(cancelledState, '2025-04-30')).toBe('Active');
    expect(subscriptionAccessOn(cancelledState, '2025-04-30')).toBe('full');
    expect(subscriptionStatusOn(cancelledState, '2025-05-01')).toBe('Cancelled');
    expect(subscriptionAccessOn(cancelledState, '2025-05-01')).toBe('records-only');
    expect(snapshotOf(cancelledState)).toEqual({
      status: 'Cancelled',
      plan,
      paymentMethod: 'card',
      amounts,
      startDate: '2025-04-01',
      expiryDate: '2025-04-30',
      cancelledEffectiveOn: '2025-04-30',
    });
  });
});

describe('records retention after the paid term (issue 15 item 8)', () => {
  it('a lapsed company reads its records from the day after its paid term through the same day a year later, then nothing', () => {
    expect(subscriptionAccessOn(state(startedByCard), '2025-04-30')).toBe('full');
    expect(subscriptionAccessOn(state(startedByCard), '2025-05-01')).toBe('records-only');
    expect(subscriptionAccessOn(state(startedByCard), '2026-04-30')).toBe('records-only');
    expect(subscriptionAccessOn(state(startedByCard), '2026-05-01')).toBe('none');
  });

  it('a cancelled company reads its records for a year after the cancellation takes effect', () => {
    const cancelledState = state(startedByCard, cancelled);
    expect(subscriptionAccessOn(cancelledState, '2025-04-30')).toBe('full');
    expect(subscriptionAccessOn(cancelledState, '2025-05-01')).toBe('records-only');
    expect(subscriptionAccessOn(cancelledState, '2026-04-30')).toBe('records-only');
    expect(subscriptionAccessOn(cancelledState, '2026-05-01')).toBe('none');
  });

  it('cancelling long after lapsing does not lengthen the year, which runs from the paid term', () => {
    const lateCancel: SubscriptionEvent = {
      type: 'SubscriptionCancelled',
      data: { ...cancelled.data, requestedOn: '2026-03-01', effectiveOn: '2026-03-01' } as typeof cancelled.data,
    };
    const lateState = state(startedByCard, lateCancel);
    expect(subscriptionAccessOn(lateState, '2026-04-30')).toBe('records-only');
    expect(subscriptionAccessOn(lateState, '2026-05-01')).toBe('none');
  });

  it('a renewal after lapsing gives full access again', () => {
    const renewed: SubscriptionEvent = {
      ...startedByCard,
      data: { ...startedByCard.data, operation: 'newSubscription', startDate: '2026-06-01', expiryDate: '2026-06-30' },
    } as SubscriptionEvent;
    expect(subscriptionAccessOn(state(startedByCard, renewed), '2026-06-01')).toBe('full');
  });
});

describe('subscription history', () => {
  const at = (occurredAt: string): EventMetadata => ({
    actor: { userId: 'm1', role: 'manager', companyId: 'c1' },
    onBehalfOf: null,
    correlationId: 'k',
    causationId: null,
    occurredAt,
  });
  const recorded = [
    { event: startedByCard, metadata: at('2025-04-01T01:00:00.000Z') },
    // 30 April 15:30 UTC is already 1 May in Japan.
    { event: cancelled, metadata: at('2025-04-30T15:30:00.000Z') },
  ];

  it('lists each change with its before and after, and the state as seen on the last day', () => {
    const history = subscriptionHistory(recorded);
    expect(history.entries.map((e) => [e.type, e.before?.status ?? null, e.after?.status ?? null, e.amountPaid])).toEqual([
      ['SubscriptionStarted', null, 'Active', 4000], // 2 cars at 1,000 and 1 device at 2,000 yen
      ['SubscriptionCancelled', 'Active', 'Cancelled', 0],
    ]);
    expect(history.state?.status).toBe('Cancelled');
  });

  it('as of a business day: that whole Japanese day, no later', () => {
    const onApril30 = subscriptionHistory(recorded, '2025-04-30');
    expect(onApril30.entries).toHaveLength(1);
    expect(onApril30.state?.status).toBe('Active');
    expect(subscriptionHistory(recorded, '2025-05-01').entries).toHaveLength(2);
  });

  it('puts the invoices between the changes: issued (before tax, tax, total), then paid; as of a day between, still unpaid', () => {
    const issued: InvoiceHistoryEvent = {
      type: 'CompanyInvoiceIssued',
      data: {
        invoiceId: 'i1',
        invoiceNo: 'INV-000007',
        companyId: 'c1',
        companyName: 'Alpha',
        companyEmail: 'a@x.jp',
        periodFrom: '2025-04-01',
        periodTo: '2025-04-30',
        plan: { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' },
        paymentMethod: 'bank transfer',
        lines: [],
        discountAmount: 0,
        subtotal: 4000,
        taxRatePercent: 10,
        tax: 400,
        totalAmount: 4400,
        issuedAt: '2025-04-02T01:00:00.000Z',
      },
    };
    const paid: InvoiceHistoryEvent = {
      type: 'CompanyInvoicePaid',
      data: { invoiceId: 'i1', companyId: 'c1', orderId: 'o', chargeId: 'ch', amount: 4400, paidAt: '2025-04-10T01:00:00.000Z' },
    };
    const admin = { ...at('2025-04-02T01:00:00.000Z'), actor: { userId: 'a1', role: 'admin' as const, companyId: null } };
    const withInvoices = [
      { ...recorded[0]!, names: { actor: '山田 花子', onBehalfOf: null } },
      { event: issued, metadata: admin, names: { actor: '佐藤 一郎', onBehalfOf: null } },
      { event: paid, metadata: at('2025-04-10T01:00:00.000Z') },
      recorded[1]!,
    ];
    const history = subscriptionHistory(withInvoices);
    expect(history.entries.map((e) => [e.type, e.names.actor, e.amountPaid, e.invoice?.status ?? null])).toEqual([
      ['SubscriptionStarted', '山田 花子', 4000, null],
      ['CompanyInvoiceIssued', '佐藤 一郎', 0, 'issued'],
      ['CompanyInvoicePaid', null, 4400, 'paid'],
      ['SubscriptionCancelled', null, 0, null],
    ]);
    // An invoice leaves the subscription as it was.
    expect(history.entries[1]!.after).toEqual(history.entries[1]!.before);
    expect(history.invoices).toEqual([
      {
        invoiceId: 'i1',
        invoiceNo: 'INV-000007',
        periodFrom: '2025-04-01',
        periodTo: '2025-04-30',
        subtotal: 4000,
        tax: 400,
        totalAmount: 4400,
        status: 'paid',
      },
    ]);
    const onApril5 = subscriptionHistory(withInvoices, '2025-04-05');
    expect(onApril5.entries).toHaveLength(2);
    expect(onApril5.invoices.map((i) => [i.invoiceNo, i.totalAmount, i.status])).toEqual([['INV-000007', 4400, 'issued']]);
    expect(subscriptionHistory(withInvoices, '2025-04-01').invoices).toEqual([]);
  });
});
