import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { CompanyInvoiceIssued, EventOf } from '@fleetcheck/contracts';
import { envSchema, loadEnv, type Env } from '../config/env';

export type IssuedInvoice = EventOf<typeof CompanyInvoiceIssued>['data'];

/** What the PDF prints: the issued event has it, and so has the invoices read model (query-api renders from that). */
export type PrintableInvoice = Pick<
  IssuedInvoice,
  | 'invoiceNo'
  | 'issuedAt'
  | 'periodFrom'
  | 'periodTo'
  | 'companyName'
  | 'lines'
  | 'discountAmount'
  | 'subtotal'
  | 'taxRatePercent'
  | 'tax'
  | 'totalAmount'
>;

export interface InvoiceLayout {
  issuerLines: string[];
  bankLines: string[];
  /** A CJK font (TTF/OTF/TTC); without one the Japanese labels cannot be drawn. */
  fontPath: string;
}

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** INVOICE_ISSUER / INVOICE_BANK_DETAILS hold lines separated by '|'. */
export function invoiceLayoutFromEnv(
  env: Pick<Env, 'INVOICE_ISSUER' | 'INVOICE_BANK_DETAILS' | 'INVOICE_FONT_PATH'> = loadEnv(envSchema),
): InvoiceLayout {
  const lines = (value: string) =>
    value
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean);
  return { issuerLines: lines(env.INVOICE_ISSUER), bankLines: lines(env.INVOICE_BANK_DETAILS), fontPath: env.INVOICE_FONT_PATH };
}

/** The PDF's file name in downloads and mail attachments. */
export const invoicePdfFileName = (invoice: Pick<IssuedInvoice, 'invoiceNo'>): string => `${invoice.invoiceNo}.pdf`;

/**
 * The bilingual invoice PDF (Japanese first, English beside it): lines, subtotal, consumption tax, total
 * and where to transfer. Rendered from the issued event alone, so a re-render years later prints the
 * same amounts even if prices changed.
 */
export function renderInvoicePdf(invoice: PrintableInvoice, layout: InvoiceLayout): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.invoiceNo}`, Author: layout.issuerLines[0] ?? 'FleetCheck' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (existsSync(layout.fontPath)) {
      // A .ttc holds several faces; the Japanese one is picked by its PostScript name.
      if (layout.fontPath.endsWith('.ttc')) doc.registerFont('cjk', layout.fontPath, 'NotoSansCJKjp-Regular');
      else doc.registerFont('cjk', layout.fontPath);
      doc.font('cjk');
    }

    doc.fontSize(20).text('請求書 / INVOICE', { align: 'center' }).moveDown();
    doc.fontSize(10);
    doc.text(`請求書番号 / Invoice No.: ${invoice.invoiceNo}`);
    doc.text(`発行日 / Issued: ${invoice.issuedAt.slice(0, 10)}`);
    doc.text(`対象期間 / Period: ${invoice.periodFrom} – ${invoice.periodTo}`).moveDown();
    doc.fontSize(12).text(`${invoice.companyName} 御中 / To: ${invoice.companyName}`).fontSize(10).moveDown();
    for (const line of layout.issuerLines) doc.text(line, { align: 'right' });
    doc.moveDown();

    const columns = [50, 300, 370, 450];
    const row = (cells: string[]) => {
      const y = doc.y;
      cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: i === 0 ? 240 : 75, align: i === 0 ? 'left' : 'right' }));
      doc.moveDown(0.5);
    };
    row(['品目 / Item', '数量 / Qty', '単価 / Unit', '金額 / Amount']);
    for (const line of invoice.lines)
      row([`${line.labelJa} / ${line.labelEn}`, String(line.quantity), yen(line.unitPrice), yen(line.amount)]);
    if (invoice.discountAmount > 0) row(['年払い割引 / Yearly discount', '', '', `-${yen(invoice.discountAmount)}`]);
    row(['初期費用・アカウント設定 / Set-up', '', '', yen(0)]);
    doc.moveDown();
    row(['小計 / Subtotal', '', '', yen(invoice.subtotal)]);
    row([`消費税 (${invoice.taxRatePercent}%) / Consumption tax`, '', '', yen(invoice.tax)]);
    row(['合計 / Total', '', '', yen(invoice.totalAmount)]);
    doc.moveDown().text('', 50);
    doc.fontSize(11).text('お振込先 / Bank details', 50).fontSize(10);
    for (const line of layout.bankLines) doc.text(line, 50);
    doc.moveDown().text('振込手数料はお客様のご負担でお願いいたします。 / Transfer fees are borne by the customer.', 50);
    doc.end();
  });
}
