import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresLeaseStore, RedisLeaseStore, type LeaseStore } from '../../src/lease';
import { pingRedis } from '../../src/queue';
import { createTestDatabase, serviceAvailable, type TestDatabase } from '../../src/testing';

/* Leases in the stores the profiles have: one holder at a time, handed over at release or when the holder dies. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'Redis leases', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('fc_lease');
});
afterAll(async () => {
  await db?.drop();
});

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

function handsOver(kind: string, open: () => LeaseStore) {
  it(`${kind}: one holder at a time; a released lease is taken at once by the next process`, async () => {
    const [a, b] = [open(), open()];
    try {
      const name = `dispatch-${randomUUID()}`;
      const held = await a.tryAcquire(name);
      expect(held).toBeDefined();
      expect(await b.tryAcquire(name)).toBeUndefined();
      const other = await b.tryAcquire(`other-${randomUUID()}`);
      expect(other).toBeDefined();
      await held!.release();
      const next = await b.tryAcquire(name);
      expect(next).toBeDefined();
      expect(await a.tryAcquire(name)).toBeUndefined();
      await next!.release();
      await other!.release();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
}

describe('PostgreSQL leases', () => {
  handsOver('PostgreSQL', () => new PostgresLeaseStore(db.url));

  it('a holder whose session is killed loses the lease, and another process takes it', async () => {
    const [a, b] = [new PostgresLeaseStore(db.url), new PostgresLeaseStore(db.url)];
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const name = `projections-${randomUUID()}`;
      const held = (await a.tryAcquire(name))!;
      expect(await b.tryAcquire(name)).toBeUndefined();
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
        [name],
      );
      expect(killed.rowCount).toBe(1);
      await within(held.lost, 5_000, 'lost signal');
      expect(await b.tryAcquire(name)).toBeDefined();
    } finally {
      await admin.end();
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.skipIf(!redisUp)('Redis leases', () => {
  const prefix = `fc-test:lease:${randomUUID()}:`;
  handsOver('Redis', () => new RedisLeaseStore(redisUrl, prefix));

  it('a holder that stops renewing (a crash) loses the lease after its time to live; the next process takes it', async () => {
    const crashed = new RedisLeaseStore(redisUrl, prefix, 400);
    const standby = new RedisLeaseStore(redisUrl, prefix, 400);
    try {
      const name = `dispatch-${randomUUID()}`;
      expect(await crashed.tryAcquire(name)).toBeDefined();
      await crashed.close(); // no more renewals, as when the process dies
      expect(await standby.tryAcquire(name)).toBeUndefined();
      const deadline = Date.now() + 5_000;
      let taken;
      while (!taken && Date.now() < deadline) {
        taken = await standby.tryAcquire(name);
        if (!taken) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(taken).toBeDefined();
    } finally {
      await standby.close();
    }
  });

  it('a holder whose key was taken over learns it at its next renewal', async () => {
    const store = new RedisLeaseStore(redisUrl, prefix, 400);
    const redis = new Redis(redisUrl);
    try {
      const name = `dispatch-${randomUUID()}`;
      const held = (await store.tryAcquire(name))!;
      await redis.set(prefix + name, 'another holder');
      await within(held.lost, 2_000, 'lost signal');
    } finally {
      redis.disconnect();
      await store.close();
    }
  });
});
