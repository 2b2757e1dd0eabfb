import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore } from '../../src/event-store/port';
import { PostgresLeaseStore, runAsLeader, type Led, type LeaseStore } from '../../src/lease';
import { createTestDatabase, type TestDatabase } from '../../src/testing';
import { testEventMetadata as metadata } from '../../src/testing/event-metadata';
import { until } from '../support/until';

/*
 * Two replicas of a process that follows the log under one subscriber id (the workers' dispatcher, the
 * projections): only the lease holder handles events, so each is handled once; when the holder's session dies
 * the standby takes over from the checkpoint and nothing is missed.
 */

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase('fc_leader');
  store = await createPostgresEventStore(db.url, { poolSize: 8 });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** `writers` concurrent writers appending `count` events in all, each to a stream of its own. */
async function appendLoad(count: number, writers = 8): Promise<void> {
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = w; i < count; i += writers) {
        await store.appendToStream(`load-${randomUUID()}`, [{ type: 'Loaded', schemaVersion: 1, data: { i }, metadata: metadata() }]);
      }
    }),
  );
}

describe('runAsLeader', () => {
  it('runs the work on one replica at a time; a standby takes over from the checkpoint when the holder dies', async () => {
    const handled: { replica: string; id: string }[] = [];
    const leases = { a: new PostgresLeaseStore(db.url), b: new PostgresLeaseStore(db.url) };
    // Replica a stands for a process that dies with its session: it does not come back to take the lease again
    // (a live replica would be a fair contender, and could win the lease back before b's next try).
    let aTries = 0;
    const contenders: Record<'a' | 'b', LeaseStore> = {
      a: { tryAcquire: async (name) => (aTries++ === 0 ? leases.a.tryAcquire(name) : undefined), close: () => leases.a.close() },
      b: leases.b,
    };
    const replica = (name: 'a' | 'b'): Led =>
      runAsLeader(
        contenders[name],
        'dispatch',
        async () =>
          store.subscribeWithCheckpoint(
            'dispatcher',
            async (event) => {
              handled.push({ replica: name, id: event.id });
            },
            { filter: { eventTypes: ['Loaded'] } },
          ),
        { retryMs: 100 },
      );
    const a = replica('a');
    await until(() => a.leading(), 'replica a to lead');
    const b = replica('b');
    try {
      await appendLoad(400);
      await until(() => handled.length >= 400, '400 events handled');
      expect(new Set(handled.map((h) => h.id)).size).toBe(400);
      expect(handled).toHaveLength(400);
      expect(new Set(handled.map((h) => h.replica))).toEqual(new Set(['a']));
      expect(b.leading()).toBe(false);

      // The holder's session dies while writers keep appending.
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      const load = appendLoad(400);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND ((classid::bigint << 32) | objid::bigint) = hashtextextended('dispatch', 0)`,
      );
      await admin.end();
      await load;
      await until(() => new Set(handled.map((h) => h.id)).size >= 800, 'all 800 events handled');
      await until(() => b.leading(), 'replica b to lead');
      expect(a.leading()).toBe(false);

      const ids = new Set(handled.map((h) => h.id));
      expect(ids.size).toBe(800);
      const byB = handled.filter((h) => h.replica === 'b');
      expect(byB.length).toBeGreaterThan(0);
      // At-least-once: what a handled after its last stored checkpoint may come again from b, nothing more.
      const twice = handled.length - ids.size;
      expect(twice).toBeLessThanOrEqual(500);
      const seenByA = new Set(handled.filter((h) => h.replica === 'a').map((h) => h.id));
      for (const h of byB) if (seenByA.has(h.id)) expect(handled.filter((x) => x.id === h.id)).toHaveLength(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await Promise.all([leases.a.close(), leases.b.close()]);
    }
  }, 120_000);

  it('a stopped leader hands over at once: the standby starts without waiting for a time to live', async () => {
    const leases = [new PostgresLeaseStore(db.url), new PostgresLeaseStore(db.url)];
    const running: string[] = [];
    const start = (name: string) => async () => {
      running.push(name);
      return { stop: async () => void running.splice(running.indexOf(name), 1) };
    };
    const first = runAsLeader(leases[0]!, 'projections', start('first'), { retryMs: 50 });
    await until(() => first.leading(), 'first to lead');
    let attempts = 0;
    const counted = { tryAcquire: (name: string) => (attempts++, leases[1]!.tryAcquire(name)), close: () => leases[1]!.close() };
    const second = runAsLeader(counted, 'projections', start('second'), { retryMs: 50 });
    try {
      await until(() => attempts >= 3, 'three tries by the standby');
      expect(running).toEqual(['first']);
      await first.stop();
      await until(() => second.leading(), 'second to lead');
      expect(running).toEqual(['second']);
    } finally {
      await second.stop();
      await Promise.all(leases.map((l) => l.close()));
    }
  });
});
