import {
  HISTORY_FIELDS,
  HISTORY_FIELD_WORDS,
  historyActorWords,
  historyEventWords,
  historyOnBehalfWords,
  type HistoryField,
  type Language,
  type SubscriptionHistoryEntry,
} from '@fleetcheck/contracts';
import { changedFields } from '@fleetcheck/domain/subscription/history-fields';
import type { CsvColumn } from '../http/csv';
import { fieldWords, japanTime } from './subscription-history-words';

const invoiceAmount = (pick: 'subtotal' | 'tax' | 'totalAmount') => (entry: SubscriptionHistoryEntry) => entry.invoice?.[pick] ?? '';

/**
 * The timeline's CSV (issue 22): one row per event, its time in Japan, who and the on-behalf admin by name, the
 * event in words, the amount paid, the invoice's number and amounts, the changed fields, and each field before and
 * after (a code such as a status or a payment method in words); headers and words in the language asked for, never
 * a code (issue 33), except the event's name in the last column, for machines (as the record book's CSV has them).
 */
export function subscriptionHistoryColumns(language: Language): CsvColumn<SubscriptionHistoryEntry>[] {
  const field = (name: HistoryField, side: 'before' | 'after'): CsvColumn<SubscriptionHistoryEntry> => ({
    header: {
      ja: `${HISTORY_FIELD_WORDS[name].ja}（${side === 'before' ? '変更前' : '変更後'}）`,
      en: `${HISTORY_FIELD_WORDS[name].en} (${side})`,
    },
    value: (entry) => fieldWords(name, entry[side], language),
  });
  return [
    { header: { ja: '日時（日本時間）', en: 'When (Japan time)' }, value: (entry) => `${japanTime(entry.at)} JST` },
    { header: { ja: '実行者', en: 'Who' }, value: (entry) => historyActorWords(entry, language) },
    { header: { ja: '代理の運営管理者', en: 'On behalf (admin)' }, value: historyOnBehalfWords },
    { header: { ja: '変更', en: 'Change' }, value: (entry) => historyEventWords(entry.type, language) },
    { header: { ja: '支払額', en: 'Amount paid' }, value: (entry) => entry.amountPaid },
    { header: { ja: '請求書番号', en: 'Invoice number' }, value: (entry) => entry.invoice?.invoiceNo ?? '' },
    { header: { ja: '請求額（税抜）', en: 'Invoice before tax' }, value: invoiceAmount('subtotal') },
    { header: { ja: '消費税', en: 'Tax' }, value: invoiceAmount('tax') },
    { header: { ja: '請求額（税込）', en: 'Invoice total' }, value: invoiceAmount('totalAmount') },
    {
      header: { ja: '変更された項目', en: 'Changed fields' },
      value: (entry) =>
        changedFields(entry)
          .map((name) => HISTORY_FIELD_WORDS[name][language])
          .join(' / '),
    },
    ...HISTORY_FIELDS.flatMap((name) => [field(name, 'before'), field(name, 'after')]),
    { header: { ja: 'type (code)', en: 'type (code)' }, value: (entry) => entry.type },
  ];
}
