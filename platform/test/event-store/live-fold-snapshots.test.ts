import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStoreOnClient } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { foldSnapshotsCollection, readStoreFoldSnapshots } from '../../src/event-store/fold-snapshot-store';
import { keepFoldSnapshots, liveFold, type LiveFoldSpec } from '../../src/event-store/live-fold';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore } from '../../src/event-store/port';
import { PostgresReadStore } from '../../src/read-store/postgres/postgres-read-store';
import { testEventMetadata } from '../../src/testing/event-metadata';
import { FakeEventStoreDbServer } from '../../src/testing/fake-eventstoredb-client';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

/*
 * The APIs' live folds (sessions, subscriptions, detectors, auditors) start from a stored snapshot: a process
 * starting reads only the events after it, never the whole log (on EventStoreDB a scan of all of `$all`, which
 * blocks sign-in meanwhile). Snapshots live in the read store (here the real PostgreSQL one).
 */
const metadata = testEventMetadata();
const event = (type: string, name: string) => ({ type, schemaVersion: 1, data: { name }, metadata });

/** Names seen in 'Seen' events; 'Other' events are not folded. */
const seen: LiveFoldSpec<string[]> = {
  name: 'seen',
  eventTypes: ['Seen'],
  create: () => [],
  apply: (view, recorded) => view.push((recorded.data as { name: string }).name),
  snapshot: { version: 1, save: (view) => view, load: (state) => [...(state as string[])] },
};

interface Backend {
  /** A process's own connection to the log. */
  open(): Promise<EventStore>;
  /** Events the log sent to the store opened last (forward reads and subscriptions) since it was opened. */
  eventsRead(): number;
}

let db: TestDatabase;
const closing: { close(): Promise<void> }[] = [];
beforeEach(async () => {
  db = await createTestDatabase('fc_fold_snapshots');
});
afterEach(async () => {
  for (const resource of closing.splice(0).reverse()) await resource.close();
  await db?.drop();
});

/** A PostgreSQL event store counting the events its reads and subscriptions hand over (SQL filters the types). */
async function postgresBackend(): Promise<Backend> {
  let read = 0;
  return {
    async open() {
      const store = await createPostgresEventStore(db.url, { poolSize: 2 });
      let closed: Promise<void> | undefined;
      const close = () => (closed ??= store.close());
      closing.push({ close });
      read = 0;
      return Object.assign(Object.create(store) as EventStore, {
        close,
        readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
          const events = await store.readAll(options);
          read += events.length;
          return events;
        },
        subscribeToAll: (handler: Parameters<EventStore['subscribeToAll']>[0], options: Parameters<EventStore['subscribeToAll']>[1]) =>
          store.subscribeToAll(async (recorded) => {
            read++;
            await handler(recorded);
          }, options),
      });
    },
    eventsRead: () => read,
  };
}

/** The EventStoreDB adapter on the fake server, counting what the server sent ($all reads cannot be filtered). */
async function eventStoreDbBackend(): Promise<Backend> {
  const server = new FakeEventStoreDbServer();
  let sentBefore = 0;
  return {
    async open() {
      const store = eventStoreOnClient(server.client());
      closing.push(store);
      sentBefore = server.allEventsSent;
      return store;
    },
    eventsRead: () => server.allEventsSent - sentBefore,
  };
}

function snapshotsIn(url: string) {
  const readStore = new PostgresReadStore({ url });
  closing.push(readStore);
  return readStoreFoldSnapshots(readStore);
}

