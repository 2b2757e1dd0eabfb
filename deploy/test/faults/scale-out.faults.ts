import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import type { ServiceProcess } from '../../src/split/service-process';
import { startSplitSystem, type SplitSystem } from '../../src/split/split-system';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';
import { projectionsReached } from '../support/read-models';
import { effectsComplete, expectEachEffectOnce } from './effects';
import { startWriteLoad } from './write-load';
import { productionStoreEnv } from './store-env';

/*
 * Scale-out on the split local profile: two workers processes and two projections processes on one PostgreSQL.
 * The job workers of both compete for jobs; the log is followed (dispatcher, device usage monitor, projections)
 * only by the holder of each lease. Under a write load each process of a pair is killed with SIGKILL in turn
 * (so whichever led was killed at least once) and started again. Then: one holder per lease, every write and
 * every effect there once, read models equal to a replay.
 */
const LEASES = ['workers-dispatch', 'projections'];

let db: TestDatabase;
let dataDir: string;
let system: SplitSystem;
let call: ApiCall;
let fleet: Fleet;

beforeAll(async () => {
  db = await createTestDatabase('fc_scale_out');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-scale-out-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    ...productionStoreEnv('scale_out'),
  });
  system = await startSplitSystem(env, createLogger({ level: 'fatal', name: 'scale-out' }), {
    stdio: 'ignore',
    // Every process on PostgreSQL only (queues and leases): the machine's Redis is not shared with tests.
    serviceEnv: {
      'command-api': { REDIS_URL: '' },
      'query-api': { REDIS_URL: '' },
      projections: { REDIS_URL: '' },
      workers: { REDIS_URL: '' },
    },
    replicas: { workers: 1, projections: 1 },
  });
  call = apiClient(system.url);
  fleet = await prepareFleet(call, 4);
}, 240_000);

afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sessions holding each lease, from PostgreSQL's own lock table. */
async function holders(): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const lease of LEASES) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
        [lease],
      );
      counts[lease] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}
const oneHolderEach = async () => {
  const counts = await holders();
  return LEASES.every((lease) => counts[lease] === 1) ? counts : undefined;
};

describe('two workers and two projections processes on one PostgreSQL', () => {
  it(
    'do the log-following work once, and lose nothing when the processes are killed in turn under load',
    { timeout: 420_000 },
    async () => {
      const pairs: Record<'workers' | 'projections', ServiceProcess[]> = {
        workers: [system.services.workers, system.replicas.find((r) => r.name === 'workers')!],
        projections: [system.services.projections, system.replicas.find((r) => r.name === 'projections')!],
      };
      expect(await eventually('one holder per lease', oneHolderEach)).toEqual({ 'workers-dispatch': 1, projections: 1 });

      const load = startWriteLoad(call, fleet, { clients: 4, pauseMs: 50 });
      for (const process of [pairs.workers[0]!, pairs.projections[0]!, pairs.workers[1]!, pairs.projections[1]!]) {
        const before = load.count;
        await eventually(`more writes before killing a ${process.name} process`, async () =>
          load.count >= before + 40 ? true : undefined,
        );
        expect(await process.kill('SIGKILL')).toBeNull();
        await process.start();
      }
      const after = load.count;
      await eventually('writes after the last restart', async () => (load.count >= after + 40 ? true : undefined));
      const acknowledged = await load.stop();
      expect(acknowledged.readings.size).toBeGreaterThan(100);
      expect(await eventually('one holder per lease after the kills', oneHolderEach)).toEqual({ 'workers-dispatch': 1, projections: 1 });

      const failing = [...acknowledged.readings].filter(([, reading]) => reading.failing).map(([id]) => id);
      await eventually('every alert and mail', () => effectsComplete(system, failing), 150_000);
      for (const workers of pairs.workers) expect(await workers.stop()).toBe(0);
      const head = await system.stores.eventStore.headPosition();
      await eventually('the projections at the head of the log', async () =>
        (await projectionsReached(system.stores.readStore, head)) ? true : undefined,
      );
      for (const projections of pairs.projections) expect(await projections.stop()).toBe(0);
      await expectEachEffectOnce(system, acknowledged);
    },
  );
});
