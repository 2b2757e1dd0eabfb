import type { ReadStore } from '@fleetcheck/platform';
import { allProjections } from '@fleetcheck/projections';

/** Every document of every read model, sorted by id: what "the read models are equal" compares. */
export async function snapshotReadModels(readStore: ReadStore): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const collection of projection.collections) {
      snapshot[collection.name] = await readStore.collection(collection).findMany({ sort: [{ field: '_id' }] });
    }
  }
  return snapshot;
}

/** True once every projection's checkpoint has reached `position`. */
export async function projectionsReached(readStore: ReadStore, position: bigint): Promise<boolean> {
  for (const projection of allProjections) {
    const checkpoint = await readStore.getCheckpoint(projection.name);
    if (checkpoint === undefined || checkpoint < position) return false;
  }
  return true;
}
