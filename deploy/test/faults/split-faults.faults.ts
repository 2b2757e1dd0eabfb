import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, deleteRedisQueueNamespace, pingRedis } from '@fleetcheck/platform';
import { createTestDatabase, serviceAvailable, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startSplitSystem, type SplitSystem } from '../../src/split/split-system';
import type { ServiceName } from '../../src/split/service-process';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { readWholeLog } from '../support/event-log';
import { eventually } from '../support/eventually';
import { projectionsReached } from '../support/read-models';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { effectsComplete, expectEachEffectOnce } from './effects';
import { FAILING_MG_L, startWriteLoad, type Acknowledged } from './write-load';
import { productionStoreEnv } from './store-env';

/*
 * Faults on the split local profile (every service its own process on one PostgreSQL). The workers reach
 * Redis through a relay the test can cut, so "the queue backend is down" touches no one else's Redis.
 * 1. Under a sustained write load, the projections, the workers and the command API are each killed with
 *    SIGKILL and started again.
 * 2. PostgreSQL becomes unreachable for a few seconds under the same load (all connections cut).
 * 3. With the queue backend unreachable, detectors' results are still accepted; the backlog drains afterwards.
 * Then: every acknowledged write is in the event store exactly once, every read model equals a fresh replay,
 * and every job's effect (alert notification, manager mails) happened exactly once.
 * PostgreSQL itself is not restarted: it is the machine's shared server, and the embedded one gets a new port
 * and password on every start, which running services could not follow; the relay cut stands in for it.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const namespace = `fc_faults_${randomBytes(4).toString('hex')}`;
const redisReady = await serviceAvailable(
  'redis',
  'fault tests',
  () => pingRedis(redisUrl),
  'Start Redis on 127.0.0.1:6379 or set REDIS_URL.',
);

let db: TestDatabase;
let dataDir: string;
let relay: TcpProxy;
let databaseRelay: TcpProxy;
let system: SplitSystem;
let call: ApiCall;
let fleet: Fleet;

beforeAll(async () => {
  if (!redisReady) return;
  const redis = new URL(redisUrl);
  relay = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  db = await createTestDatabase('fc_faults');
  // Every process reaches PostgreSQL through a relay too: cutting it is a restart as the clients see it
  // (every connection dropped, new ones refused), without restarting the server other users share.
  const databaseUrl = new URL(db.url);
  databaseRelay = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  databaseUrl.hostname = '127.0.0.1';
  databaseUrl.port = String(databaseRelay.port);
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-faults-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: databaseUrl.toString(),
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    ...productionStoreEnv('faults'),
  });
  system = await startSplitSystem(env, createLogger({ level: 'fatal', name: 'faults' }), {
    stdio: 'ignore',
    serviceEnv: {
      'command-api': { REDIS_URL: '' },
      'query-api': { REDIS_URL: '' },
      projections: { REDIS_URL: '' },
      // Short retry backoff is not configurable per process; BullMQ's default reconnects cover the outage.
      workers: { REDIS_URL: `redis://127.0.0.1:${relay.port}`, QUEUE_NAMESPACE: namespace },
    },
  });
  call = apiClient(system.url);
  fleet = await prepareFleet(call, 4);
}, 240_000);

afterAll(async () => {
  await system?.stop();
  await relay?.close();
  await databaseRelay?.close();
  if (redisReady) await deleteRedisQueueNamespace(redisUrl, namespace).catch(() => undefined);
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function crashAndRestart(name: ServiceName): Promise<void> {
  const service = system.services[name];
  expect(await service.kill('SIGKILL')).toBeNull();
  await service.start();
}

describe.skipIf(!redisReady)('the split local profile under faults', () => {
  const acknowledged: Acknowledged = { readings: new Map(), offices: new Set(), unanswered: 0 };

  it(
    'keeps every acknowledged write while the projections, the workers and the command API are killed mid-load',
    { timeout: 300_000 },
    async () => {
      const load = startWriteLoad(call, fleet, { clients: 4, pauseMs: 50 });
      for (const name of ['projections', 'workers', 'command-api'] as const) {
        const before = load.count;
        await eventually(`more acknowledged writes before killing ${name}`, async () => (load.count >= before + 60 ? true : undefined));
        await crashAndRestart(name);
      }
      const after = load.count;
      await eventually('writes after the last restart', async () => (load.count >= after + 40 ? true : undefined));
      const result = await load.stop();
      for (const [id, reading] of result.readings) acknowledged.readings.set(id, reading);
      for (const id of result.offices) acknowledged.offices.add(id);
      expect(result.readings.size).toBeGreaterThan(100);
      // The command API was down for a while: some requests went unanswered and were retried.
      expect(result.unanswered).toBeGreaterThan(0);
    },
  );

  it('recovers when PostgreSQL becomes unreachable mid-load', { timeout: 180_000 }, async () => {
    const load = startWriteLoad(call, fleet, { clients: 4, pauseMs: 50 });
    const before = load.count;
    await eventually('writes before the outage', async () => (load.count >= before + 60 ? true : undefined));
    await databaseRelay.cut();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await databaseRelay.restore();
    const after = load.count;
    await eventually('writes after the outage', async () => (load.count >= after + 60 ? true : undefined));
    const result = await load.stop();
    for (const [id, reading] of result.readings) acknowledged.readings.set(id, reading);
    for (const id of result.offices) acknowledged.offices.add(id);
    expect(result.unanswered).toBeGreaterThan(0);
    // No service died of the outage: each recovered on its own.
    for (const service of Object.values(system.services)) expect(service.running, service.name).toBe(true);
  });

  it(
    'accepts detector results while the queue backend is unreachable and drains the backlog afterwards',
    { timeout: 180_000 },
    async () => {
      await relay.cut();
      const device = fleet.devices[0]!;
      const posted: string[] = [];
      for (let index = 0; index < 12; index++) {
        const failing = index % 3 === 0;
        const reading = deviceReading(fleet.drivers[index % fleet.drivers.length]!, failing ? FAILING_MG_L : 0);
        const answer = await call('POST', '/test-result/device', { device: device.secret, body: reading });
        expect(answer.status).toBe(201);
        acknowledged.readings.set(reading.id, { failing });
        posted.push(reading.id);
      }
      // Recorded and projected while the queue is down (the command side never waits on it), but no alert yet:
      // raising one is a job, and the workers cannot reach the queue.
      const recorded = await eventually('the results in the read model', async () => {
        const log = await readWholeLog(system.stores.eventStore);
        const ids = log.filter(
          (e) => e.type === 'TestResultRecorded' && posted.includes((e.data as { deviceResultId: string }).deviceResultId),
        );
        const head = log.at(-1)!.position;
        return ids.length === posted.length && (await projectionsReached(system.stores.readStore, head))
          ? ids.map((e) => (e.data as { testResultId: string }).testResultId)
          : undefined;
      });
      const listed = await call('GET', '/test-result?limit=100', { token: fleet.managerToken });
      expect(listed.status).toBe(200);
      expect((listed.body.docs as { _id: string }[]).map((doc) => doc._id)).toEqual(expect.arrayContaining(recorded));
      const alertsSoFar = (await readWholeLog(system.stores.eventStore)).filter((e) => e.type === 'NotificationRaised');
      expect(alertsSoFar.filter((e) => recorded.includes((e.data as { testResultId: string }).testResultId))).toEqual([]);
      await relay.restore();
      const failing = posted.filter((id) => acknowledged.readings.get(id)!.failing);
      await eventually('the backlog of alerts and mails', () => effectsComplete(system, failing), 150_000);
    },
  );

  it(
    'ends with each write once in the event store, each job effect once, and read models equal to a replay',
    { timeout: 300_000 },
    async () => {
      const failing = [...acknowledged.readings].filter(([, reading]) => reading.failing).map(([id]) => id);
      await eventually('every alert and mail', () => effectsComplete(system, failing), 150_000);
      // The workers append notifications: stop them so the log stands still, then let the projections catch up.
      expect(await system.services.workers.stop()).toBe(0);
      const head = await system.stores.eventStore.headPosition();
      await eventually('the projections at the head of the log', async () =>
        (await projectionsReached(system.stores.readStore, head)) ? true : undefined,
      );
      expect(await system.services.projections.stop()).toBe(0);

      await expectEachEffectOnce(system, acknowledged);

      const exits = await system.stop();
      expect(exits).toEqual({ 'command-api': 0, 'query-api': 0, projections: 0, workers: 0 });
    },
  );
});
