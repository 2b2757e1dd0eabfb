import type { ReadStore } from '@fleetcheck/platform';
import { decodeEvent } from './decode';
import type { ProjectedEvent, Projection } from './projection';
import type { RecordedEvent } from '@fleetcheck/platform';

/**
 * Applies events to the projections that have not seen them yet and moves every projection's checkpoint to
 * the last event, all in one read-store transaction: a crash leaves either all of it or none of it (and on
 * stores without atomic transactions the position guards make the repeat harmless).
 * `checkpoints` is updated in place once the transaction has committed.
 */
export async function applyBatch(
  store: ReadStore,
  projections: readonly Projection[],
  checkpoints: Map<string, bigint | undefined>,
  events: readonly RecordedEvent[],
): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const work: { event: ProjectedEvent; projections: Projection[] }[] = [];
  for (const recorded of events) {
    const interested = projections.filter(
      (p) => p.handles.includes(recorded.type) && !(recorded.position <= (checkpoints.get(p.name) ?? -1n)),
    );
    if (interested.length > 0) work.push({ event: decoded(recorded), projections: interested });
  }
  await store.transaction(async (tx) => {
    for (const projection of projections) {
      if (!projection.prefetch) continue;
      const mine = work.filter((item) => item.projections.includes(projection)).map((item) => item.event);
      if (mine.length > 0) await projection.prefetch(mine, tx);
    }
    for (const { event, projections: interested } of work) {
      for (const projection of interested) await projection.apply(event, tx);
    }
    for (const projection of projections) {
      if (last.position > (checkpoints.get(projection.name) ?? -1n)) await tx.setCheckpoint(projection.name, last.position);
    }
  });
  for (const projection of projections) {
    if (last.position > (checkpoints.get(projection.name) ?? -1n)) checkpoints.set(projection.name, last.position);
  }
}

/** Decoded once however many batches (a replay's lanes) apply the same stored event. */
const decodedEvents = new WeakMap<RecordedEvent, ProjectedEvent>();
function decoded(recorded: RecordedEvent): ProjectedEvent {
  let event = decodedEvents.get(recorded);
  if (!event) decodedEvents.set(recorded, (event = decodeEvent(recorded)));
  return event;
}

export async function loadCheckpoints(store: ReadStore, projections: readonly Projection[]): Promise<Map<string, bigint | undefined>> {
  const checkpoints = new Map<string, bigint | undefined>();
  for (const projection of projections) checkpoints.set(projection.name, await store.getCheckpoint(projection.name));
  return checkpoints;
}

/** Where a runner over these projections resumes: after the lowest checkpoint (undefined: from the start). */
export function resumePosition(checkpoints: Map<string, bigint | undefined>): bigint | undefined {
  let lowest: bigint | undefined;
  for (const position of checkpoints.values()) {
    if (position === undefined) return undefined;
    if (lowest === undefined || position < lowest) lowest = position;
  }
  return lowest;
}
