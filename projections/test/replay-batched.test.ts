import { PostgresReadStore, pgPool } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, deleteDriver, driver, ev, office, renameOffice, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Replay applies the log in pages, one lane per projection side by side; the live runner applies what arrives.
 * Both must build the same documents. Here the live path is taken one event at a time (applyBatch of one event,
 * as the runner does for a lone append) into the first database, the replay into a second one from the same log.
 */
let live: Awaited<ReturnType<typeof freshStores>>;
let rebuiltDb: TestDatabase;
let rebuilt: PostgresReadStore;

const day = (d: number, hour: number) => `2025-01-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

beforeAll(async () => {
  live = await freshStores();
  rebuiltDb = await createTestDatabase('fc_replay_batched');
  rebuilt = new PostgresReadStore({ url: rebuiltDb.url });
  const appends = [company('ca', 'Alpha'), company('cb', 'Beta'), office('ca', 'oa', 'Tokyo'), office('cb', 'ob', 'Osaka')];
  appends.push(driver('ca', 'd1', '山田', 'oa'), driver('ca', 'd2', '佐藤', 'oa'), driver('cb', 'd3', '鈴木', 'ob'));
  // 24 results over three days (15:00 UTC is midnight in Japan, so hour 16 falls on the next business day),
  // every fourth one failing, with the office renamed and a driver updated and deleted in between.
  for (let i = 1; i <= 24; i++) {
    const [companyId, driverId] = i % 3 === 0 ? ['cb', 'd3'] : ['ca', i % 2 === 0 ? 'd2' : 'd1'];
    appends.push(testResult(companyId, `t${i}`, driverId, i % 4 === 0 ? 0.2 : 0, day(10 + (i % 3), i % 2 === 0 ? 2 : 16)));
    if (i === 8) appends.push(renameOffice('ca', 'oa', 'Shinjuku'));
    if (i === 12)
      appends.push({
        stream: 'driver-d1',
        events: [ev('DriverUpdated', { driverId: 'd1', companyId: 'ca', changes: { lastName: '山本' } }, 'ca')],
      });
    if (i === 20) appends.push(deleteDriver('ca', 'd2'));
  }
  for (const { stream, events } of appends) await live.eventStore.appendToStream(stream, events);
  // Reads stop below the oldest running transaction of the server (other tests' too): wait until all 34 show.
  let log = await live.eventStore.readAll();
  for (let waited = 0; log.length < 34 && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    log = await live.eventStore.readAll();
  }
  expect(log).toHaveLength(34);
  const checkpoints = new Map<string, bigint | undefined>();
  for (const event of log) await applyBatch(live.readStore, allProjections, checkpoints, [event]);
});
afterAll(async () => {
  await rebuilt?.close();
  await rebuiltDb?.drop();
  await live?.close();
});

describe('replay in pages', { shuffle: false }, () => {
  it('builds the same read models as the live path applying one event at a time', async () => {
    const expected = await snapshot(live.readStore, allProjections);
    // Written out: 24 results t1..t24, one failing (0.2 mg/l) every fourth.
    expect(expected.test_results).toHaveLength(24);
    const figures = expected.home_daily_figures as { tests: number; failed: number }[];
    expect(figures.reduce((sum, doc) => sum + doc.tests, 0)).toBe(24);
    expect(figures.reduce((sum, doc) => sum + doc.failed, 0)).toBe(6);

    const result = await replayProjections({ eventStore: live.eventStore, readStore: rebuilt, projections: allProjections, batchSize: 5 });
    expect(result).toMatchObject({ events: 34, completed: true });
    expect(await snapshot(rebuilt, allProjections)).toEqual(expected);
    // The indexes deferred during the pages are all built at the end (side by side): on the result cards, the
    // primary key, five declared indexes (the fifth: company and incomplete, issue 33) and seven trigram
    // indexes for the text search.
    const pool = pgPool(rebuiltDb.url, { max: 1 });
    try {
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM pg_indexes WHERE tablename = 'rs_test_results'`);
      expect(rows[0]!.n).toBe('13');
    } finally {
      await pool.end();
    }
  });

  it('a replay stopped mid-way resumes from its checkpoints and applies nothing twice', async () => {
    const expected = await snapshot(live.readStore, allProjections);
    const stop = new AbortController();
    const first = await replayProjections({
      eventStore: live.eventStore,
      readStore: rebuilt,
      projections: allProjections,
      batchSize: 5,
      signal: stop.signal,
      onProgress: ({ events }) => events >= 10 && stop.abort(),
    });
    expect(first.completed).toBe(false);
    expect(first.events).toBeGreaterThanOrEqual(10);
    expect(first.events).toBeLessThan(34);
    const partial = await snapshot(rebuilt, allProjections);
    expect(partial.test_results!.length).toBeLessThan(24);

    const rest = await replayProjections({
      eventStore: live.eventStore,
      readStore: rebuilt,
      projections: allProjections,
      batchSize: 5,
      resume: true,
    });
    expect(rest.completed).toBe(true);
    expect(first.events + rest.events).toBe(34);
    // Daily counts would be too high had any result been applied twice.
    expect(await snapshot(rebuilt, allProjections)).toEqual(expected);
  });
});
