import { PostgresReadStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections, startProjections, type ProjectionRunner } from '../src';
import { hasCheckpointsOf } from '../src/replay/replay';
import { company, driver, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * deploy/RUNBOOK.md, "Rebuild beside, then switch": the replay builds the read models into a second store while
 * the live runner keeps the first one current and the APIs go on reading it; then the runner (and the APIs) move
 * to the second store, which carries on from the replay's checkpoints. Here the event store and the live read store
 * share one PostgreSQL database, the store rebuilt beside is another database (a new MongoDB database in production).
 */
let live: Awaited<ReturnType<typeof freshStores>>;
let besideDb: TestDatabase;
let beside: PostgresReadStore;
const runners: ProjectionRunner[] = [];

const result = (n: number) => testResult('ca', `t${n}`, 'd1', 0, `2025-01-10T0${n % 10}:00:00.000Z`);
async function append(eventStore: EventStore, ...appends: { stream: string; events: Parameters<EventStore['appendToStream']>[1] }[]) {
  let position = 0n;
  for (const { stream, events } of appends) position = (await eventStore.appendToStream(stream, events)).position;
  return position;
}
const resultIds = async (readStore: PostgresReadStore | typeof live.readStore) =>
  ((await snapshot(readStore, allProjections)).test_results as { _id: string }[]).map((doc) => doc._id).sort();
const ids = (...numbers: number[]) => numbers.map((n) => `t${n}`).sort();

beforeAll(async () => {
  live = await freshStores();
  besideDb = await createTestDatabase('fc_replay_beside');
  beside = new PostgresReadStore({ url: besideDb.url });
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await beside?.close();
  await besideDb?.drop();
  await live?.close();
});

describe('rebuild beside, then switch', () => {
  it(
    'keeps the live read models serving and current during the rebuild; the switched runner carries on from it',
    { timeout: 120_000 },
    async () => {
      const { eventStore } = live;
      const head = await append(eventStore, company('ca', 'Alpha'), office('ca', 'oa', 'Tokyo'), driver('ca', 'd1', '山田', 'oa'));
      const before = await append(eventStore, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(result));
      expect(before).toBeGreaterThan(head);
      const liveRunner = await startProjections({ eventStore, readStore: live.readStore });
      runners.push(liveRunner);
      expect(await liveRunner.waitForPosition(before, 60_000)).toBe(true);
      expect(await resultIds(live.readStore)).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));

      // `--beside` refuses the store the runner applies to, and takes the new one.
      expect(await hasCheckpointsOf(live.readStore, allProjections)).toBe(true);
      expect(await hasCheckpointsOf(beside, allProjections)).toBe(false);

      // The replay reads the log in pages of 5 events; when it asks for its second page, the APIs' store is looked at
      // and three more results are recorded: the rebuild is under way then (the first page only is in the new store).
      let reads = 0;
      let during: { served: string[]; rebuilt: string[] } | undefined;
      const pausingLog: EventStore = Object.assign(Object.create(eventStore) as EventStore, {
        readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
          if (++reads === 2) {
            const position = await append(eventStore, result(13), result(14), result(15));
            expect(await liveRunner.waitForPosition(position, 60_000)).toBe(true);
            during = { served: await resultIds(live.readStore), rebuilt: await resultIds(beside) };
          }
          return eventStore.readAll(options);
        },
      });
      const rebuild = await replayProjections({ eventStore: pausingLog, readStore: beside, projections: allProjections, batchSize: 5 });
      expect(rebuild.completed).toBe(true);
      // Served throughout: every result, the three recorded during the rebuild included. Rebuilt by then: the first
      // page (the company, the office, the driver, t1 and t2), at most, as the lanes commit it.
      expect(during?.served).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
      expect(ids(1, 2)).toEqual(expect.arrayContaining(during!.rebuilt));
      // The replay read on to the end of the log: the results recorded meanwhile are rebuilt too.
      expect(await resultIds(beside)).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));

      // Step 2 of the switch: two more results while the live runner still applies; then it stops (its lease
      // released) and a runner on the new store starts from the replay's checkpoints and catches them up.
      const after = await append(eventStore, result(16), result(17));
      expect(await liveRunner.waitForPosition(after, 60_000)).toBe(true);
      await liveRunner.stop();
      runners.splice(runners.indexOf(liveRunner), 1);
      const switched = await startProjections({ eventStore, readStore: beside });
      runners.push(switched);
      expect(await switched.waitForPosition(after, 60_000)).toBe(true);

      // Step 3: the APIs read the new store: every read model is the live one, document for document.
      expect(await resultIds(beside)).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17));
      expect(await snapshot(beside, allProjections)).toEqual(await snapshot(live.readStore, allProjections));
    },
  );
});
