import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverDaysOffCollection,
  driverRosterCollection,
  officesCollection,
  testResultsCollection,
  type CheckType,
  type DriverRosterDocument,
  type OfficeDocument,
} from '@fleetcheck/contracts';
import type { PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { result } from './support/documents';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * Issue 33 item 5: the board of a past day keeps a driver deleted since, named as then, and shows a driver off
 * duty as off duty (not missing); the month's missed checks count, per driver and office, the Japan days a driver
 * on duty lacked a before- or after-driving check, off-duty days left out. Another company's manager sees none of it.
 */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
// 12:00 on 10 February 2025 in Japan: February's 1st to 9th are over.
const clock = { now: () => new Date('2025-02-10T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let server: ServedApi;

const sign = tokenSigner(config.jwtSecret, clock);
const get = async (path: string, manager: 'm1' | 'm2' = 'm1') => {
  const token = await sign(manager, { ut: 2, cid: manager === 'm1' ? 'ca' : 'cb', sid: `s-${manager}` });
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `JWT ${token}` } });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

const office = (id: string, companyId: string, name: string): OfficeDocument => ({
  _id: id,
  id,
  companyId,
  company: companyId,
  name,
  phone: '',
  fax: '',
  postcode: '',
  prefectures: '',
  municipalities: '',
  town: '',
  buildings: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  version: 0,
});
// Registered at 00:00 on 30 January in Japan.
const REGISTERED = '2025-01-29T15:00:00.000Z';
const rostered = (
  id: string,
  companyId: string,
  lastName: string,
  officeId: string,
  deletedAt: string | null = null,
): DriverRosterDocument => ({
  _id: id,
  companyId,
  createdAt: REGISTERED,
  deletedAt,
  versions: [{ since: REGISTERED, lastName, firstName: '太郎', officeId }],
});
const check = (id: string, companyId: string, driverId: string, date: string, checkType: CheckType) => ({
  ...result(id, companyId, date, checkType === 'before_driving' ? 1 : 8, 1),
  driverId,
  checkType,
});

beforeAll(async () => {
  stores = await openQueryStores('fc_qboard');
  store = stores.readStore;
  for (const [manager, companyId] of [
    ['m1', 'ca'],
    ['m2', 'cb'],
  ] as const) {
    await companyExists(stores.events, companyId);
    await managerExists(stores.events, manager, companyId);
    await sessionStarted(stores.events, { sessionId: `s-${manager}`, userId: manager, companyId, expiresAt: '2025-03-01T00:00:00.000Z' });
  }
  for (const doc of [office('o1', 'ca', 'Tokyo'), office('o2', 'ca', 'Osaka'), office('ob', 'cb', 'Nagoya')])
    await store.collection(officesCollection).upsert(doc);
  const kept = rostered('d1', 'ca', '山田', 'o1');
  // Renamed on 5 February: January's board still says 山田.
  kept.versions.push({ since: '2025-02-05T00:00:00.000Z', lastName: '加藤', firstName: '太郎', officeId: 'o1' });
  for (const doc of [
    kept,
    // Deleted at 12:00 on 31 January in Japan: on the 31st's board, on none after.
    rostered('d2', 'ca', '鈴木', 'o2', '2025-01-31T03:00:00.000Z'),
    rostered('d9', 'cb', '他社', 'ob'),
  ])
    await store.collection(driverRosterCollection).upsert(doc);
  for (const doc of [
    check('t1', 'ca', 'd1', '2025-01-30', 'before_driving'),
    check('t2', 'ca', 'd1', '2025-01-30', 'after_driving'),
    check('t3', 'ca', 'd1', '2025-01-31', 'before_driving'),
  ])
    await store.collection(testResultsCollection).upsert(doc);
  await store.collection(driverDaysOffCollection).upsert({ _id: 'd2_2025-01-30', companyId: 'ca', driverId: 'd2', date: '2025-01-30' });
  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: stores.events, config, clock }));
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

