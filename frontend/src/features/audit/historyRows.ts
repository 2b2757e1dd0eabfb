import type { SubscriptionHistoryEntry, SubscriptionSnapshot } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';

/** One change as the history endpoint answers it (the event type as a plain string). */
export type HistoryRow = Omit<SubscriptionHistoryEntry, 'type'> & { type: string };

/** The fields of a subscription an auditor compares, in the order the timeline and the CSV show them. */
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

export function fieldValue(snapshot: SubscriptionSnapshot | null, field: HistoryField): string | number | null {
  if (!snapshot) return null;
  switch (field) {
    case 'carCount':
    case 'deviceCount':
    case 'paymentSchedule':
      return snapshot.plan[field];
    case 'totalAmount':
      return snapshot.amounts.totalAmount;
    default:
      return snapshot[field];
  }
}

/** The fields a change changed (all of them for the first one). */
export function changedFields(entry: Pick<SubscriptionHistoryEntry, 'before' | 'after'>): HistoryField[] {
  return HISTORY_FIELDS.filter((field) => fieldValue(entry.before, field) !== fieldValue(entry.after, field));
}

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
