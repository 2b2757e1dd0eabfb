import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type PrintableReceipt } from '../../src/index';
import { pdfToText } from '../../src/testing';

// 2 cars and 1 device a month: 6,000 before tax, 600 tax, 6,600 charged.
const receipt: PrintableReceipt = {
  receiptNo: 'ord_0123',
  paidOn: '2026-03-02',
  companyName: '株式会社アルファ',
  description: '車両 2台・レンタル機器 1台（月払い） / 2 cars, 1 rented device (monthly)',
  beforeTax: 6000,
  taxRatePercent: 10,
  tax: 600,
  total: 6600,
};

describe('the card payment receipt as pdftotext reads it', () => {
  it('prints the amount with tax, before tax and the tax at its rate, the day, recipient, issuer and registration number', async () => {
    const text = pdfToText(
      await renderReceiptPdf(receipt, {
        issuerLines: ['FleetCheck株式会社 / FleetCheck Inc.'],
        registrationNumber: 'T1234567890123',
        fontPath: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      }),
    );
    expect(text).toEqual(
      expect.arrayContaining([
        '領収書 / RECEIPT',
        '領収書番号 / Receipt No.: ord_0123',
        'お支払日 / Date paid: 2026-03-02',
        '株式会社アルファ 様 / To: 株式会社アルファ',
        '¥6,600（税込） / including tax',
        '但し / For: 車両 2台・レンタル機器 1台（月払い） / 2 cars, 1 rented device (monthly)',
        '10%対象 小計（税抜） / Subject to 10%, before tax: ¥6,000',
        '10%対象 消費税 / Consumption tax at 10%: ¥600',
        'お支払方法：クレジットカード / Paid by card',
        '発行事業者 / Issuer: FleetCheck株式会社 / FleetCheck Inc.',
        '登録番号 / Registration No.: T1234567890123',
      ]),
    );
  });
});
