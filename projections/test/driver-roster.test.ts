import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayProjections } from '../src';
import { driverRosterProjection } from '../src/read-models/driver-roster/projection';
import { applyBatch } from '../src/runner/apply-batch';
import { driver, ev } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Given drivers registered, renamed, moved and deleted -> then the roster keeps every one, with each name and
 * office from when it held and when the driver was deleted (past check boards show them). The whole log applied
 * a second time changes no document.
 */
const projections = [driverRosterProjection];
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of [
    driver('ca', 'd1', '山田', 'oa'),
    driver('ca', 'd2', '鈴木', 'oa'),
    {
      stream: 'driver-d1',
      events: [
        ev('DriverUpdated', { driverId: 'd1', companyId: 'ca', changes: { mobile: '09000000000' } }, 'ca', '2025-01-11T01:00:00.000Z'),
        ev(
          'DriverUpdated',
          { driverId: 'd1', companyId: 'ca', changes: { lastName: '加藤', officeId: 'ob' } },
          'ca',
          '2025-01-12T01:00:00.000Z',
        ),
      ],
    },
    { stream: 'driver-d2', events: [ev('DriverDeleted', { driverId: 'd2', companyId: 'ca' }, 'ca', '2025-01-13T01:00:00.000Z')] },
  ]) {
    await stores.eventStore.appendToStream(stream, events);
  }
  await replayProjections({ ...stores, projections });
  built = await snapshot(stores.readStore, projections);
});
afterAll(() => stores?.close());

describe('given drivers renamed, moved and deleted', () => {
  it('then the roster keeps each name and office from when it held, and a deleted driver with when', () => {
    expect(built.driver_roster).toEqual([
      {
        _id: 'd1',
        companyId: 'ca',
        createdAt: '2025-01-10T01:00:00.000Z',
        deletedAt: null,
        versions: [
          { since: '2025-01-10T01:00:00.000Z', lastName: '山田', firstName: '太郎', officeId: 'oa' },
          { since: '2025-01-12T01:00:00.000Z', lastName: '加藤', firstName: '太郎', officeId: 'ob' },
        ],
      },
      {
        _id: 'd2',
        companyId: 'ca',
        createdAt: '2025-01-10T01:00:00.000Z',
        deletedAt: '2025-01-13T01:00:00.000Z',
        versions: [{ since: '2025-01-10T01:00:00.000Z', lastName: '鈴木', firstName: '太郎', officeId: 'oa' }],
      },
    ]);
  });

  it('and applying the whole log a second time changes no document', async () => {
    await applyBatch(stores.readStore, projections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, projections)).toEqual(built);
  });
});