describe.each([
  // From the beginning the 6 'Seen' events; after the snapshot (at d) the 2 'Seen' events stored since.
  // After the snapshot at f stored while running: g.
  { name: 'PostgreSQL event store', backend: postgresBackend, fromBeginning: 6, afterSnapshot: 2, afterSaveAll: 1 },
  // From the beginning all 8 events of `$all`; after the snapshot the event at its position again (a read of
  // `$all` includes its start) and the 3 stored since; after the one at f: f again and g.
  { name: 'EventStoreDB adapter on the fake client', backend: eventStoreDbBackend, fromBeginning: 8, afterSnapshot: 4, afterSaveAll: 2 },
])('live fold snapshots on the $name', ({ backend, fromBeginning, afterSnapshot, afterSaveAll }) => {
  /** A first process folds a..d and stops gracefully (snapshot at d); then e and f (and an 'Other') are stored. */
  async function firstProcessThenMore(log: Backend): Promise<void> {
    const writer = await log.open();
    await writer.appendToStream('s-1', [event('Seen', 'a'), event('Other', 'x')]);
    await writer.appendToStream('s-2', [event('Seen', 'b'), event('Seen', 'c')]);

    const first = await log.open();
    const keeper = keepFoldSnapshots(first, snapshotsIn(db.url));
    const view = await liveFold(first, seen).current();
    expect(view).toEqual(['a', 'b', 'c']);
    await writer.appendToStream('s-3', [event('Seen', 'd')]);
    await vi.waitFor(() => expect(view).toEqual(['a', 'b', 'c', 'd']));
    await keeper.stop(); // a graceful stop stores the view at d
    await first.close();

    await writer.appendToStream('s-4', [event('Other', 'y'), event('Seen', 'e')]);
    await writer.appendToStream('s-5', [event('Seen', 'f')]);
  }

  it('a restart reads only the events after the snapshot, and folds what a fold from the beginning folds', async () => {
    const log = await backend();
    await firstProcessThenMore(log);

    const fresh = await log.open(); // no snapshots: from the beginning
    expect(await liveFold(fresh, seen).current()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log.eventsRead()).toBe(fromBeginning);

    const restarted = await log.open();
    keepFoldSnapshots(restarted, snapshotsIn(db.url));
    expect(await liveFold(restarted, seen).current()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log.eventsRead()).toBe(afterSnapshot);
  });

  it('ignores a snapshot of an older fold version and folds from the beginning', async () => {
    const log = await backend();
    await firstProcessThenMore(log);

    const restarted = await log.open();
    keepFoldSnapshots(restarted, snapshotsIn(db.url));
    const changed: LiveFoldSpec<string[]> = { ...seen, snapshot: { ...seen.snapshot!, version: 2 } };
    expect(await liveFold(restarted, changed).current()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log.eventsRead()).toBe(fromBeginning);
  });

  it('a fold started again after a failure reads from the snapshot, not from the beginning', async () => {
    const log = await backend();
    await firstProcessThenMore(log);

    let failOn: string | undefined = 'e';
    const breakable: LiveFoldSpec<string[]> = {
      ...seen,
      apply: (view, recorded) => {
        const { name } = recorded.data as { name: string };
        if (name === failOn) {
          failOn = undefined;
          throw new Error('broken event');
        }
        view.push(name);
      },
    };
    const restarted = await log.open();
    keepFoldSnapshots(restarted, snapshotsIn(db.url));
    await expect(liveFold(restarted, breakable).current()).rejects.toThrow('broken event');
    const before = log.eventsRead();
    expect(await liveFold(restarted, breakable).current()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log.eventsRead() - before).toBe(afterSnapshot);
  });

  it('stores its snapshots while it runs: the next start reads only what came after the last one', async () => {
    const log = await backend();
    await firstProcessThenMore(log);

    const running = await log.open();
    const keeper = keepFoldSnapshots(running, snapshotsIn(db.url));
    expect(keepFoldSnapshots(running, snapshotsIn(db.url))).toBe(keeper); // one keeper per store
    const view = await liveFold(running, seen).current();
    await keeper.saveAll(); // what its timer does every FOLD_SNAPSHOT_EVERY_MS: a snapshot at f
    await running.appendToStream('s-6', [event('Seen', 'g')]);
    await vi.waitFor(() => expect(view).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']));

    // Killed, not stopped: no snapshot at g. The next process starts from f.
    const next = await log.open();
    keepFoldSnapshots(next, snapshotsIn(db.url));
    expect(await liveFold(next, seen).current()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(log.eventsRead()).toBe(afterSaveAll);
  });
});

describe('fold snapshots in the read store', () => {
  it('stores a view in parts, reads it back whole, never moves back to an older snapshot and drops older parts', async () => {
    const readStore = new PostgresReadStore({ url: db.url });
    closing.push(readStore);
    const snapshots = readStoreFoldSnapshots(readStore, { partChars: 4 });
    // Japanese and a character outside the BMP (a surrogate pair), cut into parts of at most 4 characters.
    const json = JSON.stringify(['安全運転管理者', '🚗', 'ok']);
    await snapshots.save('directory', { version: '1/x', position: 200n, json });
    expect(await snapshots.load('directory')).toEqual({ version: '1/x', position: 200n, json });

    await snapshots.save('directory', { version: '1/x', position: 100n, json: '"older"' });
    expect((await snapshots.load('directory'))?.position).toBe(200n);

    await snapshots.save('directory', { version: '1/x', position: 300n, json: '"newest"' });
    expect(await snapshots.load('directory')).toEqual({ version: '1/x', position: 300n, json: '"newest"' });
    // The head and the two parts of the newest snapshot ('"new', 'est"') are all that is left.
    expect(await readStore.collection(foldSnapshotsCollection).count()).toBe(3);
    expect(await snapshots.load('another')).toBeUndefined();
  });
});
