import { formatYen, historyValueWords, type HistoryField, type Language, type SubscriptionSnapshot } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { fieldValue } from '@fleetcheck/domain/subscription/history-fields';

// The timeline's words (fields, events, roles, codes, an invoice's line) are contracts' subscription-history-words,
// the same as the auditor's page shows; here only how the exports print a field's value and a time.

export const japanTime = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** A field's value as a CSV cell: a code in words, a number or a date as it is, nothing for none. */
export function fieldWords(field: HistoryField, snapshot: SubscriptionSnapshot | null, language: Language): string | number {
  const value = fieldValue(snapshot, field);
  return value === null ? '' : historyValueWords(field, value, language);
}

/** A field's value as the PDF shows it: amounts in yen, codes in words, '–' for none. */
export function shownField(field: HistoryField, snapshot: SubscriptionSnapshot | null, language: Language): string {
  const value = fieldWords(field, snapshot, language);
  if (value === '') return '–';
  return field === 'totalAmount' ? formatYen(Number(value)) : String(value);
}
