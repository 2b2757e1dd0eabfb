import { evolveSnapshot, statusOn, subscriptionCatalogue, type SubscriptionSnapshot } from '@fleetcheck/contracts';
import type { EventStore } from '../event-store/port';

/**
 * Past its paid term (or a cancellation's last day) a company's managers are signed out until the
 * subscription is renewed: the access check of both APIs and the token refresh ask this. A company that
 * has not paid yet (no subscription, or a bank transfer awaited) is not refused: it is still signing up.
 * Admins acting on behalf are never asked. Read from the event store, so a renewal lets them in at once.
 */
export async function subscriptionAccessRefusal(
  store: EventStore,
  companyId: string,
  today: string,
): Promise<'Errors.SubscriptionExpired' | undefined> {
  let snapshot: SubscriptionSnapshot | null = null;
  for (const recorded of await store.readStream(`subscription-${companyId}`)) {
    snapshot = evolveSnapshot(snapshot, subscriptionCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data));
  }
  if (!snapshot) return undefined;
  const status = statusOn(snapshot, today);
  return status === 'Expired' || status === 'Cancelled' ? 'Errors.SubscriptionExpired' : undefined;
}
