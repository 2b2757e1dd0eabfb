import type { EventStore, ReadStore, RecordedEvent } from '@fleetcheck/platform';
import { applyBatch, loadCheckpoints, resumePosition } from '../runner/apply-batch';
import type { Projection } from '../runner/projection';

export interface ReplayProgress {
  events: number;
  /** The position of the last event applied, and where the log ended when the replay began. */
  position: bigint;
  head: bigint;
  /** Where this run began reading (0 for a fresh replay, the lowest checkpoint when resuming). */
  from: bigint;
}

export interface ReplayResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** False when stopped by the signal before the end of the log (continue with `resume`). */
  completed: boolean;
}

/** Events per page (and per read-store transaction) while replaying: large, so that each statement does a lot. */
export const REPLAY_BATCH = 5000;
/**
 * A replay's commits need not wait for the disk: a page lost to a crash of the database is lost together with
 * its checkpoint (one transaction; WAL keeps commits in order), so `resume` applies it again, once.
 */
const REPLAY_COMMITS = { relaxedDurability: true } as const;
/** Pages read but not yet applied by every projection. */
const PAGES_AHEAD = 3;

/**
 * Whether the read store holds checkpoints of these projections: a store a runner applies to (or applied to). A
 * rebuild beside the live store (`--beside`) refuses one, so that it never drops read models someone serves.
 */
export async function hasCheckpointsOf(readStore: ReadStore, projections: readonly Projection[]): Promise<boolean> {
  const checkpoints = await Promise.all(projections.map((projection) => readStore.getCheckpoint(projection.name)));
  return checkpoints.some((checkpoint) => checkpoint !== undefined);
}

/**
 * Rebuilds the projections' read models from the log. A fresh replay drops their collections and checkpoints
 * first; with `resume` it carries on from the checkpoints a stopped replay committed (each projection commits
 * a page together with its checkpoint, so nothing is applied twice). Run it with the live runners of these
 * projections stopped: both would write the same documents.
 *
 * The log is read once, in large pages, ahead of the projections. Each projection applies the pages in order
 * in its own lane (applyBatch: one transaction per page, the rows it reads loaded at once, its writes sent
 * per collection at commit); the lanes run side by side, so one projection's statements run in the database
 * while another's documents are being built. Non-unique indexes are built once at the end, over full tables.
 */
export async function replayProjections(deps: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  batchSize?: number;
  resume?: boolean;
  onProgress?: (progress: ReplayProgress) => void;
  /** Stops once the pages in flight are committed; a later replay with `resume` continues from there. */
  signal?: AbortSignal;
}): Promise<ReplayResult> {
  const { eventStore, readStore, projections } = deps;
  const batchSize = deps.batchSize ?? REPLAY_BATCH;
  const started = performance.now();
  const collections = projections.flatMap((projection) => projection.collections);
  if (!deps.resume) {
    for (const collection of collections) await readStore.dropCollection(collection.name);
    for (const projection of projections) await readStore.deleteCheckpoint(projection.name);
  }
  for (const collection of collections) await readStore.ensureCollection(collection, { deferIndexes: true });
  const checkpoints = deps.resume
    ? await loadCheckpoints(readStore, projections)
    : new Map<string, bigint | undefined>(projections.map((p) => [p.name, undefined]));
  const head = await eventStore.headPosition();
  const from = resumePosition(checkpoints) ?? 0n;
  const read = (after: bigint | undefined): Promise<RecordedEvent[]> => eventStore.readAll({ after, maxCount: batchSize });

  const lanes = projections.map(() => Promise.resolve());
  const inFlight: Promise<void>[] = [];
  let next = read(resumePosition(checkpoints));
  let count = 0;
  let completed = false;
  try {
    for (;;) {
      const events = await next;
      if (events.length === 0) {
        completed = true;
        break;
      }
      const position = events.at(-1)!.position;
      next = read(position);
      const page = projections.map(
        (projection, i) => (lanes[i] = lanes[i]!.then(() => applyBatch(readStore, [projection], checkpoints, events, REPLAY_COMMITS))),
      );
      // Pages complete in order: each lane finishes page n before it starts page n + 1.
      inFlight.push(
        Promise.all(page).then(() => {
          count += events.length;
          deps.onProgress?.({ events: count, position, head, from });
        }),
      );
      if (inFlight.length >= PAGES_AHEAD) await inFlight.shift();
      if (deps.signal?.aborted) break;
    }
    await Promise.all(inFlight);
  } finally {
    // On failure the other lanes still finish (or fail) before this returns; the page read ahead is dropped.
    next.catch(() => undefined);
    await Promise.allSettled(lanes);
  }
  // The deferred indexes, all collections at once: the store builds them side by side.
  if (completed) await Promise.all(collections.map((collection) => readStore.ensureCollection(collection)));
  const seconds = (performance.now() - started) / 1000;
  return { events: count, seconds, eventsPerSecond: seconds > 0 ? count / seconds : count, completed };
}
