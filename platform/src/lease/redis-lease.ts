import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { HeldLease, LeaseStore } from './port';

/** A holder that stops renewing (crash, partition) loses the lease this long after its last renewal. */
export const REDIS_LEASE_TTL_MS = 10_000;
const RENEW_EVERY_MS = REDIS_LEASE_TTL_MS / 4;
/**
 * A holder stops this long before its key could expire, counted from the moment it sent the last renewal that
 * succeeded (the server set the expiry later than that): a standby can take the key only after the holder has
 * stopped, even on a connection that hangs without an error (half-open TCP, a paused server).
 */
const SAFETY_MARGIN_SHARE = 0.2;

/** Extends the key's life only while it still holds this holder's token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the key only while it still holds this holder's token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Leases as Redis keys (`SET NX PX`) renewed by their holder: the production profile, where Redis is shared. */
export class RedisLeaseStore implements LeaseStore {
  private readonly redis: Redis;
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(
    url: string,
    private readonly prefix = 'fleetcheck:lease:',
    private readonly ttlMs = REDIS_LEASE_TTL_MS,
  ) {
    // A command that gets no answer fails (instead of waiting for ever on a half-open connection), and TCP
    // keep-alive lets the kernel notice a dead peer; the local deadline below does not depend on either.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      commandTimeout: Math.max(100, Math.floor(ttlMs / 4)),
      keepAlive: 5_000,
    });
    // A refused connection is reported by the failing command (and the deadline), not as an unhandled event.
    this.redis.on('error', () => undefined);
  }

  async tryAcquire(name: string): Promise<HeldLease | undefined> {
    const key = this.prefix + name;
    const token = randomUUID();
    const asked = Date.now();
    if ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') return undefined;
    let signalLost!: () => void;
    const lost = new Promise<void>((resolve) => (signalLost = resolve));
    // Lost when no renewal has succeeded for the TTL less the margin. A renewal that fails (a Redis blip, a
    // timeout) is only retried at the next tick: the holder keeps working while its key surely still stands.
    const usableMs = this.ttlMs * (1 - SAFETY_MARGIN_SHARE);
    let deadline: NodeJS.Timeout | undefined;
    const holdUntil = (renewedAt: number) => {
      clearTimeout(deadline);
      deadline = setTimeout(signalLost, Math.max(0, renewedAt + usableMs - Date.now()));
      deadline.unref();
    };
    holdUntil(asked);
    const renewal = setInterval(
      () => {
        const sent = Date.now();
        this.redis.eval(RENEW, 1, key, token, String(this.ttlMs)).then(
          (renewed) => (renewed === 1 ? holdUntil(sent) : signalLost()),
          () => undefined,
        );
      },
      Math.min(RENEW_EVERY_MS, this.ttlMs / 4),
    );
    renewal.unref();
    this.renewals.add(renewal);
    const stopRenewing = () => {
      clearInterval(renewal);
      clearTimeout(deadline);
      this.renewals.delete(renewal);
    };
    void lost.then(stopRenewing);
    return {
      lost,
      release: async () => {
        stopRenewing();
        await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    for (const renewal of this.renewals) clearInterval(renewal);
    this.renewals.clear();
    await this.redis.quit().catch(() => undefined);
  }
}
