import type { ReadModelCollection } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import type { ReadStore } from '@fleetcheck/platform';
import type { App } from '../app';

/** Longest wait for the read models to reach the head of the log before the command is answered 503. */
const CATCH_UP_LIMIT_MS = 5_000;
const POLL_MS = 25;

/**
 * The read store, once the projections of `collections` (checkpointed under the collections' names) have
 * applied every event written before this call: a check that spans aggregates (is an office still named by a
 * car?) then sees every write acknowledged so far, without bookkeeping events on the aggregate being checked.
 */
export async function caughtUpReadModels(app: App, collections: readonly Pick<ReadModelCollection, 'name'>[]): Promise<ReadStore> {
  const readStore = app.readStore;
  if (!readStore) throw new DomainError('Errors.Unavailable');
  const head = await app.store.headPosition();
  const deadline = Date.now() + CATCH_UP_LIMIT_MS;
  for (;;) {
    const checkpoints = await Promise.all(collections.map((collection) => readStore.getCheckpoint(collection.name)));
    if (checkpoints.every((checkpoint) => checkpoint !== undefined && checkpoint >= head)) return readStore;
    if (Date.now() >= deadline) throw new DomainError('Errors.Unavailable');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
