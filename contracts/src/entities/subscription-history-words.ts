import type { Words } from '../check-record/vocabulary';
import type { PaymentMethod, PaymentSchedule } from '../constants/business';
import type { ActorRole } from '../events/metadata';
import type { AuditStatus, HistoryEventType, HistoryInvoice, SubscriptionHistoryEntry } from '../events/subscription-history';
import { formatYen } from '../format/yen';
import type { Language } from '../i18n/language';

/**
 * The words of a company's subscription timeline (issue 22), once for the auditor's page and its CSV and PDF
 * exports: an auditor reads words, never `Active`, `bank transfer` or an event's name (issue 33).
 */

/** The fields of a subscription an auditor compares, in the order the timeline and its exports show them. */
export const HISTORY_FIELDS = [
  'status',
  'carCount',
  'deviceCount',
  'paymentSchedule',
  'paymentMethod',
  'totalAmount',
  'startDate',
  'expiryDate',
  'cancelledEffectiveOn',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export const HISTORY_FIELD_WORDS = {
  status: { ja: '状態', en: 'Status' },
  carCount: { ja: '車両数', en: 'Cars' },
  deviceCount: { ja: '検知器数', en: 'Devices' },
  paymentSchedule: { ja: '支払周期', en: 'Payment schedule' },
  paymentMethod: { ja: '支払方法', en: 'Payment method' },
  totalAmount: { ja: '期間あたりの金額（税抜）', en: 'Amount per term (before tax)' },
  startDate: { ja: '開始日', en: 'Start date' },
  expiryDate: { ja: '有効期限', en: 'Expiry date' },
  cancelledEffectiveOn: { ja: '解約日', en: 'Cancelled as of' },
} as const satisfies Record<HistoryField, Words>;

/** Every event of the timeline in words. */
export const HISTORY_EVENT_WORDS = {
  SubscriptionStarted: { ja: '契約開始', en: 'Subscription started' },
  SubscriptionPlanChanged: { ja: 'プラン変更', en: 'Plan changed' },
  BankTransferPaymentRecorded: { ja: '銀行振込の入金記録', en: 'Bank transfer recorded' },
  SubscriptionCancelled: { ja: '解約', en: 'Subscription cancelled' },
  CompanyInvoiceIssued: { ja: '請求書発行', en: 'Invoice issued' },
  CompanyInvoicePaid: { ja: '請求書支払済み', en: 'Invoice paid' },
} as const satisfies Record<HistoryEventType, Words>;

/** Who acted, by their role. */
export const ACTOR_ROLE_WORDS = {
  admin: { ja: '運営管理者', en: 'Platform admin' },
  manager: { ja: '管理者', en: 'Manager' },
  auditor: { ja: '監査担当者', en: 'Auditor' },
  driver: { ja: '運転者', en: 'Driver' },
  device: { ja: '機器', en: 'Device' },
  system: { ja: 'システム', en: 'System' },
  anonymous: { ja: '未ログイン', en: 'Anonymous' },
} as const satisfies Record<ActorRole, Words>;

/** A subscription's state as an auditor sees it on a day. */
export const AUDIT_STATUS_WORDS = {
  Pending: { ja: '手続き中', en: 'Pending' },
  Active: { ja: '有効', en: 'Active' },
  Cancelled: { ja: '解約済み', en: 'Cancelled' },
  Expired: { ja: '期限切れ', en: 'Expired' },
} as const satisfies Record<AuditStatus, Words>;

export const PAYMENT_SCHEDULE_WORDS = {
  monthly: { ja: '月払い', en: 'Monthly' },
  yearly: { ja: '年払い', en: 'Yearly' },
} as const satisfies Record<PaymentSchedule, Words>;

export const PAYMENT_METHOD_WORDS = {
  'bank transfer': { ja: '銀行振込', en: 'Bank transfer' },
  card: { ja: 'クレジットカード', en: 'Card' },
} as const satisfies Record<PaymentMethod, Words>;

export const HISTORY_INVOICE_STATUS_WORDS = {
  issued: { ja: '未払い', en: 'Unpaid' },
  paid: { ja: '支払済み', en: 'Paid' },
} as const satisfies Record<HistoryInvoice['status'], Words>;

/** The fields whose values are codes, with the words of each code. */
const VALUE_WORDS: Readonly<Partial<Record<HistoryField, Readonly<Record<string, Words>>>>> = {
  status: AUDIT_STATUS_WORDS,
  paymentSchedule: PAYMENT_SCHEDULE_WORDS,
  paymentMethod: PAYMENT_METHOD_WORDS,
};

/** A field's value in words when it is a code (a status, a schedule, a payment method), else as it is. */
export function historyValueWords<V extends string | number>(field: HistoryField, value: V, language: Language): string | V {
  return VALUE_WORDS[field]?.[String(value)]?.[language] ?? value;
}

/** An event in words; a type the table does not know (a newer server) as it is. */
export const historyEventWords = (type: string, language: Language): string =>
  (HISTORY_EVENT_WORDS as Readonly<Record<string, Words>>)[type]?.[language] ?? type;

/** Who acted, by name with their role ('山田 花子（管理者）'); a person the history has no name for, by role and id. */
export function historyActorWords(entry: Pick<SubscriptionHistoryEntry, 'actor' | 'names'>, language: Language): string {
  const role = ACTOR_ROLE_WORDS[entry.actor.role][language];
  const name = entry.names.actor ?? entry.actor.userId;
  if (!name) return role;
  return language === 'ja' ? `${name}（${role}）` : `${name} (${role})`;
}

/** The admin acting on the company's behalf, by name (by id when unknown); '' when nobody was. */
export const historyOnBehalfWords = (entry: Pick<SubscriptionHistoryEntry, 'onBehalfOf' | 'names'>): string =>
  entry.onBehalfOf ? (entry.names.onBehalfOf ?? entry.onBehalfOf.adminId) : '';

/** An invoice in one line: number, period, amounts before tax, tax and total, paid or not. */
export function historyInvoiceWords(invoice: HistoryInvoice, language: Language): string {
  const status = HISTORY_INVOICE_STATUS_WORDS[invoice.status][language];
  const [subtotal, tax, total] = [invoice.subtotal, invoice.tax, invoice.totalAmount].map(formatYen);
  return language === 'ja'
    ? `${invoice.invoiceNo}（${invoice.periodFrom}〜${invoice.periodTo}）：税抜 ${subtotal}、消費税 ${tax}、合計 ${total}、${status}`
    : `${invoice.invoiceNo} (${invoice.periodFrom} to ${invoice.periodTo}): before tax ${subtotal}, tax ${tax}, total ${total}, ${status}`;
}
