// Imports vitest: only test files import this module, by path (it is not re-exported from testing/index).
import { randomUUID } from 'node:crypto';
import { createCatalogue, defineEvent } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '../event-store/port';
import { testEventMetadata as metadata } from './event-metadata';

/** What a contract run needs from an adapter: stores over the same data, opened as often as asked. */
export interface EventStoreBackend {
  open(): Promise<EventStore>;
  dispose(): Promise<void>;
}

const event = (type: string, data: Record<string, unknown> = {}, schemaVersion = 1): NewEvent => ({
  type,
  schemaVersion,
  data,
  metadata: metadata(),
});

/** Waits (not asserting speed: the bound only turns a hang into a readable failure). */
async function eventually(condition: () => boolean | Promise<boolean>, what: string, boundMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > boundMs) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function expectConflict(promise: Promise<unknown>, actual: bigint | 'no_stream'): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}

const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`;

/** The one contract every EventStore adapter must pass. `backend` is created once for the file. */
export function eventStoreContract(name: string, backend: () => Promise<EventStoreBackend>): void {
  let source: EventStoreBackend | undefined;
  let store: EventStore;

  describe(`event store contract: ${name}`, { timeout: 120_000 }, () => {
    beforeAll(async () => {
      source = await backend();
      if (source) store = await source.open();
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await source?.dispose();
    }, 60_000);

    it('honours every expected-revision mode and appends nothing on conflict', async () => {
      const stream = unique('device-');
      await expectConflict(store.appendToStream(stream, [event('A')], 'stream_exists'), 'no_stream');
      await expectConflict(store.appendToStream(stream, [event('A')], 0n), 'no_stream');
      expect(await store.readStream(stream)).toEqual([]);

      const first = await store.appendToStream(stream, [event('A')], 'no_stream');
      expect(first.nextExpectedRevision).toBe(0n);
      await expectConflict(store.appendToStream(stream, [event('B')], 'no_stream'), 0n);
      const second = await store.appendToStream(stream, [event('B')], 'stream_exists');
      expect(second.nextExpectedRevision).toBe(1n);
      await expectConflict(store.appendToStream(stream, [event('C'), event('C')], 0n), 1n);
      const third = await store.appendToStream(stream, [event('C')], 1n);
      expect(third.nextExpectedRevision).toBe(2n);
      const fourth = await store.appendToStream(stream, [event('D')], 'any');
      const fifth = await store.appendToStream(stream, [event('E')]);
      expect([fourth.nextExpectedRevision, fifth.nextExpectedRevision]).toEqual([3n, 4n]);
      expect(first.position < second.position && second.position < fifth.position).toBe(true);

      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect(stored.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    });

    it('appends several events atomically, all or none', async () => {
      const stream = unique('vehicle-');
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const result = await store.appendToStream(
        stream,
        ids.map((id, i) => ({ ...event('Step', { i }), id })),
        'no_stream',
      );
      expect(result.nextExpectedRevision).toBe(2n);
      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.id)).toEqual(ids);
      expect(stored.map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
      expect(stored[2]!.position).toBe(result.position);
      expect(stored[0]!.position < stored[1]!.position && stored[1]!.position < stored[2]!.position).toBe(true);

      await expectConflict(store.appendToStream(stream, [event('X'), event('Y')], 0n), 2n);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('keeps every recorded field', async () => {
      const stream = unique('company-');
      const written = {
        ...event('CompanyRenamed', { name: '株式会社テスト', nested: { list: [1, 2] } }, 3),
        id: randomUUID(),
      };
      const before = Date.now();
      await store.appendToStream(stream, [written]);
      const [stored] = await store.readStream(stream);
      expect(stored).toMatchObject({
        id: written.id,
        streamName: stream,
        revision: 0n,
        type: 'CompanyRenamed',
        schemaVersion: 3,
        data: written.data,
        metadata: written.metadata,
      });
      expect(stored!.recordedAt).toBeInstanceOf(Date);
      expect(Math.abs(stored!.recordedAt.getTime() - before)).toBeLessThan(60_000);
    });

    it('reads a stream forwards and backwards, from a revision, with a count', async () => {
      const stream = unique('driver-');
      await store.appendToStream(
        stream,
        [0, 1, 2, 3, 4].map((i) => event('N', { i })),
      );
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
      expect(revisions(await store.readStream(stream))).toEqual([0n, 1n, 2n, 3n, 4n]);
      expect(revisions(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4n, 3n, 2n, 1n, 0n]);
      expect(revisions(await store.readStream(stream, { fromRevision: 2n, maxCount: 2 }))).toEqual([2n, 3n]);
      expect(revisions(await store.readStream(stream, { direction: 'backwards', fromRevision: 2n }))).toEqual([2n, 1n, 0n]);
      expect(revisions(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([4n]);
      expect(await store.readStream(unique('missing-'))).toEqual([]);
    });

    it('reads several streams at once, each as readStream answers it, a missing one as empty', async () => {
      const [first, second, missing] = [unique('car-'), unique('car-'), unique('missing-')];
      await store.appendToStream(first, [event('N', { i: 0 }), event('N', { i: 1 }), event('N', { i: 2 })]);
      await store.appendToStream(second, [event('N', { i: 10 })]);
      await store.appendToStream(first, [event('N', { i: 3 })]);
      const read = await store.readStreams([second, missing, first]);
      expect([...read.keys()].sort()).toEqual([first, missing, second].sort());
      expect(read.get(first)!.map((e) => [e.revision, (e.data as { i: number }).i])).toEqual([
        [0n, 0],
        [1n, 1],
        [2n, 2],
        [3n, 3],
      ]);
      expect(read.get(first)).toEqual(await store.readStream(first));
      expect(read.get(second)).toEqual(await store.readStream(second));
      expect(read.get(missing)).toEqual([]);
      expect(await store.readStreams([])).toEqual(new Map());
    });

    it('reads the global log after a position, filtered by type and stream prefix', async () => {
      const prefix = unique('log');
      const start = await store.headPosition();
      await store.appendToStream(`${prefix}-a-1`, [event('Opened'), event('Closed')]);
      await store.appendToStream(`${prefix}-b-1`, [event('Opened')]);
      const last = await store.appendToStream(`${prefix}-a-2`, [event('Opened')]);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);

      const mine = { streamPrefixes: [`${prefix}-`] };
      const all = await store.readAll({ after: start, filter: mine });
      expect(all.map((e) => `${e.streamName.slice(prefix.length)}:${e.type}`)).toEqual([
        '-a-1:Opened',
        '-a-1:Closed',
        '-b-1:Opened',
        '-a-2:Opened',
      ]);
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.position < all[i]!.position).toBe(true);
      expect((await store.readAll({ after: all[1]!.position, filter: mine })).map((e) => e.id)).toEqual([all[2]!.id, all[3]!.id]);
      expect(await store.readAll({ after: start, filter: mine, maxCount: 2 })).toHaveLength(2);
      expect(await store.readAll({ after: start, filter: mine, maxCount: 0 })).toEqual([]);
      const opened = await store.readAll({ after: start, filter: { ...mine, eventTypes: ['Opened'] } });
      expect(opened).toHaveLength(3);
      const bOnly = await store.readAll({ after: start, filter: { streamPrefixes: [`${prefix}-b-`] } });
      expect(bOnly.map((e) => e.streamName)).toEqual([`${prefix}-b-1`]);
      expect(await store.readAll({ after: start, filter: { eventTypes: [unique('NoSuchType')] } })).toEqual([]);
    });

    it('reads a range over several pages of the log once each, in strictly increasing positions', async () => {
      // 1,300 events: more than two pages of any adapter's read (EventStoreDB's is 500), and pages whose
      // boundaries fall inside an append of several events.
      const prefix = unique('pages');
      const start = await store.headPosition();
      const ids: string[] = [];
      for (let batch = 0; batch < 13; batch++) {
        const events = Array.from({ length: 100 }, (_, i) => ({ ...event('Paged', { n: batch * 100 + i }), id: randomUUID() }));
        ids.push(...events.map((e) => e.id!));
        await store.appendToStream(`${prefix}-${batch % 3}`, events);
      }
      const filter = { streamPrefixes: [`${prefix}-`] };
      const read = await store.readAll({ after: start, filter });
      expect(read.map((e) => e.id)).toEqual(ids);
      for (let i = 1; i < read.length; i++) expect(read[i - 1]!.position < read[i]!.position).toBe(true);
      const unfiltered = await store.readAll({ after: start });
      expect(unfiltered.filter((e) => e.streamName.startsWith(`${prefix}-`)).map((e) => e.id)).toEqual(ids);
      expect(new Set(unfiltered.map((e) => e.id)).size).toBe(unfiltered.length);
      const middle = read[649]!.position;
      expect((await store.readAll({ after: middle, filter, maxCount: 600 })).map((e) => e.id)).toEqual(ids.slice(650, 1250));
    });

    it("answers each append's own last event position, also under concurrent appends to one stream", async () => {
      const stream = unique('positions');
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.appendToStream(stream, [event('Noted', { i }), event('Noted', { i }), event('Noted', { i })]),
        ),
      );
      const recorded = await store.readStream(stream);
      expect(recorded).toHaveLength(24);
      for (const result of results) {
        const last = recorded.find((e) => e.revision === result.nextExpectedRevision)!;
        expect(result.position).toBe(last.position);
        const batch = recorded.filter((e) => (e.data as { i: number }).i === (last.data as { i: number }).i);
        expect(batch.map((e) => e.revision)).toEqual([
          result.nextExpectedRevision - 2n,
          result.nextExpectedRevision - 1n,
          result.nextExpectedRevision,
        ]);
      }
      const single = await store.appendToStream(stream, [event('Noted', { i: 99 })]);
      expect(single.position).toBe((await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0]!.position);
    });

    it('subscribes: catches up, then delivers live, in order', async () => {
      const prefix = unique('sub');
      await store.appendToStream(`${prefix}-1`, [event('E', { n: 1 }), event('E', { n: 2 })]);
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(async (e) => void seen.push(e), {
        filter: { streamPrefixes: [`${prefix}-`] },
      });
      await eventually(() => seen.length === 2, 'catch-up');
      await store.appendToStream(`${prefix}-2`, [event('E', { n: 3 })]);
      await store.appendToStream(`${prefix}-1`, [event('E', { n: 4 })]);
      await eventually(() => seen.length === 4, 'live events');
      await subscription.stop();
      await subscription.done;
      expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);

      const from = seen[1]!.position;
      const later: RecordedEvent[] = [];
      const resumed = store.subscribeToAll(async (e) => void later.push(e), {
        after: from,
        filter: { streamPrefixes: [`${prefix}-`] },
      });
      await eventually(() => later.length === 2, 'subscription after a position');
      await resumed.stop();
      expect(later.map((e) => e.id)).toEqual([seen[2]!.id, seen[3]!.id]);
    });

    it('stops a subscription whose handler fails and rejects done', async () => {
      const prefix = unique('fail');
      await store.appendToStream(`${prefix}-1`, [event('E'), event('E')]);
      let calls = 0;
      const subscription = store.subscribeToAll(
        async () => {
          calls++;
          throw new Error('handler broke');
        },
        { filter: { streamPrefixes: [`${prefix}-`] } },
      );
      await expect(subscription.done).rejects.toThrow('handler broke');
      expect(calls).toBe(1);
    });

    it('resumes from its checkpoint after a restart with nothing lost or repeated', async () => {
      const prefix = unique('ckpt');
      const subscriber = unique('projection-');
      const filter = { streamPrefixes: [`${prefix}-`] };
      const handled: string[] = [];
      const written: string[] = [];
      const write = async (s: EventStore, n: number) => {
        for (let i = 0; i < n; i++) {
          const e = { ...event('Tick'), id: randomUUID() };
          written.push(e.id);
          await s.appendToStream(`${prefix}-${i % 3}`, [e]);
        }
      };

      expect(await store.readCheckpoint(subscriber)).toBeUndefined();
      const first = await source!.open();
      await write(first, 5);
      const running = first.subscribeWithCheckpoint(subscriber, async (e) => void handled.push(e.id), {
        filter,
      });
      await eventually(() => handled.length === 5, 'first five');
      await write(first, 3);
      await eventually(() => handled.length === 8, 'live three');
      await running.stop();
      await first.close();

      await write(store, 4); // while nobody listens
      const second = await source!.open();
      const resumed = second.subscribeWithCheckpoint(subscriber, async (e) => void handled.push(e.id), {
        filter,
      });
      await eventually(() => handled.length === 12, 'the four written while stopped');
      await write(second, 2);
      await eventually(() => handled.length === 14, 'live after restart');
      await resumed.stop();
      const lastPosition = (await second.readAll({ filter })).at(-1)!.position;
      expect(await second.readCheckpoint(subscriber)).toBe(lastPosition);
      await second.close();

      expect(handled).toEqual(written);
    });

    it('delivers every event exactly once in position order under many concurrent writers', async () => {
      const prefix = unique('load');
      const writers = 16;
      const appendsPerWriter = 50;
      const filter = { streamPrefixes: [`${prefix}-`] };
      const live: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(async (e) => void live.push(e), { filter });
      const ids = new Set<string>();

      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const revisions = new Map<string, bigint>();
          for (let i = 0; i < appendsPerWriter; i++) {
            // Each writer owns a few streams (exact revisions) and also writes to shared ones ('any').
            const own = `${prefix}-w${w}-${i % 4}`;
            const shared = `${prefix}-shared-${i % 8}`;
            const batch = i % 5 === 0 ? [event('Burst'), event('Burst')] : [event('Single')];
            for (const e of batch) ids.add((e.id = randomUUID()));
            if (i % 2 === 0) {
              const result = await store.appendToStream(own, batch, revisions.get(own) ?? 'no_stream');
              revisions.set(own, result.nextExpectedRevision);
            } else {
              await store.appendToStream(shared, batch, 'any');
            }
          }
        }),
      );

      await eventually(() => live.length >= ids.size, `${ids.size} live events`, 60_000);
      await subscription.stop();
      const caughtUp: RecordedEvent[] = [];
      const late = store.subscribeToAll(async (e) => void caughtUp.push(e), { filter });
      await eventually(() => caughtUp.length >= ids.size, 'catch-up of the same events', 60_000);
      await late.stop();

      for (const delivered of [live, caughtUp]) {
        expect(delivered).toHaveLength(ids.size);
        expect(new Set(delivered.map((e) => e.id))).toEqual(ids);
        for (let i = 1; i < delivered.length; i++) expect(delivered[i - 1]!.position < delivered[i]!.position).toBe(true);
      }
      expect(caughtUp.map((e) => e.id)).toEqual(live.map((e) => e.id));
      for (let w = 0; w < writers; w++) {
        const stream = await store.readStream(`${prefix}-w${w}-0`);
        expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => BigInt(i)));
      }
    });

    it('delivers exactly once and in order to several live subscriptions with different filters, under concurrent writers', async () => {
      const prefix = unique('fan');
      const after = await store.headPosition();
      const subscribers = {
        every: { filter: { streamPrefixes: [`${prefix}-`] }, events: [] as RecordedEvent[] },
        bursts: { filter: { streamPrefixes: [`${prefix}-`], eventTypes: ['Burst'] }, events: [] as RecordedEvent[] },
        evenWriters: { filter: { streamPrefixes: [`${prefix}-w0`, `${prefix}-w2`] }, events: [] as RecordedEvent[] },
      };
      const subscriptions = Object.values(subscribers).map(({ filter, events }) =>
        store.subscribeToAll(async (e) => void events.push(e), { filter, after }),
      );
      const written: { id: string; type: string; stream: string }[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; i < 40; i++) {
            const stream = `${prefix}-w${w}-${i % 3}`;
            const batch = i % 4 === 0 ? [event('Burst'), event('Burst')] : [event('Single')];
            for (const e of batch) written.push({ id: (e.id = randomUUID()), type: e.type, stream });
            await store.appendToStream(stream, batch, 'any');
          }
        }),
      );
      const expected = {
        every: written,
        bursts: written.filter((e) => e.type === 'Burst'),
        evenWriters: written.filter((e) => e.stream.startsWith(`${prefix}-w0`) || e.stream.startsWith(`${prefix}-w2`)),
      };
      for (const [name, { events }] of Object.entries(subscribers)) {
        const wanted = expected[name as keyof typeof expected];
        await eventually(() => events.length >= wanted.length, `${wanted.length} events for ${name}`, 60_000);
      }
      // Anything delivered late (a duplicate) shows up here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await Promise.all(subscriptions.map((s) => s.stop()));
      const every = subscribers.every.events;
      for (let i = 1; i < every.length; i++) expect(every[i - 1]!.position < every[i]!.position).toBe(true);
      for (const [name, { events }] of Object.entries(subscribers)) {
        const wanted = expected[name as keyof typeof expected];
        expect(events).toHaveLength(wanted.length);
        expect(new Set(events.map((e) => e.id))).toEqual(new Set(wanted.map((e) => e.id)));
        // The same order as the unfiltered subscription's, which is the log's.
        expect(events.map((e) => e.id)).toEqual(every.filter((e) => events.some((x) => x.id === e.id)).map((e) => e.id));
      }
    });

    it('stores an old event version and reads it upcast through the catalogue', async () => {
      const vehicleRenamed = defineEvent({
        type: 'ContractVehicleRenamed',
        version: 2,
        schema: z.object({ plate: z.string(), displayName: z.string() }),
        upcasters: {
          1: (data) => ({
            ...(data as { plate: string; name: string }),
            displayName: (data as { name: string }).name,
          }),
        },
      });
      const catalogue = createCatalogue([vehicleRenamed]);
      const stream = unique('vehicle-');
      await store.appendToStream(stream, [event('ContractVehicleRenamed', { plate: '品川 300 あ 12-34', name: 'Truck 7' }, 1)]);
      const [stored] = await store.readStream(stream);
      expect(stored!.schemaVersion).toBe(1);
      const decoded = catalogue.decode(stored!.type, stored!.schemaVersion, stored!.data);
      expect(decoded.data).toEqual({ plate: '品川 300 あ 12-34', displayName: 'Truck 7' });
    });
  });
}
