import type { Clock } from '../deps';

/**
 * Counts failed logins, reset mails and wrong e-mailed codes per key (an account and an address are separate
 * keys; defaultLoginPolicy gives each kind its limit): in process memory for one
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

const QUARTER_HOUR = 15 * 60;
const HOUR = 60 * 60;

/**
 * Sign-in: accounts lock after 5 failures in 15 minutes; an address (shared by an office behind NAT) after 30.
 * E-mailed codes (throttle.ts): at most 3 reset mails an hour to one e-mail address or account, 20 requests an
 * hour from one client address; 5 wrong codes in 15 minutes for one account, 20 from one client address.
 */
export const defaultLoginPolicy = (key: string): RateLimitPolicy => {
  if (key.startsWith('mail:client:')) return { maxFailures: 20, windowSeconds: HOUR };
  if (key.startsWith('mail:')) return { maxFailures: 3, windowSeconds: HOUR };
  if (key.startsWith('verify:client:')) return { maxFailures: 20, windowSeconds: QUARTER_HOUR };
  if (key.startsWith('verify:')) return { maxFailures: 5, windowSeconds: QUARTER_HOUR };
  // A record's live confirmation code (issue 35): 5 wrong tries in 15 minutes.
  if (key.startsWith('code:')) return { maxFailures: 5, windowSeconds: QUARTER_HOUR };
  return key.startsWith('account:') ? { maxFailures: 5, windowSeconds: QUARTER_HOUR } : { maxFailures: 30, windowSeconds: QUARTER_HOUR };
};
