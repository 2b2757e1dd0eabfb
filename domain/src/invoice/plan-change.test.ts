import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { invoiceDecider } from './decider';

const at = '2026-07-10T01:00:00.000Z';
const plan = { carCount: 4, deviceCount: 1, paymentSchedule: 'monthly' as const };
const change = {
  invoiceId: 'i9',
  invoiceNo: 'INV-000009',
  company: { companyId: 'c1', name: '東京運輸', email: 'billing@tokyo-unyu.example' },
  changedOn: '2026-07-10',
  expiryDate: '2026-07-31',
  plan,
  adjustment: 1065,
  taxRatePercent: 10,
  at,
};
const invoices = spec(invoiceDecider);

describe('Invoice decider: a plan change paid by transfer', () => {
  it('IssuePlanChangeInvoice bills the prorated difference on one line, tax rounded down', () =>
    invoices
      .given([])
      .when({ type: 'IssuePlanChangeInvoice', data: change })
      .then([
        {
          type: 'CompanyInvoiceIssued',
          data: {
            invoiceId: 'i9',
            invoiceNo: 'INV-000009',
            companyId: 'c1',
            companyName: '東京運輸',
            companyEmail: 'billing@tokyo-unyu.example',
            periodFrom: '2026-07-10',
            periodTo: '2026-07-31',
            plan,
            paymentMethod: 'bank transfer',
            lines: [
              {
                labelJa: 'プラン変更差額 (2026-07-10〜2026-07-31 日割り)',
                labelEn: 'Plan change difference (prorated 2026-07-10 to 2026-07-31)',
                quantity: 1,
                unitPrice: 1065,
                amount: 1065,
              },
            ],
            discountAmount: 0,
            subtotal: 1065,
            taxRatePercent: 10,
            // 10 % of 1,065 is 106.5: 106 yen.
            tax: 106,
            totalAmount: 1171,
            issuedAt: at,
          },
        },
      ]));
  it('IssuePlanChangeInvoice refuses a difference of nothing', () =>
    invoices
      .given([])
      .when({ type: 'IssuePlanChangeInvoice', data: { ...change, adjustment: 0 } })
      .thenError('Errors.Invalid'));
});
