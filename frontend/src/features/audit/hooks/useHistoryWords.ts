import {
  HISTORY_FIELD_WORDS,
  historyActorWords,
  historyEventWords,
  historyInvoiceWords,
  historyOnBehalfWords,
  historyValueWords,
  type HistoryField,
  type HistoryInvoice,
  type SubscriptionHistoryEntry,
} from '@fleetcheck/contracts';
import { useLanguage } from '../../../i18n/useLanguage';

/**
 * The subscription timeline's words in the page's language: fields, events, who acted and an invoice in one line. The
 * words are contracts' (subscription-history-words), the same the CSV and PDF exports print.
 */
export function useHistoryWords() {
  const language = useLanguage();
  const fields = Object.fromEntries(Object.entries(HISTORY_FIELD_WORDS).map(([field, words]) => [field, words[language]])) as Record<
    HistoryField,
    string
  >;
  return {
    fields,
    /** A field's value in words when it is a code, else as it is. */
    value: (field: HistoryField, value: string | number) => String(historyValueWords(field, value, language)),
    event: (type: string) => historyEventWords(type, language),
    /** Who acted, by name as they were then (their id when the history has no name) with their role. */
    who: (entry: Pick<SubscriptionHistoryEntry, 'actor' | 'names'>) => historyActorWords(entry, language),
    /** The admin acting on the company's behalf, by name; '' when nobody was. */
    onBehalf: historyOnBehalfWords,
    invoice: (invoice: HistoryInvoice) => historyInvoiceWords(invoice, language),
  };
}
