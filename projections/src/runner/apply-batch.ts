import type { ReadStore, TransactionOptions } from '@fleetcheck/platform';
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
  options?: TransactionOptions,
): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const lanes = projections.map((projection) => ({
    projection,
    types: handledTypes(projection),
    after: checkpoints.get(projection.name) ?? -1n,
    events: [] as ProjectedEvent[],
  }));
  const work: { event: ProjectedEvent; projections: Projection[] }[] = [];
  const decoded = decodedOf(events);
  for (let i = 0; i < events.length; i++) {
    const recorded = events[i]!;
    let item: { event: ProjectedEvent; projections: Projection[] } | undefined;
    for (const lane of lanes) {
      if (!lane.types.has(recorded.type) || recorded.position <= lane.after) continue;
      item ??= { event: (decoded[i] ??= decodeEvent(recorded)), projections: [] };
      item.projections.push(lane.projection);
      lane.events.push(item.event);
    }
    if (item) work.push(item);
  }
  await store.transaction(async (tx) => {
    for (const { projection, events: mine } of lanes) {
      if (projection.prefetch && mine.length > 0) await projection.prefetch(mine, tx);
    }
    for (const { event, projections: interested } of work) {
      for (const projection of interested) await projection.apply(event, tx);
    }
    for (const projection of projections) {
      if (last.position > (checkpoints.get(projection.name) ?? -1n)) await tx.setCheckpoint(projection.name, last.position);
    }
  }, options);
  for (const projection of projections) {
    if (last.position > (checkpoints.get(projection.name) ?? -1n)) checkpoints.set(projection.name, last.position);
  }
}

/** The event types a projection handles, as a set (looked up for every event of every batch). */
const handledSets = new WeakMap<Projection, ReadonlySet<string>>();
function handledTypes(projection: Projection): ReadonlySet<string> {
  let types = handledSets.get(projection);
  if (!types) handledSets.set(projection, (types = new Set(projection.handles)));
  return types;
}

/**
 * The decoded events of a page, decoded once however many batches (a replay's lanes) apply the same page. Kept
 * per page rather than per event: a weak map of every event in flight costs the garbage collector much more.
 */
const decodedPages = new WeakMap<readonly RecordedEvent[], (ProjectedEvent | undefined)[]>();
function decodedOf(events: readonly RecordedEvent[]): (ProjectedEvent | undefined)[] {
  let decoded = decodedPages.get(events);
  if (!decoded) decodedPages.set(events, (decoded = new Array<ProjectedEvent | undefined>(events.length)));
  return decoded;
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
