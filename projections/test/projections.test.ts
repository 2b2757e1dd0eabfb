import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, createProjectionRunner, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, deleteDriver, driver, office, renameOffice, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

let stores: Awaited<ReturnType<typeof freshStores>>;

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of [
    company('ca', 'Alpha'),
    company('cb', 'Beta'),
    office('ca', 'oa', 'Tokyo'),
    driver('ca', 'd1', '山田', 'oa'),
    driver('ca', 'd2', '佐藤', 'oa'),
    testResult('ca', 't1', 'd1', 0),
    testResult('ca', 't2', 'd1', 0.12),
    renameOffice('ca', 'oa', 'Shinjuku'),
    deleteDriver('ca', 'd2'),
  ]) {
    await stores.eventStore.appendToStream(stream, events);
  }
});
afterAll(() => stores?.close());

describe('projections', () => {
  it('builds the read models, and applying the same events again changes nothing', async () => {
    const runner = createProjectionRunner({ ...stores, projections: allProjections });
    await runner.start();
    const head = await stores.eventStore.headPosition();
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    const first = await snapshot(stores.readStore, allProjections);
    expect(first.companies).toHaveLength(2);
    expect(first.drivers).toHaveLength(1);
    expect(first.test_results).toMatchObject([
      { _id: 't1', status: 1, office: 'Tokyo' },
      { _id: 't2', status: 0 },
    ]);
    expect(first.home_daily_figures).toMatchObject([{ companyId: 'ca', date: '2025-01-10', tests: 2, failed: 1 }]);

    // Redelivery: forget the checkpoints in memory and apply the whole log again.
    const all = await stores.eventStore.readAll();
    await applyBatch(stores.readStore, allProjections, new Map(), all);
    expect(await snapshot(stores.readStore, allProjections)).toEqual(first);
  });

  it('resumes after a stop mid-stream and ends equal to a fresh replay', async () => {
    await replayProjections({ ...stores, projections: allProjections, batchSize: 1 });
    const replayed = await snapshot(stores.readStore, allProjections);
    // Crash simulation: rebuild only the first three events, then let a runner resume from the checkpoints.
    for (const p of allProjections) {
      for (const c of p.collections) await stores.readStore.dropCollection(c.name);
      await stores.readStore.deleteCheckpoint(p.name);
    }
    const firstEvents = await stores.eventStore.readAll({ maxCount: 3 });
    await applyBatch(stores.readStore, allProjections, new Map(), firstEvents);
    const runner = createProjectionRunner({ ...stores, projections: allProjections, batchSize: 2 });
    await runner.start();
    expect(await runner.waitForPosition(await stores.eventStore.headPosition(), 10_000)).toBe(true);
    await runner.stop();
    expect(await snapshot(stores.readStore, allProjections)).toEqual(replayed);
  });

  it('replay rebuilds read models equal to the live ones', async () => {
    // The live read models as a runner keeps them (so this test does not lean on another having run first).
    const runner = createProjectionRunner({ ...stores, projections: allProjections });
    await runner.start();
    expect(await runner.waitForPosition(await stores.eventStore.headPosition(), 10_000)).toBe(true);
    await runner.stop();
    const live = await snapshot(stores.readStore, allProjections);
    expect(live.companies).toHaveLength(2);
    const result = await replayProjections({ ...stores, projections: allProjections });
    expect(result.events).toBe((await stores.eventStore.readAll()).length);
    expect(await snapshot(stores.readStore, allProjections)).toEqual(live);
  });
});
