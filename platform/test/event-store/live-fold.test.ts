import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@fleetcheck/contracts';
import { FOLD_RESUBSCRIBE_MS, liveFold, noticingAppends, type LiveFoldSpec } from '../../src/event-store/live-fold';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore } from '../../src/event-store/port';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

const metadata: EventMetadata = {
  actor: { userId: null, role: 'system', companyId: null },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};
const event = (type: string, name: string) => ({ type, schemaVersion: 1, data: { name }, metadata });

/** Names seen in 'Seen' events; 'Other' events are not folded. */
const seen: LiveFoldSpec<string[]> = {
  name: 'seen',
  eventTypes: ['Seen'],
  create: () => [],
  apply: (view, recorded) => view.push((recorded.data as { name: string }).name),
};

let db: TestDatabase;
let store: EventStore;
let other: EventStore;

// A database of its own per test: each test stands alone, in any order.
beforeEach(async () => {
  db = await createTestDatabase('fc_fold');
  // Two stores on one database: two processes (the split profile).
  store = await createPostgresEventStore(db.url, { poolSize: 2 });
  other = await createPostgresEventStore(db.url, { poolSize: 2 });
});
afterEach(async () => {
  await store?.close();
  await other?.close();
  await db?.drop();
});

describe('liveFold', () => {
  it('folds what was stored before it started, only the named types, and is shared per store', async () => {
    await store.appendToStream('s-1', [event('Seen', 'a'), event('Other', 'x')]);
    await store.appendToStream('s-2', [event('Seen', 'b')]);
    expect(await liveFold(store, seen).current()).toEqual(['a', 'b']);
    expect(liveFold(store, seen)).toBe(liveFold(store, seen));
  });

  it("holds this process's own append as soon as the append returns", async () => {
    await store.appendToStream('s-1', [event('Seen', 'a'), event('Seen', 'b')]);
    await noticingAppends(store, seen).appendToStream('s-3', [event('Seen', 'c')]);
    expect(await liveFold(store, seen).current()).toEqual(['a', 'b', 'c']);
  });

  it("receives another process's appends within a second", async () => {
    const view = await liveFold(store, seen).current();
    const appendedAt = Date.now();
    await other.appendToStream('s-4', [event('Seen', 'd')]);
    while (!view.includes('d') && Date.now() - appendedAt < 1000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(view).toEqual(['d']);
  });

  it('asks a failing check again on everything stored by now, without waiting for the notification', async () => {
    await other.appendToStream('s-5', [event('Seen', 'e')]);
    expect(await liveFold(store, seen).holds((view) => view.includes('e'))).toBe(true);
    expect(await liveFold(store, seen).holds((view) => view.includes('never'))).toBe(false);
    expect(await liveFold(store, seen).current()).toEqual(['e']);
  });

  it('after a failure, the next call starts a new fold that replays', async () => {
    await store.appendToStream('s-1', [event('Seen', 'a'), event('Seen', 'b')]);
    let failNext = true;
    const fragile: LiveFoldSpec<string[]> = {
      ...seen,
      name: 'fragile',
      apply: (view, recorded) => {
        if (failNext) {
          failNext = false;
          throw new Error('broken event');
        }
        seen.apply(view, recorded);
      },
    };
    await expect(liveFold(store, fragile).current()).rejects.toThrow('broken event');
    expect(await liveFold(store, fragile).current()).toEqual(['a', 'b']);
  });
});

describe('liveFold after its live subscription fails', () => {
  it('keeps its view and follows again after its last event, without reading the log from the beginning', async () => {
    const reads: (bigint | undefined)[] = [];
    const follows: (bigint | undefined)[] = [];
    let failLive: ((error: Error) => void) | undefined;
    // The real store, whose first live subscription fails as a dropped connection would.
    const flaky: EventStore = Object.assign(Object.create(store) as EventStore, {
      readAll: (options: Parameters<EventStore['readAll']>[0]) => (reads.push(options?.after), store.readAll(options)),
      subscribeToAll: (handler: Parameters<EventStore['subscribeToAll']>[0], options: Parameters<EventStore['subscribeToAll']>[1]) => {
        follows.push(options?.after);
        const subscription = store.subscribeToAll(handler, options);
        if (follows.length > 1) return subscription;
        const failed = new Promise<void>((_, reject) => (failLive = reject));
        return { stop: () => subscription.stop(), done: failed.finally(() => subscription.stop()) };
      },
    });
    await store.appendToStream('s-1', [event('Seen', 'a'), event('Seen', 'b')]);
    const fold = liveFold(flaky, seen);
    const view = await fold.current();
    expect(view).toEqual(['a', 'b']);
    const afterB = (await store.readAll()).at(-1)!.position;

    failLive!(new Error('connection reset'));
    await new Promise((resolve) => setTimeout(resolve, FOLD_RESUBSCRIBE_MS + 100));
    await other.appendToStream('s-2', [event('Seen', 'c')]);
    const appendedAt = Date.now();
    while (!view.includes('c') && Date.now() - appendedAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(liveFold(flaky, seen)).toBe(fold); // the same fold, not a new one replaying
    expect(await fold.current()).toEqual(['a', 'b', 'c']);
    expect(reads).toEqual([undefined]); // the one read at start
    expect(follows).toEqual([afterB, afterB]);
  });
});
