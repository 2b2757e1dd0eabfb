import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresQueueBackend,
  createRedisQueueBackend,
  deleteRedisQueueNamespace,
  pingRedis,
  type QueueBackend,
} from '../../src/index';
import { createTestDatabase, serviceAvailable, type TestDatabase } from '../../src/testing';
import { until } from '../support/until';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'queue backends', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

describe.each(['redis', 'postgres'] as const)('the job queue port on BullMQ/%s', (kind) => {
  // PostgreSQL is always there: the run's global setup provides one or fails.
  const enabled = kind === 'postgres' || redisUp;
  let db: TestDatabase | undefined;
  let backend: QueueBackend;
  const prefix = `fc_qtest_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    if (!enabled) return;
    if (kind === 'postgres') db = await createTestDatabase('fc_queue');
    backend = kind === 'redis' ? createRedisQueueBackend({ url: redisUrl, prefix }) : createPostgresQueueBackend({ url: db!.url });
  });
  afterAll(async () => {
    if (!enabled) return;
    await backend.close();
    if (kind === 'redis') await deleteRedisQueueNamespace(redisUrl, prefix);
    await db?.drop();
  });

  it.skipIf(!enabled)('adds a job id once: a second add with that id adds nothing', async () => {
    const queue = backend.queue<{ n: number }>('dedupe');
    expect(await queue.add('job', { n: 1 }, { jobId: 'event-1' })).toEqual({ id: 'event-1', added: true });
    expect(await queue.add('job', { n: 2 }, { jobId: 'event-1' })).toEqual({ id: 'event-1', added: false });
    expect(await queue.counts()).toMatchObject({ waiting: 1 });
    expect(await queue.getJob('event-1')).toMatchObject({ data: { n: 1 }, state: 'waiting' });
  });

  it.skipIf(!enabled)('retries with exponential backoff, then lists the job as failed; a retry runs it again from scratch', async () => {
    const queue = backend.queue<{ n: number }>('retries', { attempts: 3, backoffMs: 10 });
    const tries: number[] = [];
    let healthy = false;
    backend.worker<{ n: number }>('retries', async (job) => {
      tries.push(job.attemptsMade);
      if (!healthy) throw new Error(`attempt ${job.attemptsMade + 1} failed`);
    });
    await queue.add('job', { n: 1 }, { jobId: 'flaky' });
    await until(async () => (await queue.listFailed()).some((job) => job.id === 'flaky'), 'the job to fail');
    expect(tries).toEqual([0, 1, 2]);
    const [failed] = await queue.listFailed();
    expect(failed).toMatchObject({ id: 'flaky', attemptsMade: 3, failedReason: 'attempt 3 failed', data: { n: 1 } });
    expect(failed!.finishedAt).toBeInstanceOf(Date);

    healthy = true;
    await queue.retryFailed('flaky');
    await until(async () => (await queue.getJob('flaky'))?.state === 'completed', 'the retried job');
    expect(tries.at(-1)).toBe(0);
    expect(await queue.listFailed()).toEqual([]);
  });

  it.skipIf(!enabled)('upserting a schedule twice keeps one schedule', async () => {
    const queue = backend.queue<Record<string, never>>('schedules');
    await queue.schedule('daily-scan', { cron: '0 3 * * *', timeZone: 'Asia/Tokyo' }, 'Scan', {});
    await queue.schedule('daily-scan', { cron: '0 4 * * *', timeZone: 'Asia/Tokyo' }, 'Scan', {});
    const schedules = await queue.listSchedules();
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ id: 'daily-scan', cron: '0 4 * * *' });
    await queue.removeSchedule('daily-scan');
    expect(await queue.listSchedules()).toEqual([]);
  });
});
