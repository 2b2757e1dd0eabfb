import type { EventStore, ReadStore } from '@fleetcheck/platform';
import { applyBatch } from '../runner/apply-batch';
import type { Projection } from '../runner/projection';

export interface ReplayProgress {
  events: number;
  position: bigint;
  head: bigint;
}

export interface ReplayResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

/**
 * Drops the projections' collections and checkpoints and rebuilds them from the whole log. Run it with the
 * live runners of these projections stopped: both would write the same documents.
 */
export async function replayProjections(deps: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  batchSize?: number;
  onProgress?: (progress: ReplayProgress) => void;
}): Promise<ReplayResult> {
  const { eventStore, readStore, projections } = deps;
  const batchSize = deps.batchSize ?? 1000;
  const started = performance.now();
  for (const projection of projections) {
    for (const collection of projection.collections) await readStore.dropCollection(collection.name);
    await readStore.deleteCheckpoint(projection.name);
  }
  for (const projection of projections) {
    for (const collection of projection.collections) await readStore.ensureCollection(collection);
  }
  const head = await eventStore.headPosition();
  const checkpoints = new Map<string, bigint | undefined>(projections.map((p) => [p.name, undefined]));
  let after: bigint | undefined;
  let count = 0;
  for (;;) {
    const events = await eventStore.readAll({ after, maxCount: batchSize });
    if (events.length === 0) break;
    await applyBatch(readStore, projections, checkpoints, events);
    after = events.at(-1)!.position;
    count += events.length;
    deps.onProgress?.({ events: count, position: after, head });
  }
  const seconds = (performance.now() - started) / 1000;
  return { events: count, seconds, eventsPerSecond: seconds > 0 ? count / seconds : count };
}
