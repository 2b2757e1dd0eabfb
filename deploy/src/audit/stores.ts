import {
  createEventStoreDbEventStore,
  createPostgresEventStore,
  envSchema,
  loadEnv,
  startPostgres,
  type EventStore,
} from '@fleetcheck/platform';
import { connectionFileOf, readConnectionFile } from '../local/connection-file';

export interface AuditStore {
  store: EventStore;
  /** Where the events come from, for the messages. */
  source: string;
  close(): Promise<void>;
}

/**
 * The event store to audit: ESDB_URL or DATABASE_URL when set; else the local system running on the data
 * directory (through the connection file it writes); else the data directory's embedded PostgreSQL, started here.
 */
export async function openAuditStore(): Promise<AuditStore> {
  const env = loadEnv(envSchema);
  if (env.ESDB_URL) {
    const store = createEventStoreDbEventStore(env.ESDB_URL);
    return { store, source: 'ESDB_URL', close: () => store.close() };
  }
  const running = env.DATABASE_URL ? undefined : await readConnectionFile(env.FLEETCHECK_DATA_DIR);
  if (running) {
    const store = running.esdbUrl ? createEventStoreDbEventStore(running.esdbUrl) : await createPostgresEventStore(running.databaseUrl);
    return { store, source: `the local system running on ${connectionFileOf(env.FLEETCHECK_DATA_DIR)}`, close: () => store.close() };
  }
  const postgres = await startPostgres({ databaseUrl: env.DATABASE_URL, dataDir: env.FLEETCHECK_DATA_DIR });
  const store = await createPostgresEventStore(postgres.url);
  return {
    store,
    source: env.DATABASE_URL ? 'DATABASE_URL' : `the data directory ${env.FLEETCHECK_DATA_DIR}`,
    async close() {
      await store.close();
      await postgres.stop();
    },
  };
}
