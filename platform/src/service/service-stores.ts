import { createEventStoreDbEventStore } from '../event-store/eventstoredb/eventstoredb-event-store';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { EventStore } from '../event-store/port';
import type { Env } from '../config/env';
import { MongoReadStore, PostgresReadStore, type ReadStore } from '../read-store';
import { MongoBlobStore, PostgresBlobStore, type BlobStore } from '../blob-store';

export interface ServiceStores {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Uploaded images: GridFS next to the MongoDB read store, else a PostgreSQL table. */
  blobStore: BlobStore;
  /** The shared PostgreSQL (queue backend and outbox of the local profile), when configured. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The stores of a standalone service process, chosen by configuration only: EventStoreDB / MongoDB when their
 * URLs are set, otherwise the shared PostgreSQL of DATABASE_URL. A service process never starts a database
 * of its own: several processes must see the same stores.
 */
export async function openServiceStores(env: Pick<Env, 'DATABASE_URL' | 'ESDB_URL' | 'MONGODB_URL'>): Promise<ServiceStores> {
  const needsPostgres = !env.ESDB_URL || !env.MONGODB_URL;
  if (needsPostgres && !env.DATABASE_URL)
    throw new Error('Set DATABASE_URL (or ESDB_URL and MONGODB_URL): a service process needs shared stores.');
  const eventStore = env.ESDB_URL ? createEventStoreDbEventStore(env.ESDB_URL) : await createPostgresEventStore(env.DATABASE_URL!);
  const readStore: ReadStore = env.MONGODB_URL
    ? await MongoReadStore.connect(env.MONGODB_URL)
    : new PostgresReadStore({ url: env.DATABASE_URL! });
  const blobStore: BlobStore = env.MONGODB_URL
    ? await MongoBlobStore.connect(env.MONGODB_URL)
    : new PostgresBlobStore({ url: env.DATABASE_URL! });
  return {
    eventStore,
    readStore,
    blobStore,
    databaseUrl: env.DATABASE_URL,
    async close() {
      await blobStore.close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
