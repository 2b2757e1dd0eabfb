import { randomBytes } from 'node:crypto';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@fleetcheck/contracts';
import {
  Metrics,
  createPostgresEventStore,
  createRedisQueueBackend,
  deleteRedisQueueNamespace,
  pingRedis,
  routeLabel,
  type EventStore,
  type QueueBackend,
} from '../../src/index';
import { createTestDatabase, serviceAvailable, type TestDatabase } from '../../src/testing';
import { serve } from '../http/serve';
import { until } from '../support/until';

/** /metrics on real stores: projection lag from the PostgreSQL event store, queue depth and failures from BullMQ on Redis. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'metrics', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');
const prefix = `fc_mtest_${randomBytes(6).toString('hex')}`;
const meta: EventMetadata = {
  actor: { userId: null, role: 'system', companyId: null },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: new Date().toISOString(),
};

let db: TestDatabase;
let store: EventStore;
let queues: QueueBackend;
let server: Awaited<ReturnType<typeof serve>>;
let checkpoint: bigint | undefined;
const metrics = new Metrics('metrics-test');

const scrape = async () => (await fetch(`${server.base}/metrics`)).text();
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

beforeAll(async () => {
  db = await createTestDatabase('fc_metrics');
  store = await createPostgresEventStore(db.url, { poolSize: 2 });
  metrics.trackProjectionLag({ store, checkpoint: () => checkpoint });
  if (redisUp) {
    queues = createRedisQueueBackend({ url: redisUrl, prefix });
    metrics.trackQueues(queues, ['depth', 'failing']);
  }
  const app = express();
  app.use(metrics.http());
  app.get('/metrics', metrics.endpoint());
  server = await serve(app);
});
afterAll(async () => {
  await server?.close();
  if (redisUp) {
    await queues?.close();
    await deleteRedisQueueNamespace(redisUrl, prefix);
  }
  await store?.close();
  await db?.drop();
});

describe('GET /metrics', () => {
  it('reports projection lag as the number of events after the projections checkpoint', async () => {
    const written = [];
    for (let i = 0; i < 3; i++) {
      written.push(
        await store.appendToStream(`metric-${i}`, [{ type: 'Something', schemaVersion: 1, data: { i }, metadata: meta }], 'no_stream'),
      );
    }
    expect(sample(await scrape(), 'fleetcheck_projection_lag_events', 'service="metrics-test"')).toBe(3);
    checkpoint = written[0]!.position;
    expect(sample(await scrape(), 'fleetcheck_projection_lag_events', 'service="metrics-test"')).toBe(2);
    checkpoint = written[2]!.position;
    expect(sample(await scrape(), 'fleetcheck_projection_lag_events', 'service="metrics-test"')).toBe(0);
  });

  it.skipIf(!redisUp)('reports queue depth per state and failed jobs per queue', async () => {
    const depth = queues.queue<{ n: number }>('depth');
    await depth.add('job', { n: 1 });
    await depth.add('job', { n: 2 });
    await depth.add('later', { n: 3 }, { delayMs: 3_600_000 });
    const failing = queues.queue<{ n: number }>('failing', { attempts: 1, backoffMs: 1 });
    const worker = queues.worker<{ n: number }>('failing', async () => {
      throw new Error('boom');
    });
    await failing.add('job', { n: 1 });
    await until(async () => (await failing.counts()).failed === 1, 'the job to fail');
    await worker.close();

    const text = await scrape();
    expect(sample(text, 'fleetcheck_queue_jobs', 'queue="depth",state="waiting"')).toBe(2);
    expect(sample(text, 'fleetcheck_queue_jobs', 'queue="depth",state="delayed"')).toBe(1);
    expect(sample(text, 'fleetcheck_queue_failed_jobs', 'queue="failing"')).toBe(1);
    expect(sample(text, 'fleetcheck_queue_failed_jobs', 'queue="depth"')).toBe(0);
  });

  it('counts HTTP requests in the latency histogram', async () => {
    await scrape();
    expect(
      sample(await scrape(), 'fleetcheck_http_request_duration_seconds_count', 'route="/metrics",status="200"'),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('routeLabel', () => {
  it('replaces ids by :id, drops the query, and collapses unmatched and static paths', () => {
    expect(routeLabel('/api/v1/car/7f3e9a1c-0000-4000-8000-000000000001?x=1', 200)).toBe('/api/v1/car/:id');
    expect(routeLabel('/api/v1/admin/jobs/fleetcheck-mail/123/retry', 200)).toBe('/api/v1/admin/jobs/fleetcheck-mail/:id/retry');
    expect(routeLabel('/api/v1/driver/driver-reset-password', 200)).toBe('/api/v1/driver/driver-reset-password');
    expect(routeLabel('/api/v1/anything', 404)).toBe('(unmatched)');
    expect(routeLabel('/assets/index-abc123.js', 200)).toBe('(static)');
    expect(routeLabel('/metrics', 200)).toBe('/metrics');
  });
});
