import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisQueueNamespace, openFailedJobs, pingRedis, QueueUnavailableError } from '../../src/queue';
import { serviceAvailable } from '../../src/testing';
import { startPausableProxy, type PausableProxy } from '../../src/testing/pausable-proxy';

/*
 * The APIs' view of the failed jobs answers within its deadline while Redis does not answer (a black-holing
 * proxy between them), so the operations screen gets a 503 instead of a request that hangs.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable(
  'redis',
  'failed jobs while Redis is down',
  () => pingRedis(redisUrl),
  'Start Redis or set REDIS_URL.',
);

describe.skipIf(!redisUp)('failed jobs while Redis does not answer', () => {
  let proxy: PausableProxy;
  const namespace = `fj${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const target = new URL(redisUrl);
    proxy = await startPausableProxy(target.hostname, Number(target.port || 6379));
  });
  afterAll(async () => {
    await proxy?.close();
    await deleteRedisQueueNamespace(redisUrl, namespace);
  });

  it('lists while Redis answers, and fails with QueueUnavailableError within the deadline once it does not', async () => {
    const viaProxy = new URL(redisUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const jobs = openFailedJobs({ REDIS_URL: viaProxy.toString(), namespace }, ['mail'], 300)!;
    try {
      expect(await jobs.list()).toEqual([]);
      proxy.pause();
      const started = performance.now();
      await expect(jobs.list()).rejects.toBeInstanceOf(QueueUnavailableError);
      await expect(jobs.retry('mail', 'job-1')).rejects.toBeInstanceOf(QueueUnavailableError);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      proxy.resume();
      proxy.down();
      await jobs.close();
    }
  });
});
