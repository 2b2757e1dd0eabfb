import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore, RecordedEvent } from '../../src/event-store/port';
import { APPEND_SQL } from '../../src/event-store/postgres/schema';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';
import { testEventMetadata as metadata } from '../../src/testing/event-metadata';
import { until } from '../support/until';

/*
 * PostgreSQL positions come from transaction ids, and readers stop below the oldest transaction still running:
 * an append that commits late is never skipped by a reader that already saw a later one; positions written by
 * the first schema (consecutive numbers) stay below every new one.
 */

let db: TestDatabase;
let store: EventStore;
let slow: pg.Client;
/** Outside any transaction, so each look at pg_stat_activity is fresh. */
let observer: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase('fc_es_positions');
  // Its reads and head wait 1 s (not 10) for the transaction this file holds open on purpose.
  store = await createPostgresEventStore(db.url, { safetyPollMs: 60_000, headSettleMs: 1000 });
  slow = new pg.Client({ connectionString: db.url });
  await slow.connect();
  observer = new pg.Client({ connectionString: db.url });
  await observer.connect();
});
afterAll(async () => {
  await slow?.end();
  await observer?.end();
  await store?.close();
  await db?.drop();
});

/** The database's clock now (what pg_stat_activity's times are compared with). */
const serverTime = async (): Promise<string> => {
  const { rows } = await observer.query<{ now: string }>('SELECT clock_timestamp()::text AS now');
  return rows[0]!.now;
};

/**
 * The readiness of a subscriber, as PostgreSQL reports it: the store's LISTEN connection is open, and a read of the
 * log (the subscriptions' statement) began after `since` and has finished.
 */
