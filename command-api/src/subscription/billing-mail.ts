import { formatYen, type PaymentPurpose } from '@fleetcheck/contracts';
import { receiptPdfFileName, renderReceiptPdf, type MailMessage, type PrintableReceipt } from '@fleetcheck/platform';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { splitConsumptionTax, withConsumptionTax } from '@fleetcheck/domain/subscription/tax';
import { streams } from '@fleetcheck/domain';
import type { App } from '../app';
import { loadStream } from '../shared/command-handler';
import type { Billing } from './billing';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const bilingual = (ja: string[], en: string[]) => ({
  text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}`,
  html: `<div lang="ja"><p>${ja.map(escapeHtml).join('<br>')}</p></div><hr><div lang="en"><p>${en.map(escapeHtml).join('<br>')}</p></div>`,
});

async function companyOf(app: App, companyId: string): Promise<{ name: string; email: string } | null> {
  const { state } = await loadStream(app.store, streams.company(companyId), companyAggregate);
  return state.status === 'None' ? null : { name: state.details.name, email: state.details.email };
}

const describePlan = ({ plan }: PaymentPurpose): string => {
  const schedule = plan.paymentSchedule === 'yearly' ? { ja: '年払い', en: 'yearly' } : { ja: '月払い', en: 'monthly' };
  return `FleetCheck 車両 ${plan.carCount}台・レンタル機器 ${plan.deviceCount}台（${schedule.ja}） / FleetCheck ${plan.carCount} cars, ${plan.deviceCount} rented devices (${schedule.en})`;
};

/**
 * The receipt of a card charge, mailed to the company with its PDF: amount with tax, before tax, the tax at
 * its rate. One mail per order (its id is the outbox key), so a replayed return from 3-D Secure sends none.
 */
export async function mailCardReceipt(
  app: App,
  billing: Billing,
  order: { orderId: string; companyId: string; purpose: PaymentPurpose },
  charged: number,
  paidAt: string,
): Promise<void> {
  const company = await companyOf(app, order.companyId);
  if (!company) return;
  const rate = billing.consumptionTaxPercent;
  const split = splitConsumptionTax(charged, rate) ?? { ...withConsumptionTax(0, rate), beforeTax: charged, total: charged };
  const receipt: PrintableReceipt = {
    receiptNo: order.orderId,
    paidOn: businessDay(paidAt),
    companyName: company.name,
    description: describePlan(order.purpose),
    beforeTax: split.beforeTax,
    taxRatePercent: rate,
    tax: split.tax,
    total: split.total,
  };
  const pdf = await renderReceiptPdf(receipt, billing.invoice);
  const ja = [
    `${company.name} 様`,
    `${receipt.paidOn} にクレジットカードでのお支払いを受け付けました。領収書を添付いたします。`,
    `${receipt.description}`,
    `税抜 ${formatYen(receipt.beforeTax)} / 消費税（${rate}%） ${formatYen(receipt.tax)} / 合計（税込） ${formatYen(receipt.total)}`,
    `登録番号 ${billing.invoice.registrationNumber}`,
  ];
  const en = [
    `Dear ${company.name},`,
    `We received your card payment on ${receipt.paidOn}. The receipt is attached.`,
    `Before tax ${formatYen(receipt.beforeTax)} / Consumption tax (${rate}%) ${formatYen(receipt.tax)} / Total including tax ${formatYen(receipt.total)}`,
    `Registration No. ${billing.invoice.registrationNumber}`,
  ];
  const message: MailMessage = {
    id: `receipt-${order.orderId}`,
    to: company.email,
    subject: '【FleetCheck】領収書 / Receipt for your payment',
    ...bilingual(ja, en),
    attachments: [{ filename: receiptPdfFileName(receipt), contentType: 'application/pdf', content: pdf }],
  };
  await app.mailer.send(message);
}

/** After a cancellation: what ends when, and that nothing more is charged. One mail per cancellation event. */
export async function mailCancellation(app: App, companyId: string, cancellation: { effectiveOn: string; eventId: string }): Promise<void> {
  const company = await companyOf(app, companyId);
  if (!company) return;
  const ja = [
    `${company.name} 様`,
    'FleetCheck のサブスクリプション解約を受け付けました。',
    `${cancellation.effectiveOn} までご利用いただけます。それ以降の請求・カードへの課金はありません。`,
  ];
  const en = [
    `Dear ${company.name},`,
    'We have received the cancellation of your FleetCheck subscription.',
    `You can use it until ${cancellation.effectiveOn}. Nothing more will be invoiced or charged to your card after that.`,
  ];
  await app.mailer.send({
    id: `cancellation-${cancellation.eventId}`,
    to: company.email,
    subject: '【FleetCheck】解約のお知らせ / Your subscription is cancelled',
    ...bilingual(ja, en),
  });
}
