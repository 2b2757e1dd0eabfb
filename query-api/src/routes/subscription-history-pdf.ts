import {
  HISTORY_FIELDS,
  HISTORY_FIELD_WORDS,
  formatYen,
  historyActorWords,
  historyEventWords,
  historyInvoiceWords,
  historyOnBehalfWords,
  type Language,
  type SubscriptionHistory,
} from '@fleetcheck/contracts';
import { changedFields } from '@fleetcheck/domain/subscription/history-fields';
import { renderTablePdf } from '@fleetcheck/platform';
import { japanTime, shownField } from './subscription-history-words';

const words = {
  ja: {
    title: 'サブスクリプション履歴',
    header: (company: string, asOf: string | null) => `${company} ／ ${asOf ? `${asOf} 時点` : '全期間'}（日本時間）`,
    columns: ['日時（日本時間）', '実行者', '代理の運営管理者', '変更', '支払額', '変更された項目（変更前 → 変更後）・請求書'],
    state: (asOf: string | null) => (asOf ? `${asOf} 時点の状態` : '現在の状態'),
    invoices: (asOf: string | null) => (asOf ? `${asOf} 時点の請求書` : '請求書'),
    none: 'サブスクリプションなし',
    noInvoice: 'なし',
    rows: (n: number) => `変更 ${n} 件`,
    page: (n: number, total: number) => `${n} / ${total} ページ`,
  },
  en: {
    title: 'Subscription history',
    header: (company: string, asOf: string | null) => `${company} / ${asOf ? `as of ${asOf}` : 'all changes'} (Japan time)`,
    columns: ['When (Japan time)', 'Who', 'On behalf (admin)', 'Change', 'Amount paid', 'Changed fields (before → after), invoice'],
    state: (asOf: string | null) => (asOf ? `State as of ${asOf}` : 'Current state'),
    invoices: (asOf: string | null) => (asOf ? `Invoices as of ${asOf}` : 'Invoices'),
    none: 'No subscription',
    noInvoice: 'none',
    rows: (n: number) => `${n} changes`,
    page: (n: number, total: number) => `Page ${n} / ${total}`,
  },
} as const;

/** A date stays a date; an instant is shown on the Japan clock. */
export const asOfLabel = (asOf: string | undefined): string | null => (asOf ? (asOf.length === 10 ? asOf : japanTime(asOf)) : null);

/**
 * Issue 22 item 2: the timeline an auditor sees, as an A4 PDF in Japanese or English: one row per event (when
 * in Japan time, who and the admin acting on behalf by name, the change in words, the amount paid, each changed
 * field before and after, or the invoice with its amounts), then the state and the invoices replayed up to `asOf`.
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
  return renderTablePdf({
    title: w.title,
    header: w.header(options.companyName, asOf),
    columns: w.columns.map((label, index) => ({ label, width: widths[index]! })),
    rows: history.entries.map((entry) => [
      japanTime(entry.at),
      historyActorWords(entry, language),
      historyOnBehalfWords(entry) || '–',
      historyEventWords(entry.type, language),
      formatYen(entry.amountPaid),
      entry.invoice
        ? historyInvoiceWords(entry.invoice, language)
        : changedFields(entry)
            .map(
              (field) =>
                `${HISTORY_FIELD_WORDS[field][language]}: ${shownField(field, entry.before, language)} → ${shownField(field, entry.after, language)}`,
            )
            .join('\n'),
    ]),
    footerLines: [
      w.rows(history.entries.length),
      `${w.state(asOf)}: ${state ? HISTORY_FIELDS.map((field) => `${HISTORY_FIELD_WORDS[field][language]} ${shownField(field, state, language)}`).join(' / ') : w.none}`,
      `${w.invoices(asOf)}: ${history.invoices.length > 0 ? history.invoices.map((invoice) => historyInvoiceWords(invoice, language)).join(' / ') : w.noInvoice}`,
    ],
    pageLabel: w.page,
    fontPath: options.fontPath,
  });
}
