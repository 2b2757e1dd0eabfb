import { afterAll, describe, expect, it } from 'vitest';
import { defaultLoginPolicy, type LoginRateLimiter, type RateLimitPolicy } from '../../src/auth/rate-limiter';

/** A limiter under test and the means to move its time on (its clock, or its store's expiries). */
export interface RateLimiterUnderTest {
  open(policyFor: (key: string) => RateLimitPolicy): LoginRateLimiter;
  /** Moves the limiter's time on by `seconds`. */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * What every login rate limiter does (rate-limiter.ts): a fixed window per key from its first failure, refused
 * from the policy's count on with the seconds left, keys apart, reset at once, and open again when the window ends.
 * Run by the in-memory and the Redis limiter alike; each figure is worked out from the policy by hand.
 */
export function loginRateLimiterContract(name: string, start: () => Promise<RateLimiterUnderTest>, enabled = true): void {
  describe.skipIf(!enabled)(`login rate limiter contract: ${name}`, () => {
    let subject: RateLimiterUnderTest | undefined;
    const fivePerQuarterHour = async () => {
      subject ??= await start();
      return subject.open(() => ({ maxFailures: 5, windowSeconds: 900 }));
    };
    afterAll(async () => {
      await subject?.close();
    });

    it('lets a key try until its fifth failure, then refuses it for the 900 s of the window, other keys untouched', async () => {
      const limiter = await fivePerQuarterHour();
      for (let i = 0; i < 4; i++) await limiter.recordFailure('account:alice');
      expect(await limiter.retryAfter('account:alice')).toBe(0);
      await limiter.recordFailure('account:alice');
      expect(await limiter.retryAfter('account:alice')).toBe(900);
      await limiter.recordFailure('account:bob');
      expect(await limiter.retryAfter('account:bob')).toBe(0);
      expect(await limiter.retryAfter('account:nobody')).toBe(0);
    });

    it('counts from the first failure: 600 s later 300 s are left, later failures do not extend it, and it opens when it ends', async () => {
      const limiter = await fivePerQuarterHour();
      await limiter.recordFailure('address:10.0.0.1');
      await subject!.advance(600);
      for (let i = 0; i < 5; i++) await limiter.recordFailure('address:10.0.0.1');
      expect(await limiter.retryAfter('address:10.0.0.1')).toBe(300);
      await subject!.advance(299);
      expect(await limiter.retryAfter('address:10.0.0.1')).toBe(1);
      await subject!.advance(1);
      expect(await limiter.retryAfter('address:10.0.0.1')).toBe(0);
      // A new window opens with the next failure, counted from one again.
      await limiter.recordFailure('address:10.0.0.1');
      expect(await limiter.retryAfter('address:10.0.0.1')).toBe(0);
    });

    it('opens a refused key at once when it is reset', async () => {
      const limiter = await fivePerQuarterHour();
      for (let i = 0; i < 5; i++) await limiter.recordFailure('account:carol');
      expect(await limiter.retryAfter('account:carol')).toBe(900);
      await limiter.reset('account:carol');
      expect(await limiter.retryAfter('account:carol')).toBe(0);
    });

    it('holds reset mails to one address at 3 an hour with the default policy, and wrong codes of one account at 5 in 15 minutes', async () => {
      subject ??= await start();
      const limiter = subject.open(defaultLoginPolicy);
      for (let i = 0; i < 2; i++) await limiter.recordFailure('mail:address:someone@example.com');
      expect(await limiter.retryAfter('mail:address:someone@example.com')).toBe(0);
      await limiter.recordFailure('mail:address:someone@example.com');
      expect(await limiter.retryAfter('mail:address:someone@example.com')).toBe(3600);
      expect(await limiter.retryAfter('mail:address:other@example.com')).toBe(0);
      for (let i = 0; i < 5; i++) await limiter.recordFailure('verify:account:dave');
      expect(await limiter.retryAfter('verify:account:dave')).toBe(900);
    });
  });
}
