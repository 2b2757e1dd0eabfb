import {
  MongoBlobStore,
  MongoReadStore,
  PostgresBlobStore,
  PostgresReadStore,
  createEventStoreDbEventStore,
  createPostgresEventStore,
  startPostgres,
  type BlobStore,
  type EventStore,
  type Logger,
  type ReadStore,
  type RunningPostgres,
} from '@fleetcheck/platform';
import { removeConnectionFile, writeConnectionFile } from './connection-file';
import type { LocalEnv } from './env';

export interface Stores {
  postgres: RunningPostgres;
  eventStore: EventStore;
  readStore: ReadStore;
  /** Uploaded photos: GridFS beside MongoDB, else the bytea table of PostgreSQL (as the service processes choose). */
  blobStore: BlobStore;
  close(): Promise<void>;
}

/**
 * Opens the stores the configuration selects: PostgreSQL (given or embedded) always, since the local
 * profile keeps its queue and outbox there; EventStoreDB and MongoDB only when their URLs are set.
 */
export async function openStores(env: LocalEnv, logger: Logger): Promise<Stores> {
  const postgres = await startPostgres({ databaseUrl: env.DATABASE_URL, dataDir: env.FLEETCHECK_DATA_DIR });
  logger.info({ embedded: postgres.embedded }, postgres.embedded ? 'embedded PostgreSQL started' : 'using DATABASE_URL');
  const eventStore = env.ESDB_URL ? createEventStoreDbEventStore(env.ESDB_URL) : await createPostgresEventStore(postgres.url);
  const readStore: ReadStore = env.MONGODB_URL
    ? await MongoReadStore.connect(env.MONGODB_URL)
    : new PostgresReadStore({ url: postgres.url });
  const blobStore: BlobStore = env.MONGODB_URL
    ? await MongoBlobStore.connect(env.MONGODB_URL)
    : new PostgresBlobStore({ url: postgres.url });
  // The audit CLI reads the running system's stores through this file (issue 22).
  await writeConnectionFile(env.FLEETCHECK_DATA_DIR, { databaseUrl: postgres.url, esdbUrl: env.ESDB_URL, pid: process.pid });
  return {
    postgres,
    eventStore,
    readStore,
    blobStore,
    async close() {
      await removeConnectionFile(env.FLEETCHECK_DATA_DIR);
      await blobStore.close();
      await readStore.close();
      await eventStore.close();
      await postgres.stop();
    },
  };
}
