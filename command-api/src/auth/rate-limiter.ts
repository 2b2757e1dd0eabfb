import type { Clock } from '../deps';

/**
 * Counts failed logins per key (an account and an address are separate keys): in process memory for one
 * command-api process (local profile), in Redis when several share the count (redis-rate-limiter.ts).
 */
export interface LoginRateLimiter {
  /** Seconds until the key may try again, or 0 when allowed. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface RateLimitPolicy {
  maxFailures: number;
  windowSeconds: number;
}

/** Fixed window per key, in process memory; windows are cleaned as they expire. */
export function createInMemoryRateLimiter(clock: Clock, policyFor: (key: string) => RateLimitPolicy): LoginRateLimiter {
  const windows = new Map<string, { failures: number; resetsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetsAt <= clock.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    async retryAfter(key) {
      const window = current(key);
      if (!window || window.failures < policyFor(key).maxFailures) return 0;
      return Math.max(1, Math.ceil((window.resetsAt - clock.now().getTime()) / 1000));
    },
    async recordFailure(key) {
      const window = current(key);
      if (window) window.failures += 1;
      else windows.set(key, { failures: 1, resetsAt: clock.now().getTime() + policyFor(key).windowSeconds * 1000 });
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Accounts lock after 5 failures in 15 minutes; an address (shared by an office behind NAT) after 30. */
export const defaultLoginPolicy = (key: string): RateLimitPolicy =>
  key.startsWith('account:') ? { maxFailures: 5, windowSeconds: 15 * 60 } : { maxFailures: 30, windowSeconds: 15 * 60 };
