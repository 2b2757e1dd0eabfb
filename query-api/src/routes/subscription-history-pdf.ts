import type { Language, SubscriptionHistory, SubscriptionSnapshot } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { HISTORY_FIELDS, changedFields, fieldValue, type HistoryField } from '@fleetcheck/domain/subscription/history-fields';
import { renderLedgerPdf } from '@fleetcheck/platform';

const words = {
  ja: {
    title: 'サブスクリプション履歴',
    header: (company: string, asOf: string | null) => `${company} ／ ${asOf ? `${asOf} 時点` : '全期間'}（日本時間）`,
    columns: ['日時（日本時間）', '実行者', '代理の管理者', '変更', '支払額', '変更された項目（変更前 → 変更後）'],
    changes: {
      SubscriptionStarted: '開始',
      SubscriptionPlanChanged: 'プラン変更',
      BankTransferPaymentRecorded: '銀行振込の入金記録',
      SubscriptionCancelled: '解約',
    } as Record<string, string>,
    fields: {
      status: '状態',
      carCount: '車両数',
      deviceCount: '検知器数',
      paymentSchedule: '支払周期',
      paymentMethod: '支払方法',
      totalAmount: '期間あたりの金額（税抜）',
      startDate: '開始日',
      expiryDate: '有効期限',
      cancelledEffectiveOn: '解約日',
    } satisfies Record<HistoryField, string>,
    state: (asOf: string | null) => (asOf ? `${asOf} 時点の状態` : '現在の状態'),
    none: 'サブスクリプションなし',
    rows: (n: number) => `変更 ${n} 件`,
    page: (n: number, total: number) => `${n} / ${total} ページ`,
  },
  en: {
    title: 'Subscription history',
    header: (company: string, asOf: string | null) => `${company} / ${asOf ? `as of ${asOf}` : 'all changes'} (Japan time)`,
    columns: ['When (Japan time)', 'Who', 'On behalf (admin)', 'Change', 'Amount paid', 'Changed fields (before → after)'],
    changes: {
      SubscriptionStarted: 'Started',
      SubscriptionPlanChanged: 'Plan changed',
      BankTransferPaymentRecorded: 'Bank transfer recorded',
      SubscriptionCancelled: 'Cancelled',
    } as Record<string, string>,
    fields: {
      status: 'Status',
      carCount: 'Cars',
      deviceCount: 'Devices',
      paymentSchedule: 'Payment schedule',
      paymentMethod: 'Payment method',
      totalAmount: 'Amount per term (before tax)',
      startDate: 'Start date',
      expiryDate: 'Expiry date',
      cancelledEffectiveOn: 'Cancelled as of',
    } satisfies Record<HistoryField, string>,
    state: (asOf: string | null) => (asOf ? `State as of ${asOf}` : 'Current state'),
    none: 'No subscription',
    rows: (n: number) => `${n} changes`,
    page: (n: number, total: number) => `Page ${n} / ${total}`,
  },
} as const;

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
const when = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** A date stays a date; an instant is shown on the Japan clock. */
export const asOfLabel = (asOf: string | undefined): string | null => (asOf ? (asOf.length === 10 ? asOf : when(asOf)) : null);

function shown(field: HistoryField, snapshot: SubscriptionSnapshot | null): string {
  const value = fieldValue(snapshot, field);
  if (value === null) return '–';
  return field === 'totalAmount' ? yen(Number(value)) : String(value);
}

/**
 * Issue 22 item 2: the timeline an auditor sees, as an A4 PDF in Japanese or English: one row per change (when
 * in Japan time, who, the admin acting on behalf, the change, the amount paid, each changed field before and
 * after), then the state replayed up to `asOf`.
 */
export function renderSubscriptionHistoryPdf(options: {
  companyName: string;
  history: SubscriptionHistory;
  asOf: string | undefined;
  language: Language;
  fontPath: string;
}): Promise<Buffer> {
  const { history, language } = options;
  const w = words[language];
  const asOf = asOfLabel(options.asOf);
  const widths = [12, 14, 12, 12, 9, 41];
  const state = history.state;
  return renderLedgerPdf({
    title: w.title,
    header: w.header(options.companyName, asOf),
    columns: w.columns.map((label, index) => ({ label, width: widths[index]! })),
    rows: history.entries.map((entry) => [
      when(entry.at),
      `${entry.actor.role}${entry.actor.userId ? ` ${entry.actor.userId}` : ''}`,
      entry.onBehalfOf?.adminId ?? '–',
      w.changes[entry.type] ?? entry.type,
      yen(entry.amountPaid),
      changedFields(entry)
        .map((field) => `${w.fields[field]}: ${shown(field, entry.before)} → ${shown(field, entry.after)}`)
        .join('\n'),
    ]),
    footerLines: [
      w.rows(history.entries.length),
      `${w.state(asOf)}: ${state ? HISTORY_FIELDS.map((field) => `${w.fields[field]} ${shown(field, state)}`).join(' / ') : w.none}`,
    ],
    pageLabel: w.page,
    fontPath: options.fontPath,
  });
}
