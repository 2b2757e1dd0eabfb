import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceLayout, type PrintableInvoice } from '../../src/index';
import { pdfToText } from '../../src/testing';

// A yearly plan of 3 cars and 2 rented devices: 54,000 + 72,000 less 10 % (12,600) = 113,400 before tax;
// 10 % tax 11,340; total 124,740.
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

const layout: InvoiceLayout = {
  issuerLines: ['FleetCheck株式会社 / FleetCheck Inc.', '東京都千代田区丸の内1-1-1'],
  registrationNumber: 'T1234567890123',
  bankLines: ['みずほ銀行 本店営業部 / Mizuho Bank, Head Office', '普通 / Ordinary 1234567'],
  fontPath: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
};

const line = (text: string[], start: string) => text.find((l) => l.startsWith(start));

describe('the qualified invoice (適格請求書) as pdftotext reads it', () => {
  it('names issuer, registration number, recipient, transaction date, tax rate per line and per rate, due date', async () => {
    const text = pdfToText(await renderInvoicePdf(invoice, layout));
    expect(text).toContain('適格請求書 / QUALIFIED INVOICE');
    expect(text).toContain('発行事業者 / Issuer: FleetCheck株式会社 / FleetCheck Inc.');
    expect(text).toContain('登録番号 / Registration No.: T1234567890123');
    expect(text).toContain('株式会社アルファ 御中 / To: 株式会社アルファ');
    expect(text).toContain('発行日 / Issued: 2026-04-01');
    expect(text).toContain('取引年月日（対象期間） / Date of transaction (period): 2026-04-01 – 2027-03-31');
    expect(text).toContain('お支払期限 / Payment due: 2026-05-31');
    // Every line carries its tax rate.
    expect(line(text, '車両 / Cars')).toBe('車両 / Cars 3 10% ¥18,000 ¥54,000');
    expect(line(text, 'レンタル機器 / Rented devices')).toBe('レンタル機器 / Rented devices 2 10% ¥36,000 ¥72,000');
    expect(line(text, '年払い割引')).toBe('年払い割引 / Yearly discount 10% -¥12,600');
    // Before tax and tax per rate, then the total.
    expect(line(text, '10%対象 小計')).toBe('10%対象 小計（税抜） / Subject to 10%, before tax ¥113,400');
    expect(line(text, '10%対象 消費税')).toBe('10%対象 消費税 / Consumption tax at 10% ¥11,340');
    expect(line(text, '合計')).toBe('合計（税込） / Total including tax ¥124,740');
    expect(text).toContain('お振込先 / Bank details');
    expect(text).toContain('普通 / Ordinary 1234567');
  });

  it('a card invoice is charged to the card: no bank details, no transfer asked for', async () => {
    const text = pdfToText(await renderInvoicePdf({ ...invoice, paymentMethod: 'card' }, layout));
    expect(text).toContain('ご登録のクレジットカードに請求いたします。お振込は不要です。');
    expect(text).toContain('Charged to the registered card; no transfer is needed.');
    expect(text.join('\n')).not.toContain('お振込先');
    expect(text.join('\n')).not.toContain('Mizuho');
    expect(line(text, '合計')).toBe('合計（税込） / Total including tax ¥124,740');
  });

  it('a paid invoice says so, with the day, instead of a due date and bank details', async () => {
    const text = pdfToText(await renderInvoicePdf({ ...invoice, paymentMethod: 'card', paidOn: '2026-04-01' }, layout));
    expect(text).toContain('お支払い済み / Paid: 2026-04-01');
    expect(text).toContain('Payment received, thank you.');
    expect(text.join('\n')).not.toContain('お支払期限');
    expect(text.join('\n')).not.toContain('お振込先');
  });
});
