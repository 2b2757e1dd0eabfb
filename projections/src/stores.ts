import {
  MongoReadStore,
  PostgresReadStore,
  createPostgresEventStore,
  envSchema,
  loadEnv,
  type EventStore,
  type ReadStore,
} from '@fleetcheck/platform';

/** Stores for the standalone process and the replay CLI, chosen by configuration only. */
export async function storesFromEnv(): Promise<{ eventStore: EventStore; readStore: ReadStore; close(): Promise<void> }> {
  const env = loadEnv(envSchema);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL must be set for the standalone projections process and replay');
  const eventStore = await createPostgresEventStore(env.DATABASE_URL);
  const readStore: ReadStore = env.MONGODB_URL
    ? await MongoReadStore.connect(env.MONGODB_URL)
    : new PostgresReadStore({ url: env.DATABASE_URL });
  return {
    eventStore,
    readStore,
    async close() {
      await readStore.close();
      await eventStore.close();
    },
  };
}
