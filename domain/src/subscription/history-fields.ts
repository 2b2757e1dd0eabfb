import { HISTORY_FIELDS, type HistoryField, type SubscriptionHistoryEntry, type SubscriptionSnapshot } from '@fleetcheck/contracts';

// The field list and its words are a shape (contracts' subscription-history-words); what a field holds is here.

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