async function listenedAndRead(since: string): Promise<boolean> {
  const { rows } = await observer.query<{ ready: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %')
        AND EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT l.below, l.newest%'
                    AND state = 'idle' AND query_start > $1::timestamptz) AS ready`,
    [since],
  );
  return rows[0]!.ready;
}

describe('PostgreSQL event store positions', () => {
  it('never lets a reader skip an append that commits after a later one', async () => {
    const start = await store.headPosition();
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(async (event) => void delivered.push(event), { after: start });
    try {
      // A takes its transaction id first and stays open; B appends and commits after it.
      await slow.query('BEGIN');
      await slow.query(APPEND_SQL, ['late-a', 'any', null, [randomUUID()], ['Early'], [1], ['{}'], [JSON.stringify(metadata())]]);
      const b = await store.appendToStream('late-b', [{ type: 'Later', schemaVersion: 1, data: {}, metadata: metadata() }]);

      // While A runs, B is committed but not readable: reading it would move every cursor past A.
      expect(await store.readAll({ after: start })).toEqual([]);
      // The head waits a moment for A, which does not end, then answers only what readers can see.
      expect(await store.headPosition()).toBe(start);

      await slow.query('COMMIT');
      await until(() => delivered.length === 2, 'both events delivered');
      expect(delivered.map((event) => event.type)).toEqual(['Early', 'Later']);
      expect(delivered[1]!.position).toBe(b.position);
      expect(delivered[0]!.position < delivered[1]!.position).toBe(true);
      expect((await store.readAll({ after: start })).map((event) => event.type)).toEqual(['Early', 'Later']);
      expect(await store.headPosition()).toBe(b.position);
    } finally {
      await slow.query('ROLLBACK').catch(() => undefined);
      await subscription.stop();
    }
  });

  it('keeps positions of the first schema below every new one, so stored checkpoints keep their meaning', async () => {
    // A row as the first schema wrote it: a small consecutive position.
    await slow.query(
      `INSERT INTO event_store.events (position, id, stream_name, revision, type, schema_version, data, metadata)
       VALUES (7, $1, 'legacy-1', 0, 'Legacy', 1, '{}', $2)`,
      [randomUUID(), JSON.stringify(metadata())],
    );
    const appended = await store.appendToStream('after-legacy', [{ type: 'New', schemaVersion: 1, data: {}, metadata: metadata() }]);
    expect(appended.position > 7n).toBe(true);
    await until(
      async () => (await store.readAll({ after: 6n, filter: { streamPrefixes: ['legacy-', 'after-legacy'] } })).length === 2,
      'both readable',
    );
    const read = await store.readAll({ after: 6n, filter: { streamPrefixes: ['legacy-', 'after-legacy'] } });
    expect(read.map((event) => [event.type, event.position])).toEqual([
      ['Legacy', 7n],
      ['New', appended.position],
    ]);
  });

  it('delivers an append that became readable late even when its notification came before the subscriber listened', async () => {
    const start = await store.headPosition();
    await slow.query('BEGIN');
    await slow.query(APPEND_SQL, ['unheard-a', 'any', null, [randomUUID()], ['Early'], [1], ['{}'], [JSON.stringify(metadata())]]);
    await store.appendToStream('unheard-b', [{ type: 'Later', schemaVersion: 1, data: {}, metadata: metadata() }]);
    // B's notification has gone out before this subscriber exists; the safety poll is a minute.
    const delivered: string[] = [];
    const since = await serverTime();
    const subscription = store.subscribeToAll(async (event) => void delivered.push(event.type), { after: start });
    try {
      // Only once it listens and has read the log while A is open does the commit test the late delivery.
      await until(() => listenedAndRead(since), 'the subscriber to listen and read once');
      expect(delivered).toEqual([]);
      await slow.query('COMMIT');
      await until(() => delivered.length === 2, 'both events delivered without a notification');
      expect(delivered).toEqual(['Early', 'Later']);
    } finally {
      await slow.query('ROLLBACK').catch(() => undefined);
      await subscription.stop();
    }
  });

  it('moves a filtered subscriber past events it does not want, and wakes it by the post-commit notification', async () => {
    const delivered: string[] = [];
    const subscription = store.subscribeToAll(async (event) => void delivered.push(event.type), {
      after: await store.headPosition(),
      filter: { eventTypes: ['Wanted'] },
    });
    try {
      for (let i = 0; i < 5; i++)
        await store.appendToStream(`noise-${i}`, [{ type: 'Noise', schemaVersion: 1, data: {}, metadata: metadata() }]);
      await store.appendToStream('wanted-1', [{ type: 'Wanted', schemaVersion: 1, data: {}, metadata: metadata() }]);
      // The safety poll is a minute here: only the notification can deliver within the bound.
      await until(() => delivered.length === 1, 'the wanted event');
      expect(delivered).toEqual(['Wanted']);
    } finally {
      await subscription.stop();
    }
  });

  it('announces a burst of appends to other processes in a few notifications, the last carrying the newest position', async () => {
    // Another process: its own store (a minute's safety poll, so only a notification can wake it in time) and a
    // bare listener counting what the server sends.
    const other = await createPostgresEventStore(db.url, { safetyPollMs: 60_000 });
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => void payloads.push(message.payload!));
    await listener.query('LISTEN fleetcheck_events_appended');
    const delivered: string[] = [];
    const subscription = other.subscribeToAll(async (event) => void delivered.push(event.streamName), {
      after: await store.headPosition(),
      filter: { streamPrefixes: ['burst-'] },
    });
    try {
      const appended = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          store.appendToStream(`burst-${i}`, [{ type: 'Burst', schemaVersion: 1, data: {}, metadata: metadata() }]),
        ),
      );
      const newest = appended.reduce((max, { position }) => (position > max ? position : max), 0n);
      await until(() => payloads.includes(newest.toString()), 'the notification of the newest position');
      await until(() => delivered.length === 30, 'every append of the burst in the other process');
      expect(new Set(delivered).size).toBe(30);
      expect(payloads.length).toBeLessThan(30);
    } finally {
      await subscription.stop();
      await listener.end();
      await other.close();
    }
  });
});
