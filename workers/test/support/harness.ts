import { randomBytes } from 'node:crypto';
import {
  PostgresReadStore,
  createPostgresEventStore,
  createPostgresQueueBackend,
  createRedisQueueBackend,
  deleteRedisQueueNamespace,
  pgPool,
  pingRedis,
  type EventStore,
  type QueueBackend,
} from '@fleetcheck/platform';
import { createTestDatabase, serviceAvailable, testServerUrl, type TestDatabase } from '@fleetcheck/platform/testing';
import { allProjections, createProjectionRunner, type ProjectionRunner } from '@fleetcheck/projections';

export type QueueKind = 'redis' | 'postgres';

export const redisTestUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether each queue backend answers. PostgreSQL is always there (the run's global setup provides one or fails);
 * Redis is optional, and REQUIRE_SERVICES=redis turns a missing one into a failure.
 */
export async function availableServices(suite: string): Promise<Record<QueueKind, boolean>> {
  const redis = await serviceAvailable('redis', suite, () => pingRedis(redisTestUrl()), 'Start Redis or set REDIS_URL.');
  return { postgres: true, redis };
}

/** A queue backend a file's tests run on: its name in their titles, and its kind. */
export type QueueBackendUnderTest = readonly [name: string, kind: QueueKind];

/**
 * The queue backends a file's tests run on (for describe.each): Redis, then PostgreSQL. Where Redis is missing
 * (and not required), Redis's half runs on PostgreSQL, titled so, instead of skipping: a machine with only Node
 * runs every test.
 */
export async function queueBackends(suite: string): Promise<QueueBackendUnderTest[]> {
  const { redis } = await availableServices(suite);
  return [redis ? ['redis', 'redis'] : ['postgres (no Redis here)', 'postgres'], ['postgres', 'postgres']];
}

export interface Harness {
  db: TestDatabase;
  store: EventStore;
  readStore: PostgresReadStore;
  queues: QueueBackend;
  /** The read models the workers read (managers, drivers, their roster and days off, offices, test results, cars, detectors and their usage, admins, companies), kept by the real projections as in the system. */
  readModels: ProjectionRunner;
  /** Another queue backend on the same queues (as a second workers process would open); the caller closes it. */
  openQueuesAgain(): QueueBackend;
  /** Resolves once those read models have applied everything appended so far (what a test seeded). */
  readModelsCaughtUp(): Promise<void>;
  close(): Promise<void>;
}

const READ_MODELS_WORKERS_READ = [
  'managers',
  'drivers',
  'driver_duty',
  'test_results',
  'cars',
  'company_devices',
  'device_registry',
  'admins',
  'companies',
  'subscriptions',
  'device_usage',
  'driver_roster',
  'offices',
  'live_calls',
];

/** A fresh database (event store, read store) and a queue backend of `kind` isolated by a random namespace. */
export async function openHarness(kind: QueueKind): Promise<Harness> {
  const db = await createTestDatabase('fc_workers');
  const store = await createPostgresEventStore(db.url);
  const readStore = new PostgresReadStore({ url: db.url });
  const prefix = `fc_test_${randomBytes(6).toString('hex')}`;
  const openQueues = () =>
    kind === 'redis' ? createRedisQueueBackend({ url: redisTestUrl(), prefix }) : createPostgresQueueBackend({ url: db.url });
  const queues = openQueues();
  const projections = allProjections.filter((projection) => READ_MODELS_WORKERS_READ.includes(projection.name));
  const readModels = createProjectionRunner({ eventStore: store, readStore, projections });
  await readModels.start();
  return {
    db,
    store,
    readStore,
    queues,
    readModels,
    openQueuesAgain: openQueues,
    async readModelsCaughtUp() {
      const head = await store.headPosition();
      if (!(await readModels.waitForPosition(head, 20_000))) throw new Error(`read models did not reach position ${head}`);
    },
    async close() {
      await readModels.stop();
      await queues.close();
      if (kind === 'redis') await deleteRedisQueueNamespace(redisTestUrl(), prefix);
      await readStore.close();
      await store.close();
      await untilDisconnected(db.name);
      await db.drop();
    },
  };
}

/**
 * Closed pg clients leave the server a moment later; dropping the database before that makes the server kill
 * them, which BullMQ logs as a connection error. Waiting keeps test output clean.
 */
async function untilDisconnected(database: string): Promise<void> {
  const pool = pgPool(testServerUrl(), { max: 1 });
  try {
    await eventually(
      async () => {
        const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
        return rows[0]!.n === 0;
      },
      'connections to close',
      5000,
    ).catch(() => undefined);
  } finally {
    await pool.end();
  }
}

/** Waits until `check` answers a value (not undefined/false), polling; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
