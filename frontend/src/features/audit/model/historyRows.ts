import type { SubscriptionHistoryEntry } from '@fleetcheck/contracts';

export { HISTORY_FIELDS, changedFields, fieldValue, type HistoryField } from '@fleetcheck/domain/subscription/history-fields';

/** One event as the history endpoint answers it (the event type as a plain string). */
export type HistoryRow = Omit<SubscriptionHistoryEntry, 'type'> & { type: string };

/**
 * Who made a change, by name as they were then (their id when the history has no name for them) with their role,
 * and the admin acting on the company's behalf by name; `role` gives the role in words.
 */
export function whoOf(
  entry: Pick<SubscriptionHistoryEntry, 'actor' | 'onBehalfOf' | 'names'>,
  role: (role: SubscriptionHistoryEntry['actor']['role']) => string,
): { who: string; onBehalfOf: string } {
  const name = entry.names.actor ?? entry.actor.userId;
  return {
    who: name ? `${name} (${role(entry.actor.role)})` : role(entry.actor.role),
    onBehalfOf: entry.onBehalfOf ? (entry.names.onBehalfOf ?? entry.onBehalfOf.adminId) : '',
  };
}
