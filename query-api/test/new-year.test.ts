import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDevicesCollection, detectorUpkeepCollection, driverRosterCollection } from '@fleetcheck/contracts';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * "Today" on the query side across New Year in Japan: the server's clock is moved from the last second of 2026 in
 * Japan (2026-12-31T14:59:59Z, 23:59:59 JST) to the first of 2027 (15:00:00Z, 00:00 JST), and every day and month
 * the answers name is written out: the check board's day, the month the missed checks count, and whether a
 * detector whose usage limit date (使用期限) is 31 December may still take records.
 */
const LAST_SECOND_OF_2026 = new Date('2026-12-31T14:59:59.000Z');
const NEW_YEAR_2027 = new Date('2026-12-31T15:00:00.000Z');
let now = LAST_SECOND_OF_2026;
const clock = { now: () => now };
const config = { jwtSecret: 'n'.repeat(40), jwtIssuer: 'fleetcheck' };
const sign = tokenSigner(config.jwtSecret, clock);
let stores: QueryStores;
let server: ServedApi;

/** What these routes answer, as far as the tests read it. */
interface Answer {
  drivers?: { days?: unknown[] }[];
}

/** GET as the manager of company ca, with the server's clock at `at`. */
async function getAt(at: Date, path: string): Promise<{ status: number; data: Answer; docs?: unknown }> {
  now = at;
  const token = await sign('m1', { ut: 2, cid: 'ca', sid: 's1' });
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `JWT ${token}` } });
  return { status: res.status, ...((await res.json()) as { data: Answer; docs?: unknown }) };
}

beforeAll(async () => {
  stores = await openQueryStores('fc_qnewyear');
  const store = stores.readStore;
  await companyExists(stores.events, 'ca');
  await managerExists(stores.events, 'm1', 'ca');
  await sessionStarted(stores.events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt: '2027-02-01T00:00:00.000Z' });
  // On the roster since 00:00 on 1 December 2026 in Japan.
  const since = '2026-11-30T15:00:00.000Z';
  await store.collection(driverRosterCollection).upsert({
    _id: 'd1',
    companyId: 'ca',
    createdAt: since,
    deletedAt: null,
    versions: [{ since, lastName: '山田', firstName: '太郎', officeId: null }],
  });
  await store.collection(companyDevicesCollection).upsert({
    _id: 'dv1',
    id: 'dv1',
    companyId: 'ca',
    company: 'ca',
    serialNo: 'SN-NY',
    model: 2,
    totalUsed: 0,
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    version: 0,
  });
  await store.collection(detectorUpkeepCollection).upsert({
    _id: 'dv1',
    companyId: 'ca',
    lastDailyCheckAt: null,
    lastWeeklyCheckAt: null,
    lastCalibratedAt: null,
    sensorReplacedAt: null,
    usageLimitDate: '2026-12-31',
    faultFoundAt: null,
    sensorLifeEndedAt: null,
  });
  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: stores.events, config, clock }));
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('the query side across New Year in Japan', () => {
  it('the check board opens on 31 December 2026 until 23:59:59 and on 1 January 2027 from midnight', async () => {
    const eve = await getAt(LAST_SECOND_OF_2026, '/check-board');
    expect(eve.status).toBe(200);
    expect(eve.data).toMatchObject({ date: '2026-12-31', drivers: [{ driverId: 'd1', lastName: '山田' }] });
    expect((await getAt(NEW_YEAR_2027, '/check-board')).data).toMatchObject({ date: '2027-01-01' });
  });

  it("the missed checks count December's days before today; from midnight, January's (none judged yet) and all of December", async () => {
    const eve = await getAt(LAST_SECOND_OF_2026, '/check-board/missed');
    expect(eve.status).toBe(200);
    // 1 to 30 December are over; the 31st is still today.
    expect(eve.data).toMatchObject({ month: '2026-12', judgedThrough: '2026-12-30', drivers: [{ driverId: 'd1' }] });
    expect(eve.data.drivers?.[0]?.days).toHaveLength(30);
    expect((await getAt(NEW_YEAR_2027, '/check-board/missed')).data).toMatchObject({ month: '2027-01', judgedThrough: null, drivers: [] });
    const december = await getAt(NEW_YEAR_2027, '/check-board/missed?month=2026-12');
    expect(december.data).toMatchObject({ month: '2026-12', judgedThrough: '2026-12-31' });
    expect(december.data.drivers?.[0]?.days).toHaveLength(31);
  });

  it('a detector whose usage limit date is 31 December takes records through that day and is out of service at midnight', async () => {
    // The detector picker's lookup (GET /device without a page).
    expect((await getAt(LAST_SECOND_OF_2026, '/device')).docs).toEqual([{ id: 'dv1', serialNo: 'SN-NY', outOfService: null }]);
    expect((await getAt(NEW_YEAR_2027, '/device')).docs).toEqual([{ id: 'dv1', serialNo: 'SN-NY', outOfService: 'usage_limit_passed' }]);
  });
});
