import { invoicePdfFileName, type IssuedInvoice, type MailMessage } from '@fleetcheck/platform';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invoice e-mail in Japanese then English, with the bilingual PDF attached (every figure is in the text too). */
export function renderInvoiceMail(invoice: IssuedInvoice, to: string, bankLines: string[], pdf: Buffer, mailId: string): MailMessage {
  const ja = [
    `${invoice.companyName} 御中`,
    `請求書 ${invoice.invoiceNo}（対象期間 ${invoice.periodFrom}〜${invoice.periodTo}）をお送りします。`,
    `小計 ${yen(invoice.subtotal)} / 消費税（${invoice.taxRatePercent}%） ${yen(invoice.tax)} / 合計 ${yen(invoice.totalAmount)}`,
    'お振込先：',
    ...bankLines,
  ];
  const en = [
    `Dear ${invoice.companyName},`,
    `Please find invoice ${invoice.invoiceNo} for ${invoice.periodFrom} to ${invoice.periodTo}.`,
    `Subtotal ${yen(invoice.subtotal)} / Consumption tax (${invoice.taxRatePercent}%) ${yen(invoice.tax)} / Total ${yen(invoice.totalAmount)}`,
    'Bank details:',
    ...bankLines,
  ];
  return {
    id: `invoice-${invoice.invoiceId}-${mailId}`,
    to,
    subject: `請求書 / Invoice ${invoice.invoiceNo}`,
    text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}`,
    html: `<p>${ja.map(escapeHtml).join('<br>')}</p><hr><p>${en.map(escapeHtml).join('<br>')}</p>`,
    attachments: [{ filename: invoicePdfFileName(invoice), contentType: 'application/pdf', content: pdf }],
  };
}
