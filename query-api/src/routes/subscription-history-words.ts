import type { HistoryEventType, Language, SubscriptionHistoryEntry, SubscriptionSnapshot } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { fieldValue, type HistoryField } from '@fleetcheck/domain/subscription/history-fields';

type Words = { readonly ja: string; readonly en: string };

/** Every event of the timeline in words (issue 22); the exports print these, never the event's name (issue 33). */
export const HISTORY_EVENT_LABELS: Readonly<Record<HistoryEventType, Words>> = {
  SubscriptionStarted: { ja: '契約開始', en: 'Subscription started' },
  SubscriptionPlanChanged: { ja: 'プラン変更', en: 'Plan changed' },
  BankTransferPaymentRecorded: { ja: '銀行振込の入金記録', en: 'Bank transfer recorded' },
  SubscriptionCancelled: { ja: '解約', en: 'Cancelled' },
  CompanyInvoiceIssued: { ja: '請求書発行', en: 'Invoice issued' },
  CompanyInvoicePaid: { ja: '請求書支払済み', en: 'Invoice paid' },
};

export const HISTORY_FIELD_LABELS: Readonly<Record<HistoryField, Words>> = {
  status: { ja: '状態', en: 'Status' },
  carCount: { ja: '車両数', en: 'Cars' },
  deviceCount: { ja: '検知器数', en: 'Devices' },
  paymentSchedule: { ja: '支払周期', en: 'Payment schedule' },
  paymentMethod: { ja: '支払方法', en: 'Payment method' },
  totalAmount: { ja: '期間あたりの金額（税抜）', en: 'Amount per term (before tax)' },
  startDate: { ja: '開始日', en: 'Start date' },
  expiryDate: { ja: '有効期限', en: 'Expiry date' },
  cancelledEffectiveOn: { ja: '解約日', en: 'Cancelled as of' },
};

const ROLE_LABELS: Readonly<Record<SubscriptionHistoryEntry['actor']['role'], Words>> = {
  admin: { ja: '運営管理者', en: 'Platform admin' },
  manager: { ja: '管理者', en: 'Manager' },
  auditor: { ja: '監査担当者', en: 'Auditor' },
  driver: { ja: '運転者', en: 'Driver' },
  device: { ja: '機器', en: 'Device' },
  system: { ja: 'システム', en: 'System' },
  anonymous: { ja: '未ログイン', en: 'Anonymous' },
};

const INVOICE_STATUS_LABELS: Readonly<Record<'issued' | 'paid', Words>> = {
  issued: { ja: '未払い', en: 'Unpaid' },
  paid: { ja: '支払済み', en: 'Paid' },
};

/** The values of the fields that hold a code: an auditor reads words, never `Active` or `bank transfer`. */
const VALUE_LABELS: Readonly<Partial<Record<HistoryField, Readonly<Record<string, Words>>>>> = {
  status: {
    Pending: { ja: '手続き中', en: 'Pending' },
    Active: { ja: '有効', en: 'Active' },
    Cancelled: { ja: '解約済み', en: 'Cancelled' },
    Expired: { ja: '期限切れ', en: 'Expired' },
  },
  paymentSchedule: { monthly: { ja: '月払い', en: 'Monthly' }, yearly: { ja: '年払い', en: 'Yearly' } },
  paymentMethod: { 'bank transfer': { ja: '銀行振込', en: 'Bank transfer' }, card: { ja: 'クレジットカード', en: 'Card' } },
};

export const eventLabel = (type: HistoryEventType, language: Language): string => HISTORY_EVENT_LABELS[type][language];

/** Who acted, by name with their role ('山田 花子（企業の管理者）'); a person the history has no name for, by role and id. */
export function whoLabel(entry: Pick<SubscriptionHistoryEntry, 'actor' | 'names'>, language: Language): string {
  const role = ROLE_LABELS[entry.actor.role][language];
  const name = entry.names.actor ?? entry.actor.userId;
  if (!name) return role;
  return language === 'ja' ? `${name}（${role}）` : `${name} (${role})`;
}

/** The admin acting on the company's behalf, by name (by id when unknown); '' when nobody was. */
export const onBehalfLabel = (entry: Pick<SubscriptionHistoryEntry, 'onBehalfOf' | 'names'>): string =>
  entry.onBehalfOf ? (entry.names.onBehalfOf ?? entry.onBehalfOf.adminId) : '';

export const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

export const japanTime = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** A field's value as a CSV cell: a code in words, a number or a date as it is, nothing for none. */
export function fieldWords(field: HistoryField, snapshot: SubscriptionSnapshot | null, language: Language): string | number {
  const value = fieldValue(snapshot, field);
  if (value === null) return '';
  return VALUE_LABELS[field]?.[String(value)]?.[language] ?? value;
}

/** A field's value as the PDF shows it: amounts in yen, codes in words, '–' for none. */
export function shownField(field: HistoryField, snapshot: SubscriptionSnapshot | null, language: Language): string {
  const value = fieldWords(field, snapshot, language);
  if (value === '') return '–';
  return field === 'totalAmount' ? yen(Number(value)) : String(value);
}

/** An invoice in one line: number, amounts before tax, tax and total, paid or not. */
export function invoiceLabel(invoice: NonNullable<SubscriptionHistoryEntry['invoice']>, language: Language): string {
  const status = INVOICE_STATUS_LABELS[invoice.status][language];
  return language === 'ja'
    ? `${invoice.invoiceNo}（${invoice.periodFrom}〜${invoice.periodTo}）税抜 ${yen(invoice.subtotal)} 消費税 ${yen(invoice.tax)} 合計 ${yen(invoice.totalAmount)}・${status}`
    : `${invoice.invoiceNo} (${invoice.periodFrom} to ${invoice.periodTo}) before tax ${yen(invoice.subtotal)}, tax ${yen(invoice.tax)}, total ${yen(invoice.totalAmount)}, ${status}`;
}
