import { randomUUID } from 'node:crypto';
import { pingRedis } from '@fleetcheck/platform';
import { serviceAvailable } from '@fleetcheck/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createInMemoryRateLimiter } from '../src/auth/rate-limiter';
import { createRedisRateLimiter } from '../src/auth/redis-rate-limiter';
import { loginRateLimiterContract } from './support/rate-limiter-contract';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'Redis login rate limiter', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

loginRateLimiterContract('in process memory', async () => {
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  return {
    open: (policyFor) => createInMemoryRateLimiter({ now: () => new Date(now) }, policyFor),
    advance: async (seconds) => {
      now += seconds * 1000;
    },
    close: async () => undefined,
  };
});

/** Redis ends windows on its own clock: time moves on by shortening every window's expiry by as much. */
loginRateLimiterContract(
  'Redis',
  async () => {
    const redis = new Redis(redisUrl);
    const prefix = `test:login-failures:${randomUUID()}:`;
    return {
      open: (policyFor) => createRedisRateLimiter(redis, policyFor, prefix),
      async advance(seconds) {
        for (const key of await redis.keys(`${prefix}*`)) {
          const left = (await redis.pttl(key)) - seconds * 1000;
          if (left > 0) await redis.pexpire(key, left);
          else await redis.del(key);
        }
      },
      async close() {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
  redisUp,
);

describe.skipIf(!redisUp)('the Redis login rate limiter across processes', () => {
  const connections: Redis[] = [];
  const prefix = `test:login-failures:${randomUUID()}:`;
  /** One limiter per "process", each on its own connection. */
  const limiter = () => {
    const redis = new Redis(redisUrl);
    connections.push(redis);
    return createRedisRateLimiter(redis, () => ({ maxFailures: 5, windowSeconds: 900 }), prefix);
  };
  afterAll(async () => {
    const [first] = connections;
    const keys = first ? await first.keys(`${prefix}*`) : [];
    if (keys.length > 0) await first!.del(...keys);
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  it('counts failures from every process against one window, and a reset by one opens it for all', async () => {
    const [a, b] = [limiter(), limiter()];
    for (let i = 0; i < 3; i++) await a.recordFailure('account:alice');
    for (let i = 0; i < 2; i++) await b.recordFailure('account:alice');
    expect(await a.retryAfter('account:alice')).toBe(900);
    expect(await b.retryAfter('account:alice')).toBe(900);
    await b.reset('account:alice');
    expect(await a.retryAfter('account:alice')).toBe(0);
  });
});
