import type { CollectionDefinition, ReadDocument, ReadStoreTransaction } from '@fleetcheck/platform';
import { guard, type ProjectedEvent } from '../runner/projection';

/**
 * An event on a record's own stream that changes nothing its read model shows (a password reset, an office
 * or car taken into use) still moves the stream revision on. The record's `version` follows it, so the
 * version a list shows is the one command-api expects back as If-Match.
 */
export async function followRevision<TDoc extends ReadDocument & { version: number }>(
  tx: ReadStoreTransaction,
  collection: CollectionDefinition<TDoc>,
  id: string,
  event: ProjectedEvent,
): Promise<void> {
  await tx.collection(collection).patch(id, { version: Number(event.revision) } as Partial<TDoc>, guard(event));
}
