import type { SubscriptionHistoryEntry } from '@fleetcheck/contracts';

export { HISTORY_FIELDS, type HistoryField } from '@fleetcheck/contracts';
export { changedFields, fieldValue } from '@fleetcheck/domain/subscription/history-fields';

/** One event as the history endpoint answers it (the event type as a plain string). */
export type HistoryRow = Omit<SubscriptionHistoryEntry, 'type'> & { type: string };
