import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, createProjectionRunner, replayProjections } from '../src';
import { company, driver, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

let stores: Awaited<ReturnType<typeof freshStores>>;
beforeAll(async () => {
  stores = await freshStores();
});
afterAll(() => stores?.close());

describe('live runner', () => {
  it('follows events appended while it runs, many at once, and ends equal to a replay', async () => {
    const runner = createProjectionRunner({ ...stores, projections: allProjections, batchSize: 7 });
    await runner.start();
    await stores.eventStore.appendToStream(company('ca', 'Alpha').stream, company('ca', 'Alpha').events);
    await stores.eventStore.appendToStream(office('ca', 'oa', 'Tokyo').stream, office('ca', 'oa', 'Tokyo').events);
    await stores.eventStore.appendToStream(driver('ca', 'd1', '山田', 'oa').stream, driver('ca', 'd1', '山田', 'oa').events);
    // Concurrent appends: the runner is woken by some and reads the rest in batches.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const { stream, events } = testResult('ca', `t${i}`, 'd1', i % 4 === 0 ? 0.1 : 0);
        return stores.eventStore.appendToStream(stream, events);
      }),
    );
    const head = await stores.eventStore.headPosition();
    expect(await runner.waitForPosition(head, 20_000)).toBe(true);
    await runner.stop();
    const live = await snapshot(stores.readStore, allProjections);
    expect(live.test_results).toHaveLength(60);
    expect(live.home_daily_figures).toMatchObject([{ tests: 60, failed: 15 }]);
    await replayProjections({ ...stores, projections: allProjections });
    expect(await snapshot(stores.readStore, allProjections)).toEqual(live);
  });
});
