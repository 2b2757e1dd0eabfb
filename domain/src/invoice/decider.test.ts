import type { InvoiceEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { invoiceDecider, type IssuedInvoice } from './decider';

const at = '2026-07-01T01:00:00.000Z';
const plan = { carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' as const };
// 1,500 yen per car and 3,000 per device a month.
const amounts = {
  monthlyCarCost: 4500,
  monthlyDeviceCost: 6000,
  monthlySubscriptionAmount: 10500,
  carAmount: 4500,
  deviceAmount: 6000,
  totalAmount: 10500,
  discountAmount: 0,
};
const request = {
  invoiceId: 'i1',
  invoiceNo: 'INV-000007',
  company: { companyId: 'c1', name: '東京運輸', email: 'billing@tokyo-unyu.example' },
  periodFrom: '2026-04-01',
  periodTo: '2026-06-30',
  subscription: { plan, amounts, paymentMethod: 'bank transfer' as const },
  taxRatePercent: 10,
  at,
};
// Three monthly terms start in April-June: 3 x 4,500 + 3 x 6,000 = 31,500; tax 3,150; total 34,650.
const invoice: IssuedInvoice = {
  invoiceId: 'i1',
  invoiceNo: 'INV-000007',
  companyId: 'c1',
  companyName: '東京運輸',
  companyEmail: 'billing@tokyo-unyu.example',
  periodFrom: '2026-04-01',
  periodTo: '2026-06-30',
  plan,
  paymentMethod: 'bank transfer',
  lines: [
    { labelJa: '車両 (3か月分)', labelEn: 'Vehicles (3 months)', quantity: 3, unitPrice: 4500, amount: 13500 },
    { labelJa: 'レンタル機器 (3か月分)', labelEn: 'Rented devices (3 months)', quantity: 2, unitPrice: 9000, amount: 18000 },
  ],
  discountAmount: 0,
  subtotal: 31500,
  taxRatePercent: 10,
  tax: 3150,
  totalAmount: 34650,
  issuedAt: at,
};
const issued: InvoiceEvent = { type: 'CompanyInvoiceIssued', data: invoice };
const sent = (to: string): InvoiceEvent => ({ type: 'CompanyInvoiceSent', data: { invoiceId: 'i1', companyId: 'c1', to, sentAt: at } });
const send = (to: string) => ({ type: 'SendInvoice' as const, data: { to, at } });
const invoices = spec(invoiceDecider);

describe('Invoice decider', () => {
  it('IssueInvoice prices the plan over the terms of the period, with tax', () =>
    invoices.given([]).when({ type: 'IssueInvoice', data: request }).then([issued]));
  it('IssueInvoice refuses a company without a subscription', () =>
    invoices
      .given([])
      .when({ type: 'IssueInvoice', data: { ...request, subscription: null } })
      .thenError('Errors.SubscriptionRequired'));
  it('IssueInvoice refuses an invoice already issued', () =>
    invoices.given([issued]).when({ type: 'IssueInvoice', data: request }).thenError('Errors.Conflict'));
  it('SendInvoice records the address it went to', () =>
    invoices
      .given([issued])
      .when(send('billing@tokyo-unyu.example'))
      .then([sent('billing@tokyo-unyu.example')]));
  it('SendInvoice records every resend', () =>
    invoices
      .given([issued, sent('billing@tokyo-unyu.example')])
      .when(send('keiri@tokyo-unyu.example'))
      .then([sent('keiri@tokyo-unyu.example')]));
  it('SendInvoice refuses an invoice never issued', () => invoices.given([]).when(send('a@example.com')).thenError('Errors.NotFound'));
  const pay = (amount: number) => ({ type: 'RecordInvoicePaid' as const, data: { orderId: 'o1', chargeId: 'ch1', amount, at } });
  const paid: InvoiceEvent = {
    type: 'CompanyInvoicePaid',
    data: { invoiceId: 'i1', companyId: 'c1', orderId: 'o1', chargeId: 'ch1', amount: 34650, paidAt: at },
  };
  it('RecordInvoicePaid settles the invoice with a charge of exactly its total (34,650, tax included)', () =>
    invoices.given([issued]).when(pay(34650)).then([paid]));
  it('RecordInvoicePaid refuses a charge of another amount, the amount before tax included', () =>
    invoices.given([issued]).when(pay(31500)).thenError('Errors.Conflict'));
  it('RecordInvoicePaid a second time appends nothing', () => invoices.given([issued, paid]).when(pay(34650)).then([]));
  it('RecordInvoicePaid refuses an invoice never issued', () => invoices.given([]).when(pay(34650)).thenError('Errors.NotFound'));
  const decline = {
    type: 'RecordInvoiceChargeDeclined' as const,
    data: { orderId: 'o1', chargeId: 'ch2', failureCode: 'insufficient_fund', at },
  };
  const declined: InvoiceEvent = {
    type: 'CompanyInvoiceChargeDeclined',
    data: {
      invoiceId: 'i1',
      companyId: 'c1',
      invoiceNo: 'INV-000007',
      orderId: 'o1',
      chargeId: 'ch2',
      failureCode: 'insufficient_fund',
      declinedAt: at,
    },
  };
  it('RecordInvoiceChargeDeclined records why the card refused the charge', () => invoices.given([issued]).when(decline).then([declined]));
  it('RecordInvoiceChargeDeclined on a paid invoice appends nothing', () => invoices.given([issued, paid]).when(decline).then([]));
  it('RecordInvoiceChargeDeclined refuses an invoice never issued', () => invoices.given([]).when(decline).thenError('Errors.NotFound'));
  const unanswer = { type: 'RecordInvoiceChargeUnanswered' as const, data: { orderId: 'o1', at } };
  const unanswered: InvoiceEvent = {
    type: 'CompanyInvoiceChargeUnanswered',
    data: { invoiceId: 'i1', companyId: 'c1', orderId: 'o1', askedAt: at },
  };
  it('RecordInvoiceChargeUnanswered records a charge request the provider never answered', () =>
    invoices.given([issued]).when(unanswer).then([unanswered]));
  it('RecordInvoiceChargeUnanswered on a paid invoice appends nothing', () => invoices.given([issued, paid]).when(unanswer).then([]));
  it('RecordInvoicePaid settles an invoice whose charge went unanswered', () =>
    invoices.given([issued, unanswered]).when(pay(34650)).then([paid]));
});
