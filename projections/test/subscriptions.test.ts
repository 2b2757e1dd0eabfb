import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { ev } from './fixtures';
import { freshStores, snapshot } from './helpers';

let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

const amounts = (total: number) => ({
  monthlyCarCost: 500,
  monthlyDeviceCost: 1000,
  monthlySubscriptionAmount: total,
  carAmount: total / 2,
  deviceAmount: total / 2,
  totalAmount: total,
  discountAmount: 0,
});
const plan = (carCount: number) => ({ carCount, deviceCount: 1, paymentSchedule: 'monthly' as const });

beforeAll(async () => {
  stores = await freshStores();
  // The manager who acts (u1, the fixtures' actor) is named 山田 花子 when the subscription starts and changes, and
  // 鈴木 花子 by the time it is cancelled.
  const profile = {
    firstName: '花子',
    lastName: '山田',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'ヤマダ',
    email: 'h@x.jp',
    mobile: '09012345678',
    officeId: null,
    image: null,
  };
  await stores.eventStore.appendToStream('manager-u1', [
    ev(
      'ManagerCreated',
      { managerId: 'u1', companyId: 'ca', userType: 2, username: 'hanako', passwordHash: 'h', language: 'ja', profile },
      'ca',
    ),
  ]);
  await stores.eventStore.appendToStream('subscription-ca', [
    ev(
      'SubscriptionStarted',
      {
        companyId: 'ca',
        operation: 'create',
        plan: plan(2),
        paymentMethod: 'card',
        status: 'Active',
        amounts: amounts(2000),
        startDate: '2025-01-10',
        expiryDate: '2025-02-09',
        payment: { orderId: 'o1', chargeId: 'ch1', amount: 2000 },
      },
      'ca',
      '2025-01-10T01:00:00.000Z',
    ),
    ev(
      'SubscriptionPlanChanged',
      {
        companyId: 'ca',
        operation: 'update',
        from: plan(2),
        to: plan(4),
        amountsBefore: amounts(2000),
        amounts: amounts(3000),
        adjustment: 500,
        startDate: '2025-01-10',
        expiryDate: '2025-02-09',
        payment: { orderId: 'o2', chargeId: 'ch2', amount: 500 },
      },
      'ca',
      '2025-01-20T01:00:00.000Z',
    ),
  ]);
  await stores.eventStore.appendToStream('manager-u1', [
    ev('ManagerUpdated', { managerId: 'u1', companyId: 'ca', changes: { lastName: '鈴木' } }, 'ca', '2025-01-24T01:00:00.000Z'),
  ]);
  await stores.eventStore.appendToStream('subscription-ca', [
    ev(
      'SubscriptionCancelled',
      {
        companyId: 'ca',
        form: { terms: true, policy: true, check3: true, check4: true, reason: true },
        requestedOn: '2025-01-25',
        effectiveOn: '2025-02-09',
      },
      'ca',
      '2025-01-25T01:00:00.000Z',
    ),
  ]);
  await stores.eventStore.appendToStream('invoice-i1', [
    ev(
      'CompanyInvoiceIssued',
      {
        invoiceId: 'i1',
        invoiceNo: 'INV-0001',
        companyId: 'ca',
        companyName: 'Alpha',
        companyEmail: 'a@x.jp',
        periodFrom: '2025-01-10',
        periodTo: '2025-02-09',
        plan: plan(4),
        paymentMethod: 'card',
        lines: [{ labelJa: '車両', labelEn: 'Cars', quantity: 4, unitPrice: 500, amount: 2000 }],
        discountAmount: 0,
        subtotal: 3000,
        taxRatePercent: 10,
        tax: 300,
        totalAmount: 3300,
        issuedAt: '2025-01-21T00:00:00.000Z',
      },
      null,
    ),
    ev('CompanyInvoiceSent', { invoiceId: 'i1', companyId: 'ca', to: 'a@x.jp', sentAt: '2025-01-21T00:05:00.000Z' }, null),
    // The card on file refused a first charge; a later one paid it.
    ev(
      'CompanyInvoiceChargeDeclined',
      {
        invoiceId: 'i1',
        companyId: 'ca',
        invoiceNo: 'INV-0001',
        orderId: 'inv_i1',
        chargeId: 'ch0',
        failureCode: 'insufficient_fund',
        declinedAt: '2025-01-21T00:05:30.000Z',
      },
      null,
    ),
    ev(
      'CompanyInvoicePaid',
      { invoiceId: 'i1', companyId: 'ca', orderId: 'o1', chargeId: 'ch1', amount: 3300, paidAt: '2025-01-21T00:06:00.000Z' },
      null,
    ),
    // Resent after it was paid: it stays paid.
    ev('CompanyInvoiceSent', { invoiceId: 'i1', companyId: 'ca', to: 'b@x.jp', sentAt: '2025-01-22T00:00:00.000Z' }, null),
  ]);
  // The card paid with at sign-up, then another card paid with later: the last one is the card on file.
  await stores.eventStore.appendToStream('payment-card-ca', [
    ev('PaymentCardSaved', { companyId: 'ca', customerId: 'cust_1', orderId: 'o1', lastDigits: '4242' }, 'ca'),
    ev('PaymentCardSaved', { companyId: 'ca', customerId: 'cust_2', orderId: 'o2', lastDigits: '1881' }, 'ca'),
  ]);
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('subscription read models', () => {
  it('the card on file is the last card saved, by its last digits', () => {
    expect(built.payment_cards).toMatchObject([{ _id: 'ca', companyId: 'ca', lastDigits: '1881' }]);
  });

  it('the view holds the folded state: latest plan and amounts, cancelled with its effective day', () => {
    expect(built.subscription_views).toEqual([
      expect.objectContaining({
        _id: 'ca',
        operation: 'cancel',
        createdAt: '2025-01-10T01:00:00.000Z',
        updatedAt: '2025-01-25T01:00:00.000Z',
        snapshot: expect.objectContaining({
          status: 'Cancelled',
          plan: plan(4),
          amounts: amounts(3000),
          cancelledEffectiveOn: '2025-02-09',
          expiryDate: '2025-02-09',
        }),
      }),
    ]);
  });

  it('the history keeps every subscription and invoice event in log order, with the actor named as they were then', () => {
    const history = built.subscription_history_events as { companyId: string; type: string; position: number; names: unknown }[];
    expect([...history].sort((a, b) => a.position - b.position).map((h) => [h.type, h.names])).toEqual([
      ['SubscriptionStarted', { actor: '山田 花子', onBehalfOf: null }],
      ['SubscriptionPlanChanged', { actor: '山田 花子', onBehalfOf: null }],
      ['SubscriptionCancelled', { actor: '鈴木 花子', onBehalfOf: null }],
      ['CompanyInvoiceIssued', { actor: '鈴木 花子', onBehalfOf: null }],
      ['CompanyInvoicePaid', { actor: '鈴木 花子', onBehalfOf: null }],
    ]);
    expect(history.every((h) => h.companyId === 'ca')).toBe(true);
    expect(built.subscription_history_people).toEqual([
      expect.objectContaining({ _id: 'u1', role: 'manager', name: '鈴木 花子', lastName: '鈴木', firstName: '花子' }),
    ]);
  });

  it('invoices: issued, sent, declined, paid by card, and still paid when resent', () => {
    expect(built.company_invoices).toEqual([
      expect.objectContaining({
        _id: 'i1',
        companyId: 'ca',
        invoiceNo: 'INV-0001',
        carCount: 4,
        paymentSchedule: 'monthly',
        subtotal: 3000,
        tax: 300,
        totalAmount: 3300,
        status: 'paid',
        sentAt: '2025-01-22T00:00:00.000Z',
        paidAt: '2025-01-21T00:06:00.000Z',
        declineFailureCode: 'insufficient_fund',
      }),
    ]);
  });

  it('applying the log again changes nothing', async () => {
    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(built);
  });
});
