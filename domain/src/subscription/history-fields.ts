import type { SubscriptionHistoryEntry, SubscriptionSnapshot } from '@fleetcheck/contracts';

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

/** The fields a change changed (all of them for the first one): what the timeline highlights. */
export function changedFields(entry: Pick<SubscriptionHistoryEntry, 'before' | 'after'>): HistoryField[] {
  return HISTORY_FIELDS.filter((field) => fieldValue(entry.before, field) !== fieldValue(entry.after, field));
}
