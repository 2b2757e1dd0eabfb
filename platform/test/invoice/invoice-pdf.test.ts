import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceLayout, type PrintableInvoice } from '../../src/index';
import { pdfTextRuns } from '../../src/testing';

const invoice: PrintableInvoice = {
  invoiceNo: 'INV-000042',
  issuedOn: '2026-04-01',
  dueOn: '2026-05-31',
  paidOn: null,
  paymentMethod: 'bank transfer',
  periodFrom: '2026-04-01',
  periodTo: '2027-03-31',
  companyName: '株式会社アルファ',
  lines: [
    { labelJa: '車両', labelEn: 'Cars', quantity: 3, unitPrice: 18000, amount: 54000 },
    { labelJa: 'レンタル機器', labelEn: 'Rented devices', quantity: 2, unitPrice: 36000, amount: 72000 },
  ],
  discountAmount: 12600,
  subtotal: 113400,
  taxRatePercent: 10,
  tax: 11340,
  totalAmount: 124740,
};

const layout = (fontPath: string): InvoiceLayout => ({
  issuerLines: ['FleetCheck Inc.'],
  registrationNumber: 'T1234567890123',
  bankLines: ['Example Bank 0001'],
  fontPath,
});

describe('the invoice PDF', () => {
  it('prints the issue day it is given, the period, every line and the totals, in Japanese and English', async () => {
    const printed = pdfTextRuns(await renderInvoicePdf(invoice, layout('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')));
    expect(printed).toEqual(
      expect.arrayContaining([
        '適格請求書 / QUALIFIED INVOICE',
        '請求書番号 / Invoice No.: INV-000042',
        '発行日 / Issued: 2026-04-01',
        '取引年月日（対象期間） / Date of transaction (period): 2026-04-01 – 2027-03-31',
        '株式会社アルファ 御中 / To: 株式会社アルファ',
        '車両 / Cars',
        '¥18,000',
        '¥54,000',
        'レンタル機器 / Rented devices',
        '¥72,000',
        '-¥12,600',
        '¥113,400',
        '10%対象 消費税 / Consumption tax at 10%',
        '¥11,340',
        '¥124,740',
        'Example Bank 0001',
      ]),
    );
  });

  it('still prints every figure when the CJK font is missing (a standard font draws the Latin text)', async () => {
    const printed = pdfTextRuns(await renderInvoicePdf(invoice, layout('/nonexistent/font.ttc')));
    expect(printed.filter((run) => run.endsWith('Issued: 2026-04-01'))).toHaveLength(1);
    expect(printed).toEqual(expect.arrayContaining(['¥54,000', '¥72,000', '-¥12,600', '¥113,400', '¥11,340', '¥124,740']));
  });
});