const rows = (body: { data: Record<string, unknown> }) =>
  (
    body.data.drivers as {
      driverId: string;
      lastName: string;
      onDuty: boolean;
      before_driving: { state: string };
      after_driving: { state: string };
    }[]
  ).map((row) => [row.driverId, row.lastName, row.onDuty, row.before_driving.state, row.after_driving.state]);

describe('the check board of a past day', () => {
  it('shows a driver off duty as off duty, not missing, and keeps a driver deleted later, named as that day', async () => {
    const thirtieth = await get('/check-board?date=2025-01-30');
    expect(thirtieth.status).toBe(200);
    // By name in code units: 山田 (U+5C71) before 鈴木 (U+9234).
    expect(rows(thirtieth.body)).toEqual([
      ['d1', '山田', true, 'awaiting_confirmation', 'awaiting_confirmation'],
      ['d2', '鈴木', false, 'off_duty', 'off_duty'],
    ]);
    expect(rows((await get('/check-board?date=2025-01-31')).body)).toEqual([
      ['d1', '山田', true, 'awaiting_confirmation', 'missing'],
      ['d2', '鈴木', true, 'missing', 'missing'],
    ]);
    expect(rows((await get('/check-board?date=2025-02-06')).body)).toEqual([['d1', '加藤', true, 'missing', 'missing']]);
  });
});

describe("a month's missed checks", () => {
  it('counts per driver and office the days an on-duty driver lacked a check, off-duty days left out', async () => {
    const january = await get('/check-board/missed?month=2025-01');
    expect(january.status).toBe(200);
    expect(january.body.data).toEqual({
      month: '2025-01',
      office: null,
      judgedThrough: '2025-01-31',
      drivers: [
        {
          driverId: 'd1',
          lastName: '山田',
          firstName: '太郎',
          officeId: 'o1',
          days: [{ date: '2025-01-31', checkTypes: ['after_driving'] }],
        },
        {
          driverId: 'd2',
          lastName: '鈴木',
          firstName: '太郎',
          officeId: 'o2',
          days: [{ date: '2025-01-31', checkTypes: ['before_driving', 'after_driving'] }],
        },
      ],
      offices: [
        { officeId: 'o1', name: 'Tokyo', missedDays: 1, drivers: 1 },
        { officeId: 'o2', name: 'Osaka', missedDays: 1, drivers: 1 },
      ],
    });
    const osaka = await get('/check-board/missed?month=2025-01&office=o2');
    expect((osaka.body.data.drivers as { driverId: string }[]).map((row) => row.driverId)).toEqual(['d2']);
  });

  it("judges this month's days before today only, and names a driver as on the last day missed", async () => {
    const february = await get('/check-board/missed');
    expect(february.status).toBe(200);
    expect(february.body.data).toMatchObject({ month: '2025-02', judgedThrough: '2025-02-09' });
    const [driver, ...others] = february.body.data.drivers as { driverId: string; lastName: string; days: unknown[] }[];
    expect(others).toEqual([]);
    expect(driver).toMatchObject({ driverId: 'd1', lastName: '加藤' });
    expect(driver!.days).toHaveLength(9);
    expect((await get('/check-board/missed?month=2025-03')).body.data).toMatchObject({ judgedThrough: null, drivers: [], offices: [] });
  });

  it("gives another company's manager none of it: its office is not found, its month lists its own drivers only", async () => {
    expect((await get('/check-board/missed?month=2025-01&office=o1')).status).toBe(200);
    expect((await get('/check-board/missed?month=2025-01&office=o1', 'm2')).status).toBe(404);
    expect((await get('/check-board?date=2025-01-31&office=o1', 'm2')).status).toBe(404);
    const theirs = await get('/check-board/missed?month=2025-01', 'm2');
    expect((theirs.body.data.drivers as { driverId: string }[]).map((row) => row.driverId)).toEqual(['d9']);
    expect(rows((await get('/check-board?date=2025-01-31', 'm2')).body).map((row) => row[0])).toEqual(['d9']);
  });

  it('refuses a month that is not one', async () => {
    const res = await get('/check-board/missed?month=2025-13');
    expect(res.status).toBe(400);
  });
});
