import type { SubscriptionPlan } from '@fleetcheck/contracts';
import type { MailMessage } from '../mailer/port';
import type { InvoiceLayout } from './invoice-pdf';
import { receiptPdfFileName, renderReceiptPdf, type PrintableReceipt } from './receipt-pdf';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a card payment for `plan` pays for, in both languages (the receipt's description line). */
export function receiptDescription(plan: SubscriptionPlan, termStart?: string): string {
  const schedule = plan.paymentSchedule === 'yearly' ? { ja: '年払い', en: 'yearly' } : { ja: '月払い', en: 'monthly' };
  const from = termStart ? { ja: `、${termStart}から`, en: `, from ${termStart}` } : { ja: '', en: '' };
  return (
    `FleetCheck 車両 ${plan.carCount}台・レンタル機器 ${plan.deviceCount}台（${schedule.ja}${from.ja}） / ` +
    `FleetCheck ${plan.carCount} cars, ${plan.deviceCount} rented devices (${schedule.en}${from.en})`
  );
}

/** What the card payment of an admin's invoice pays for, in both languages: the invoice by its number and period. */
export function invoiceReceiptDescription(invoice: { invoiceNo: string; periodFrom: string; periodTo: string }): string {
  const { invoiceNo, periodFrom, periodTo } = invoice;
  return `FleetCheck ご請求書 ${invoiceNo}（${periodFrom}〜${periodTo}） / FleetCheck invoice ${invoiceNo} (${periodFrom} to ${periodTo})`;
}

/**
 * The receipt mail of one card charge, to the company, with its PDF: the amount with tax, before tax and the tax
 * at its rate, and the issuer's registration number. Its id is the order's, so an outbox sends one per charge
 * however often the charge is settled (a replayed 3-D Secure return, a renewal job run again).
 */
export async function renderReceiptMail(
  receipt: PrintableReceipt,
  layout: Pick<InvoiceLayout, 'issuerLines' | 'registrationNumber' | 'fontPath'>,
  to: string,
): Promise<MailMessage> {
  const pdf = await renderReceiptPdf(receipt, layout);
  const rate = receipt.taxRatePercent;
  const ja = [
    `${receipt.companyName} 様`,
    `${receipt.paidOn} にクレジットカードでのお支払いを受け付けました。領収書を添付いたします。`,
    receipt.description,
    `税抜 ${yen(receipt.beforeTax)} / 消費税（${rate}%） ${yen(receipt.tax)} / 合計（税込） ${yen(receipt.total)}`,
    `登録番号 ${layout.registrationNumber}`,
  ];
  const en = [
    `Dear ${receipt.companyName},`,
    `We received your card payment on ${receipt.paidOn}. The receipt is attached.`,
    `Before tax ${yen(receipt.beforeTax)} / Consumption tax (${rate}%) ${yen(receipt.tax)} / Total including tax ${yen(receipt.total)}`,
    `Registration No. ${layout.registrationNumber}`,
  ];
  return {
    id: `receipt-${receipt.receiptNo}`,
    to,
    subject: '【FleetCheck】領収書 / Receipt for your payment',
    text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}`,
    html: `<div lang="ja"><p>${ja.map(escapeHtml).join('<br>')}</p></div><hr><div lang="en"><p>${en.map(escapeHtml).join('<br>')}</p></div>`,
    attachments: [{ filename: receiptPdfFileName(receipt), contentType: 'application/pdf', content: pdf }],
  };
}
