import { formatYen } from '@fleetcheck/contracts';
import { invoicePdfFileName, type InvoiceLayout, type IssuedInvoice, type MailMessage } from '@fleetcheck/platform';
import { invoiceDates } from '@fleetcheck/domain/invoice/due-date';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invoice e-mail in Japanese then English, with the bilingual PDF attached (every figure is in the text
 * too: before tax, consumption tax, total, the due date and the issuer's registration number). A card invoice
 * says the card is charged and gives no bank details.
 */
export function renderInvoiceMail(
  invoice: IssuedInvoice,
  to: string,
  layout: Pick<InvoiceLayout, 'bankLines' | 'registrationNumber'>,
  pdf: Buffer,
  mailId: string,
): MailMessage {
  const { dueOn } = invoiceDates(invoice.issuedAt);
  const card = invoice.paymentMethod === 'card';
  const ja = [
    `${invoice.companyName} 御中`,
    `請求書 ${invoice.invoiceNo}（対象期間 ${invoice.periodFrom}〜${invoice.periodTo}）をお送りします。`,
    `税抜 ${formatYen(invoice.subtotal)} / 消費税（${invoice.taxRatePercent}%） ${formatYen(invoice.tax)} / 合計（税込） ${formatYen(invoice.totalAmount)}`,
    `登録番号 ${layout.registrationNumber}`,
    ...(card
      ? ['ご登録のクレジットカードに請求いたします。お振込は不要です。']
      : [`お支払期限 ${dueOn}`, 'お振込先：', ...layout.bankLines]),
  ];
  const en = [
    `Dear ${invoice.companyName},`,
    `Please find invoice ${invoice.invoiceNo} for ${invoice.periodFrom} to ${invoice.periodTo}.`,
    `Before tax ${formatYen(invoice.subtotal)} / Consumption tax (${invoice.taxRatePercent}%) ${formatYen(invoice.tax)} / Total including tax ${formatYen(invoice.totalAmount)}`,
    `Registration No. ${layout.registrationNumber}`,
    ...(card
      ? ['This is charged to your registered card; no transfer is needed.']
      : [`Payment due ${dueOn}`, 'Bank details:', ...layout.bankLines]),
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
