import { formatYen } from '@fleetcheck/contracts';
import type { InvoiceLayout } from './invoice-pdf';
import { renderA4Pdf } from '../pdf/japanese-pdf';

/** A card payment as its receipt prints it (figures from domain's consumption-tax rule, dates in Japan time). */
export interface PrintableReceipt {
  /** The payment order id: one receipt per order. */
  receiptNo: string;
  /** 'YYYY-MM-DD': the business day the card was charged. */
  paidOn: string;
  companyName: string;
  /** What was paid for, e.g. '車両 2台・機器 1台（月払い） / 2 cars, 1 device (monthly)'. */
  description: string;
  beforeTax: number;
  taxRatePercent: number;
  tax: number;
  total: number;
}

export const receiptPdfFileName = (receipt: Pick<PrintableReceipt, 'receiptNo'>): string => `receipt-${receipt.receiptNo}.pdf`;

/**
 * The bilingual receipt (領収書 / RECEIPT) of a card payment: recipient, amount received including tax, the
 * amount before tax and the consumption tax at its rate, what it was for, the day, the issuer and its
 * qualified-invoice registration number (a receipt that names them serves as a qualified simplified invoice).
 */
export function renderReceiptPdf(
  receipt: PrintableReceipt,
  layout: Pick<InvoiceLayout, 'issuerLines' | 'registrationNumber' | 'fontPath'>,
): Promise<Buffer> {
  return renderA4Pdf({ title: `Receipt ${receipt.receiptNo}`, author: layout.issuerLines[0] ?? 'FleetCheck' }, layout.fontPath, (doc) => {
    const rate = `${receipt.taxRatePercent}%`;
    doc.fontSize(20).text('領収書 / RECEIPT', { align: 'center' }).moveDown();
    doc.fontSize(10);
    doc.text(`領収書番号 / Receipt No.: ${receipt.receiptNo}`);
    doc.text(`お支払日 / Date paid: ${receipt.paidOn}`).moveDown();
    doc.fontSize(12).text(`${receipt.companyName} 様 / To: ${receipt.companyName}`).moveDown();
    doc
      .fontSize(16)
      .text(`${formatYen(receipt.total)}（税込） / including tax`)
      .fontSize(10)
      .moveDown();
    doc.text(`但し / For: ${receipt.description}`);
    doc.text(`${rate}対象 小計（税抜） / Subject to ${rate}, before tax: ${formatYen(receipt.beforeTax)}`);
    doc.text(`${rate}対象 消費税 / Consumption tax at ${rate}: ${formatYen(receipt.tax)}`);
    doc.text('お支払方法：クレジットカード / Paid by card').moveDown();
    doc.text('上記の金額を正に領収いたしました。 / Received with thanks.').moveDown();
    doc.text(`発行事業者 / Issuer: ${layout.issuerLines[0] ?? ''}`, { align: 'right' });
    for (const line of layout.issuerLines.slice(1)) doc.text(line, { align: 'right' });
    doc.text(`登録番号 / Registration No.: ${layout.registrationNumber}`, { align: 'right' });
    doc.end();
  });
}
