import { formatYen, type CompanyInvoiceIssued, type EventOf } from '@fleetcheck/contracts';
import { envSchema, loadEnv, type Env } from '../config/env';
import { renderA4Pdf } from '../pdf/japanese-pdf';

export type IssuedInvoice = EventOf<typeof CompanyInvoiceIssued>['data'];

/**
 * What the PDF prints: the issued event has it, and so has the invoices read model (query-api renders from
 * that). The issue date is the business day of `issuedAt` in Japan, which the caller takes from the domain's
 * one business-day rule (an invoice issued at 00:30 in Tokyo is dated that day, not the UTC day before).
 */
export type PrintableInvoice = Pick<
  IssuedInvoice,
  | 'invoiceNo'
  | 'periodFrom'
  | 'periodTo'
  | 'companyName'
  | 'lines'
  | 'discountAmount'
  | 'subtotal'
  | 'taxRatePercent'
  | 'tax'
  | 'totalAmount'
  | 'paymentMethod'
> & {
  /** 'YYYY-MM-DD': the business day the invoice was issued. */
  issuedOn: string;
  /** 'YYYY-MM-DD': when payment is due (domain's `invoiceDueDate`). */
  dueOn: string;
  /** 'YYYY-MM-DD': the business day it was paid, or null while unpaid. */
  paidOn: string | null;
};

export interface InvoiceLayout {
  /** The first line is the issuer's name (a qualified invoice names its issuer). */
  issuerLines: string[];
  /** The issuer's qualified-invoice registration number, 'T' and 13 digits. */
  registrationNumber: string;
  bankLines: string[];
  /** A CJK font (TTF/OTF/TTC); without one the Japanese labels cannot be drawn. */
  fontPath: string;
}

/** INVOICE_ISSUER / INVOICE_BANK_DETAILS hold lines separated by '|'. */
export function invoiceLayoutFromEnv(
  env: Pick<Env, 'INVOICE_ISSUER' | 'INVOICE_REGISTRATION_NUMBER' | 'INVOICE_BANK_DETAILS' | 'INVOICE_FONT_PATH'> = loadEnv(envSchema),
): InvoiceLayout {
  const lines = (value: string) =>
    value
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    issuerLines: lines(env.INVOICE_ISSUER),
    registrationNumber: env.INVOICE_REGISTRATION_NUMBER,
    bankLines: lines(env.INVOICE_BANK_DETAILS),
    fontPath: env.INVOICE_FONT_PATH,
  };
}

/** The PDF's file name in downloads and mail attachments. */
export const invoicePdfFileName = (invoice: Pick<IssuedInvoice, 'invoiceNo'>): string => `${invoice.invoiceNo}.pdf`;

/**
 * The bilingual qualified invoice (適格請求書) PDF, Japanese first, English beside it: the issuer's name and
 * registration number, the recipient, the date (period) of the transaction, each line with its tax rate,
 * the amount before tax and the consumption tax per rate, the total, the issue and due dates. An unpaid bank
 * transfer invoice says where to transfer; a card invoice says it is charged to the card (paid once the
 * charge is recorded) and carries no bank details. Rendered from the issued event alone, so a re-render
 * years later prints the same amounts even if prices changed.
 */
export function renderInvoicePdf(invoice: PrintableInvoice, layout: InvoiceLayout): Promise<Buffer> {
  return renderA4Pdf({ title: `Invoice ${invoice.invoiceNo}`, author: layout.issuerLines[0] ?? 'FleetCheck' }, layout.fontPath, (doc) => {
    const rate = `${invoice.taxRatePercent}%`;

    doc.fontSize(20).text('適格請求書 / QUALIFIED INVOICE', { align: 'center' }).moveDown();
    doc.fontSize(10);
    doc.text(`請求書番号 / Invoice No.: ${invoice.invoiceNo}`);
    doc.text(`発行日 / Issued: ${invoice.issuedOn}`);
    doc.text(`取引年月日（対象期間） / Date of transaction (period): ${invoice.periodFrom} – ${invoice.periodTo}`);
    doc.text(invoice.paidOn ? `お支払い済み / Paid: ${invoice.paidOn}` : `お支払期限 / Payment due: ${invoice.dueOn}`).moveDown();
    doc.fontSize(12).text(`${invoice.companyName} 御中 / To: ${invoice.companyName}`).fontSize(10).moveDown();
    doc.text(`発行事業者 / Issuer: ${layout.issuerLines[0] ?? ''}`, { align: 'right' });
    for (const line of layout.issuerLines.slice(1)) doc.text(line, { align: 'right' });
    doc.text(`登録番号 / Registration No.: ${layout.registrationNumber}`, { align: 'right' });
    doc.moveDown();

    const columns = [50, 270, 320, 390, 460];
    const widths = [215, 45, 65, 65, 85];
    const row = (cells: string[]) => {
      const y = doc.y;
      cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: widths[i]!, align: i === 0 ? 'left' : 'right' }));
      doc.moveDown(0.5);
    };
    /** A totals row: the label across the item, quantity, rate and unit columns. */
    const total = (label: string, amount: string) => {
      const y = doc.y;
      doc.text(label, columns[0]!, y, { width: columns[4]! - columns[0]! - 5 });
      doc.text(amount, columns[4]!, y, { width: widths[4]!, align: 'right' });
      doc.moveDown(0.5);
    };
    row(['品目 / Item', '数量 / Qty', '税率 / Tax rate', '単価 / Unit', '金額（税抜） / Amount']);
    for (const line of invoice.lines)
      row([`${line.labelJa} / ${line.labelEn}`, String(line.quantity), rate, formatYen(line.unitPrice), formatYen(line.amount)]);
    if (invoice.discountAmount > 0) row(['年払い割引 / Yearly discount', '', rate, '', `-${formatYen(invoice.discountAmount)}`]);
    row(['初期費用・アカウント設定 / Set-up', '', rate, '', formatYen(0)]);
    doc.moveDown();
    total(`${rate}対象 小計（税抜） / Subject to ${rate}, before tax`, formatYen(invoice.subtotal));
    total(`${rate}対象 消費税 / Consumption tax at ${rate}`, formatYen(invoice.tax));
    total('合計（税込） / Total including tax', formatYen(invoice.totalAmount));
    doc.moveDown().text('', 50);
    if (invoice.paidOn) {
      doc.text('お支払いを確認しました。ありがとうございます。', 50).text('Payment received, thank you.', 50);
    } else if (invoice.paymentMethod === 'card') {
      doc.text('ご登録のクレジットカードに請求いたします。お振込は不要です。', 50);
      doc.text('Charged to the registered card; no transfer is needed.', 50);
    } else {
      doc.fontSize(11).text('お振込先 / Bank details', 50).fontSize(10);
      for (const line of layout.bankLines) doc.text(line, 50);
      doc.moveDown().text('振込手数料はお客様のご負担でお願いいたします。 / Transfer fees are borne by the customer.', 50);
    }
    doc.end();
  });
}
