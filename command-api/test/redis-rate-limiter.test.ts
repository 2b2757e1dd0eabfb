import { randomUUID } from 'node:crypto';
import { pingRedis } from '@fleetcheck/platform';
import { serviceAvailable } from '@fleetcheck/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLoginPolicy } from '../src/auth/rate-limiter';
import { createRedisRateLimiter } from '../src/auth/redis-rate-limiter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'Redis login rate limiter', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

describe.skipIf(!redisUp)('the Redis login rate limiter', () => {
  const connections: Redis[] = [];
  const prefix = `test:login-failures:${randomUUID()}:`;
  /** One limiter per "process", each on its own connection. */
  const limiter = (windowSeconds = 900) => {
    const redis = new Redis(redisUrl);
    connections.push(redis);
    return createRedisRateLimiter(redis, () => ({ maxFailures: 5, windowSeconds }), prefix);
  };

  afterAll(async () => {
    const [first] = connections;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  it('counts failures from every process against one window, per key, until reset', async () => {
    const [a, b] = [limiter(), limiter()];
    for (let i = 0; i < 3; i++) await a.recordFailure('account:alice');
    for (let i = 0; i < 2; i++) await b.recordFailure('account:alice');
    await a.recordFailure('account:bob');

    const wait = await a.retryAfter('account:alice');
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await b.retryAfter('account:alice')).toBeGreaterThan(0);
    expect(await a.retryAfter('account:bob')).toBe(0);
    expect(await b.retryAfter('account:nobody')).toBe(0);

    await b.reset('account:alice');
    expect(await a.retryAfter('account:alice')).toBe(0);
  });

  it('opens the key again when its window expires, and later failures do not extend it', async () => {
    const short = limiter(1);
    const redis = connections.at(-1)!;
    const key = 'address:10.0.0.1';
    for (let i = 0; i < 5; i++) await short.recordFailure(key);
    expect(await short.retryAfter(key)).toBe(1);
    const windowLeft = await redis.pttl(prefix + key);
    await short.recordFailure(key);
    // Redis keeps the window's own expiry: a later failure leaves it where it was (never pushed back).
    expect(await redis.pttl(prefix + key)).toBeLessThanOrEqual(windowLeft);
    // Redis ends the window on its own clock: poll with a deadline instead of sleeping a fixed time.
    const deadline = Date.now() + 10_000;
    while ((await short.retryAfter(key)) !== 0) {
      if (Date.now() > deadline) throw new Error('the 1 s window did not end within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await redis.exists(prefix + key)).toBe(0);
  });

  it('holds reset mails to one address at 3 an hour across processes, with the default policy', async () => {
    const policy = () => {
      const redis = new Redis(redisUrl);
      connections.push(redis);
      return createRedisRateLimiter(redis, defaultLoginPolicy, prefix);
    };
    const [a, b] = [policy(), policy()];
    await a.recordFailure('mail:address:someone@example.com');
    await b.recordFailure('mail:address:someone@example.com');
    expect(await a.retryAfter('mail:address:someone@example.com')).toBe(0);
    await a.recordFailure('mail:address:someone@example.com');
    const wait = await b.retryAfter('mail:address:someone@example.com');
    expect(wait).toBeGreaterThan(3590);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await b.retryAfter('mail:address:other@example.com')).toBe(0);
  });
});
