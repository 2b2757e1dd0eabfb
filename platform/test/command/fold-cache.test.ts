import type { EventMetadata } from '@fleetcheck/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FoldCache, handleCommand, type CommandAggregate } from '../../src/command/command-handler';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore, ReadStreamOptions } from '../../src/event-store/port';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

const metadata: EventMetadata = {
  actor: { userId: null, role: 'system', companyId: null },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

type Command = { type: 'Add'; amount: number };
type Event = { type: 'Added'; data: { amount: number } };
/** A counter that refuses to pass 10: the rule the cached state must still see whoever wrote the events. */
const counter: CommandAggregate<Command, Event, number> = {
  decider: {
    initialState: () => 0,
    evolve: (total, event) => total + event.data.amount,
    decide: (command, total) => {
      if (total + command.amount > 10) throw new Error('over the limit');
      return [{ type: 'Added', data: { amount: command.amount } }];
    },
  },
  codec: {
    encode: (event) => ({ type: event.type, schemaVersion: 1, data: event.data }),
    decode: (type, _version, data) => ({ type: 'Added', data: data as { amount: number } }),
  },
};

let db: TestDatabase;
let store: EventStore;
let other: EventStore;
/** How many events this process's reads of the stream returned, read by read. */
let eventsRead: number[];

beforeEach(async () => {
  db = await createTestDatabase('fc_fold_cache');
  const real = await createPostgresEventStore(db.url, { poolSize: 2 });
  eventsRead = [];
  store = Object.assign(Object.create(real) as EventStore, {
    async readStream(stream: string, options?: ReadStreamOptions) {
      const read = await real.readStream(stream, options);
      eventsRead.push(read.length);
      return read;
    },
    close: () => real.close(),
  });
  // A second process writing the same stream, without this process's cache.
  other = await createPostgresEventStore(db.url, { poolSize: 2 });
});
afterEach(async () => {
  await store?.close();
  await other?.close();
  await db?.drop();
});

describe('handleCommand with a fold cache', () => {
  it('reads only the events after the cached state, and decides on the whole stream', async () => {
    const cache = new FoldCache<number>();
    await handleCommand(store, 'counter-1', counter, { type: 'Add', amount: 3 }, metadata, { cache });
    await handleCommand(store, 'counter-1', counter, { type: 'Add', amount: 4 }, metadata, { cache });
    const third = await handleCommand(store, 'counter-1', counter, { type: 'Add', amount: 1 }, metadata, { cache });
    expect(third.state).toBe(8);
    // The first read found an empty stream; the next two found nothing new after the cached revision.
    expect(eventsRead).toEqual([0, 0, 0]);
    expect((await store.readStream('counter-1')).map((event) => (event.data as { amount: number }).amount)).toEqual([3, 4, 1]);
  });

  it("folds another process's events onto the cached state before deciding", async () => {
    const cache = new FoldCache<number>();
    await handleCommand(store, 'counter-2', counter, { type: 'Add', amount: 5 }, metadata, { cache });
    await handleCommand(other, 'counter-2', counter, { type: 'Add', amount: 4 }, metadata);
    eventsRead = [];

    // 5 + 4 are written; 2 more would pass 10, which only the whole stream shows.
    await expect(handleCommand(store, 'counter-2', counter, { type: 'Add', amount: 2 }, metadata, { cache })).rejects.toThrow(
      'over the limit',
    );
    expect(eventsRead).toEqual([1]);
    const allowed = await handleCommand(store, 'counter-2', counter, { type: 'Add', amount: 1 }, metadata, { cache });
    expect(allowed.state).toBe(10);
    expect(allowed.revision).toBe(2n);
  });

  it('keeps at most its capacity of streams, the least recently used leaving first', () => {
    const cache = new FoldCache<number>(2);
    cache.set('a', { state: 1, revision: 0n });
    cache.set('b', { state: 2, revision: 0n });
    expect(cache.get('a')).toEqual({ state: 1, revision: 0n });
    cache.set('c', { state: 3, revision: 0n });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ state: 1, revision: 0n });
    expect(cache.get('c')).toEqual({ state: 3, revision: 0n });
  });
});
