import type { SubscriptionHistoryEntry } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { HISTORY_FIELDS, changedFields, fieldValue } from '@fleetcheck/domain/subscription/history-fields';

export { HISTORY_FIELDS, changedFields, fieldValue, type HistoryField } from '@fleetcheck/domain/subscription/history-fields';

/** One change as the history endpoint answers it (the event type as a plain string). */
export type HistoryRow = Omit<SubscriptionHistoryEntry, 'type'> & { type: string };

/** Who made a change: the user and role, and the admin acting on the company's behalf. */
export function whoOf(entry: Pick<SubscriptionHistoryEntry, 'actor' | 'onBehalfOf'>): { who: string; onBehalfOf: string } {
  return {
    who: `${entry.actor.role}${entry.actor.userId ? ` ${entry.actor.userId}` : ''}`,
    onBehalfOf: entry.onBehalfOf ? entry.onBehalfOf.adminId : '',
  };
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // Quoted, and a leading formula character defused, so a spreadsheet shows the text and runs nothing.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * The timeline as CSV (UTF-8 with a byte-order mark, so Excel reads the Japanese): one row per change, its time
 * in Japan, who, on whose behalf, the event, the amount paid, the changed fields and each field before and after.
 */
export function historyCsv(
  entries: readonly HistoryRow[],
  headers: { readonly [K in 'at' | 'who' | 'onBehalfOf' | 'change' | 'amountPaid' | 'changed']: string },
): string {
  const head = [
    headers.at,
    headers.who,
    headers.onBehalfOf,
    headers.change,
    headers.amountPaid,
    headers.changed,
    ...HISTORY_FIELDS.flatMap((field) => [`${field} (before)`, `${field} (after)`]),
  ];
  const rows = entries.map((entry) => {
    const { who, onBehalfOf } = whoOf(entry);
    return [
      `${businessDateTime(entry.at).date} ${businessDateTime(entry.at).time} JST`,
      who,
      onBehalfOf,
      entry.type,
      entry.amountPaid,
      changedFields(entry).join(' '),
      ...HISTORY_FIELDS.flatMap((field) => [fieldValue(entry.before, field), fieldValue(entry.after, field)]),
    ];
  });
  return `\uFEFF${[head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
