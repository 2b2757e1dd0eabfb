import type { Redis } from 'ioredis';
import type { LoginRateLimiter, RateLimitPolicy } from './rate-limiter';

/**
 * The same fixed window per key as the in-memory limiter, in Redis, so that every command-api process behind
 * the proxy counts the same failures (production profile). Redis expires the windows.
 */
export function createRedisRateLimiter(
  redis: Redis,
  policyFor: (key: string) => RateLimitPolicy,
  prefix = 'fleetcheck:login-failures:',
): LoginRateLimiter {
  return {
    async retryAfter(key) {
      const [[, failures], [, ttlMs]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
      if (failures === null || Number(failures) < policyFor(key).maxFailures) return 0;
      return Math.max(1, Math.ceil(ttlMs / 1000));
    },
    async recordFailure(key) {
      // The first failure opens the window with its expiry; later ones count within it (INCR keeps the TTL).
      await redis
        .multi()
        .set(prefix + key, '0', 'PX', policyFor(key).windowSeconds * 1000, 'NX')
        .incr(prefix + key)
        .exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
