import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedisLeaseStore, REDIS_LEASE_TTL_MS } from '../../src/lease/redis-lease';
import { pingRedis } from '../../src/queue';
import { serviceAvailable } from '../../src/testing';
import { startPausableProxy, type PausableProxy } from '../../src/testing/pausable-proxy';

/*
 * A Redis lease holder whose connection hangs (a black-holing proxy between it and Redis) stops before its key
 * can expire, so a standby that takes the key after expiry never works beside it; a short blip (connections
 * reset, Redis back at once) does not stop it. Timers and Date are faked; the sockets and Redis are real.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'Redis lease faults', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

describe.skipIf(!redisUp)('Redis lease on a connection that hangs', () => {
  let admin: Redis;
  let proxy: PausableProxy;
  let store: RedisLeaseStore;
  let name: string;
  beforeAll(async () => {
    const target = new URL(redisUrl);
    proxy = await startPausableProxy(target.hostname, Number(target.port || 6379));
    admin = new Redis(redisUrl);
  });
  afterAll(async () => {
    await admin?.quit();
    await proxy?.close();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const viaProxy = new URL(redisUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    store = new RedisLeaseStore(viaProxy.toString(), `fleetcheck:test-lease:${randomUUID()}:`);
    name = 'projections';
    proxy.resume();
    proxy.up();
  });
  afterEach(async () => {
    proxy.resume();
    vi.useRealTimers();
    await store.close();
  });

  /** Moves the fake clock on in steps, letting the real sockets answer in between. */
  async function spend(ms: number, step = 250): Promise<void> {
    for (let spent = 0; spent < ms; spent += step) {
      await vi.advanceTimersByTimeAsync(step);
      await admin.ping();
      await new Promise((resolve) => setImmediate(resolve));
      await admin.ping();
    }
  }

  it('keeps the lease while renewals answer, and stops before the key can expire once they hang', async () => {
    const held = (await store.tryAcquire(name))!;
    expect(held).toBeDefined();
    let lostAt: number | undefined;
    void held.lost.then(() => (lostAt = Date.now()));
    await spend(3 * REDIS_LEASE_TTL_MS); // the rightful holder: renewals go through
    expect(lostAt).toBeUndefined();

    proxy.pause();
    const pausedAt = Date.now();
    await spend(REDIS_LEASE_TTL_MS - 1_000);
    expect(lostAt).toBeDefined();
    // It stopped within the TTL less the margin of its last successful renewal (at most one renewal period,
    // 2.5 s, before the pause)...
    expect(lostAt! - pausedAt).toBeLessThanOrEqual(REDIS_LEASE_TTL_MS * 0.8);
    // ...while its key still stands in Redis (whose clock barely moved): no standby could hold it yet.
    const prefixKeys = await admin.keys('fleetcheck:test-lease:*');
    expect(prefixKeys.length).toBeGreaterThan(0);
  });

  it('keeps the lease through a blip shorter than the margin: renewals fail, then Redis is back', async () => {
    const held = (await store.tryAcquire(name))!;
    let lost = false;
    void held.lost.then(() => (lost = true));
    await spend(1_000);
    proxy.down(); // two renewals fail: connection refused
    await spend(5_000);
    proxy.up();
    await spend(3 * REDIS_LEASE_TTL_MS);
    expect(lost).toBe(false);
    await held.release();
  });
});
