import type { PaymentPurpose } from '@fleetcheck/contracts';
import { receiptDescription, renderReceiptMail, type PrintableReceipt } from '@fleetcheck/platform';
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
    description: receiptDescription(order.purpose.plan),
    beforeTax: split.beforeTax,
    taxRatePercent: rate,
    tax: split.tax,
    total: split.total,
  };
  await app.mailer.send(await renderReceiptMail(receipt, billing.invoice, company.email));
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
