import { PostgresReadStore, createPostgresEventStore, type EventStore, type ReadStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import type { Projection } from '../src';

export async function freshStores(): Promise<{ db: TestDatabase; eventStore: EventStore; readStore: ReadStore; close(): Promise<void> }> {
  const db = await createTestDatabase('fc_proj');
  const eventStore = await createPostgresEventStore(db.url);
  const readStore = new PostgresReadStore({ url: db.url });
  return {
    db,
    eventStore,
    readStore,
    async close() {
      await readStore.close();
      await eventStore.close();
      await db.drop();
    },
  };
}

/** Every document of every collection of the projections, sorted: what "equal read models" compares. */
export async function snapshot(readStore: ReadStore, projections: readonly Projection[]) {
  const result: Record<string, unknown[]> = {};
  for (const projection of projections) {
    for (const collection of projection.collections) {
      result[collection.name] = await readStore.collection(collection).findMany({ sort: [{ field: '_id' }] });
    }
  }
  return result;
}
