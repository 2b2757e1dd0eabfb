import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { HeldLease, LeaseStore } from './port';

/** A holder that stops renewing (crash, partition) loses the lease this long after its last renewal. */
export const REDIS_LEASE_TTL_MS = 10_000;
const RENEW_EVERY_MS = REDIS_LEASE_TTL_MS / 4;

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
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  }

  async tryAcquire(name: string): Promise<HeldLease | undefined> {
    const key = this.prefix + name;
    const token = randomUUID();
    if ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') return undefined;
    let signalLost!: () => void;
    const lost = new Promise<void>((resolve) => (signalLost = resolve));
    const renewal = setInterval(
      () => {
        this.redis.eval(RENEW, 1, key, token, String(this.ttlMs)).then(
          (renewed) => renewed === 1 || signalLost(),
          () => signalLost(),
        );
      },
      Math.min(RENEW_EVERY_MS, this.ttlMs / 4),
    );
    renewal.unref();
    this.renewals.add(renewal);
    void lost.then(() => {
      clearInterval(renewal);
      this.renewals.delete(renewal);
    });
    return {
      lost,
      release: async () => {
        clearInterval(renewal);
        this.renewals.delete(renewal);
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
