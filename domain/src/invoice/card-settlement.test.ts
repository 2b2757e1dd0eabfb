import type { SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { chargeableToCardOnFile, invoiceChargeRequest, invoiceChargeSettlement, settlingCardPayment } from './card-settlement';

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

describe("whether an admin's invoice of a card company is charged to the card on file as it is issued", () => {
  // The card paid the term 2026-03-01 to 2026-03-31; today is 2026-05-10 in Japan.
  const paidMarch = [started('2026-03-01', first)];
  const period = (periodFrom: string, periodTo: string) => ({ paymentMethod: 'card' as const, periodFrom, periodTo });
  it('is charged for days before today that no paid term covers', () => {
    expect(chargeableToCardOnFile(paidMarch, period('2026-04-01', '2026-04-30'), '2026-05-10')).toBe(true);
    expect(chargeableToCardOnFile(paidMarch, period('2026-02-01', '2026-02-28'), '2026-05-10')).toBe(true);
  });
  it('is not charged again for a day a paid term covers, even one day of it', () => {
    expect(chargeableToCardOnFile(paidMarch, period('2026-03-01', '2026-03-31'), '2026-05-10')).toBe(false);
    expect(chargeableToCardOnFile(paidMarch, period('2026-03-31', '2026-04-29'), '2026-05-10')).toBe(false);
    expect(chargeableToCardOnFile(paidMarch, period('2026-02-01', '2026-03-01'), '2026-05-10')).toBe(false);
  });
  it('leaves today and later to the renewals, and a term that was not paid (no charge) to the card', () => {
    expect(chargeableToCardOnFile(paidMarch, period('2026-05-01', '2026-05-10'), '2026-05-10')).toBe(false);
    expect(chargeableToCardOnFile(paidMarch, period('2026-06-01', '2026-06-30'), '2026-05-10')).toBe(false);
    expect(chargeableToCardOnFile([started('2026-03-01', null)], period('2026-03-01', '2026-03-31'), '2026-05-10')).toBe(true);
  });
  it('never charges a bank-transfer invoice', () => {
    expect(chargeableToCardOnFile([], { ...period('2026-02-01', '2026-02-28'), paymentMethod: 'bank transfer' }, '2026-05-10')).toBe(false);
  });
});

describe('an invoice charge to the card on file', () => {
  const at = '2026-03-01T03:00:00.000Z';
  it('is keyed by the invoice (its order id) and charges its total', () => {
    const invoice = { invoiceId: 'i9', invoiceNo: 'INV-000009', periodFrom: '2026-02-01', periodTo: '2026-02-28', totalAmount: 6600 };
    expect(invoiceChargeRequest(invoice, 'cust_1')).toEqual({
      orderId: 'inv_i9',
      amount: 6600,
      description: 'FleetCheck invoice INV-000009 (2026-02-01 - 2026-02-28)',
      customerId: 'cust_1',
      returnUri: '',
    });
  });
  it('is recorded paid when successful, declined with the failure code otherwise or with the refusal', () => {
    const charge = { id: 'chrg_1', amount: 6600, failureCode: null };
    expect(invoiceChargeSettlement('inv_i9', { ...charge, status: 'successful' }, at)).toEqual({
      type: 'RecordInvoicePaid',
      data: { orderId: 'inv_i9', chargeId: 'chrg_1', amount: 6600, at },
    });
    expect(invoiceChargeSettlement('inv_i9', { ...charge, status: 'failed', failureCode: 'insufficient_fund' }, at)).toEqual({
      type: 'RecordInvoiceChargeDeclined',
      data: { orderId: 'inv_i9', chargeId: 'chrg_1', failureCode: 'insufficient_fund', at },
    });
    expect(invoiceChargeSettlement('inv_i9', { ...charge, status: 'expired' }, at)).toMatchObject({ data: { failureCode: 'expired' } });
    expect(invoiceChargeSettlement('inv_i9', { refusal: 'no_card' }, at)).toEqual({
      type: 'RecordInvoiceChargeDeclined',
      data: { orderId: 'inv_i9', chargeId: null, failureCode: 'no_card', at },
    });
  });
});
