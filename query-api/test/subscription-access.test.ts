import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyFiguresCollection,
  dailyFiguresId,
  carsCollection,
  companiesCollection,
  driverRosterCollection,
  driversCollection,
  managersCollection,
  officesCollection,
  subscriptionCatalogue,
  testResultsCollection,
  type EventMetadata,
  type SubscriptionEvent,
} from '@fleetcheck/contracts';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company as companyDocument, result } from './support/documents';
import { adminExists, companyExists, managerExists, sessionStarted } from './support/signed-in';

/**
 * The query side gives a manager of a company whose paid term ran out only their records (test results, the check
 * board, the exports) for a year, as the command side does (issue 15 item 8), and refuses everything after that.
 */
const config = { jwtSecret: 'q'.repeat(40), jwtIssuer: 'fleetcheck' };
// 2 April 2026 in Japan: the day after the paid term of company "lapsed".
const clock = { now: () => new Date('2026-04-02T03:00:00.000Z') };
let stores: QueryStores;
let events: EventStore;
let reads: PostgresReadStore;
let server: ServedApi;
let base: string;

const sign = tokenSigner(config.jwtSecret, clock);

const meta: EventMetadata = {
  actor: { userId: null, role: 'system', companyId: null },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-03-01T00:00:00.000Z',
};
const amounts = {
  monthlyCarCost: 1500,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 4500,
  carAmount: 1500,
  deviceAmount: 3000,
  totalAmount: 4500,
  discountAmount: 0,
};
const started = (
  companyId: string,
  expiryDate: string,
  startDate = '2026-03-01',
): Extract<SubscriptionEvent, { type: 'SubscriptionStarted' }> => ({
  type: 'SubscriptionStarted',
  data: {
    companyId,
    operation: 'create',
    plan: { carCount: 1, deviceCount: 1, paymentSchedule: 'monthly' },
    paymentMethod: 'card',
    status: 'Active',
    amounts,
    startDate,
    expiryDate,
    payment: { orderId: 'o', chargeId: 'c', amount: 4500 },
  },
});

async function company(companyId: string, expiryDate: string | null, startDate?: string) {
  await companyExists(events, companyId);
  if (expiryDate)
    await events.appendToStream(
      `subscription-${companyId}`,
      [{ ...subscriptionCatalogue.encode(started(companyId, expiryDate, startDate)), metadata: meta }],
      'no_stream',
    );
}
const expiresAt = '2026-04-05T00:00:00.000Z';
/** A GET of `path` with the subject's token: its status and, for an error, its key. */
const read = async (path: string, subject: string, claims: Record<string, unknown>) => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `JWT ${await sign(subject, claims)}` } });
  const text = await res.text();
  const key = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { error?: { key: string } }).error?.key : undefined;
  return { status: res.status, key, text };
};
/** The subscription page: not a record, so closed to a lapsed company's managers. */
const status = async (subject: string, claims: Record<string, unknown>) => {
  const { status, key } = await read('/subscription/view', subject, claims);
  return { status, key };
};
/** The record reads a lapsed company's managers keep for a year after their paid term. */
const RECORD_READS = [
  '/test-result?dateFrom=2026-03-01&dateTo=2026-03-31',
  '/test-result/csv?dateFrom=2026-03-01&dateTo=2026-03-31',
  '/check-board?date=2026-03-31',
  '/check-board/missed?month=2026-03',
  '/test-result/ledger?month=2026-03&format=csv',
  // The offices the board and the month's record book are asked for by.
  '/office',
];

beforeAll(async () => {
  stores = await openQueryStores('fc_qaccess', { poolSize: 2 });
  ({ readStore: reads, events } = stores);
  await company('lapsed', '2026-04-01');
  // Lapsed too; the renewal test renews this one, so the other tests' lapsed company stays lapsed in any order.
  await company('renewing', '2026-04-01');
  await company('paid', '2026-04-30');
  await company('signing-up', null);
  // Its paid term ended 2025-03-31: its year of records-only access ended 2026-03-31.
  await company('gone', '2025-03-31', '2025-03-01');
  await managerExists(events, 'm-gone', 'gone');
  await sessionStarted(events, { sessionId: 's6', userId: 'm-gone', companyId: 'gone', expiresAt });
  await managerExists(events, 'm-lapsed', 'lapsed');
  await managerExists(events, 'm-renewing', 'renewing');
  await managerExists(events, 'm-paid', 'paid');
  await managerExists(events, 'm-signing-up', 'signing-up', 3);
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'm-lapsed', companyId: 'lapsed', expiresAt });
  await sessionStarted(events, { sessionId: 's5', userId: 'm-renewing', companyId: 'renewing', expiresAt });
  await sessionStarted(events, { sessionId: 's2', userId: 'm-paid', companyId: 'paid', expiresAt });
  await sessionStarted(events, { sessionId: 's3', userId: 'm-signing-up', companyId: 'signing-up', userType: 3, expiresAt });
  await sessionStarted(events, { sessionId: 's0', userId: 'a1', companyId: null, expiresAt });
  await sessionStarted(events, { sessionId: 's4', userId: 'a1', companyId: 'lapsed', openedFrom: 's0', expiresAt });
  for (const [id, companyId] of [
    ['m-lapsed', 'lapsed'],
    ['m-paid', 'paid'],
  ] as const)
    await reads.collection(managersCollection).upsert({
      _id: id,
      id,
      companyId,
      company: companyId,
      username: id,
      userType: 2,
      language: 'ja',
      firstName: '花子',
      lastName: '鈴木',
      spellingFirstName: 'ハナコ',
      spellingLastName: 'スズキ',
      email: `${id}@example.jp`,
      mobile: '090',
      officeId: null,
      image: null,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      version: 1,
    });
  for (const [companyId, officeName, lastName, carNumber] of [
    ['lapsed', '失効営業所', '遅野', '品川 500 あ 11-11'],
    ['paid', '有効営業所', '早川', '大阪 300 い 22-22'],
  ] as const)
    await ownRecords(companyId, officeName, lastName, carNumber);
  await reads.collection(companiesCollection).upsert(companyDocument('lapsed', '失効運輸'));
  await reads.collection(companiesCollection).upsert(companyDocument('paid', '有効運輸'));
  server = await serveQueryApi(createQueryApi({ readStore: reads, eventStore: events, config, clock }));
  base = server.base;
});

/** An office, a driver of it and the driver's failed check of 31 March 2026, named so each company's reads show whose they are. */
async function ownRecords(companyId: string, officeName: string, lastName: string, carNumber: string): Promise<void> {
  const stamps = { createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z', version: 0 };
  const officeId = `o-${companyId}`;
  const carId = `car-${companyId}`;
  await reads.collection(carsCollection).upsert({
    ...{ _id: carId, id: carId, companyId, company: companyId, number: carNumber, model: 'プリウス', type: 'Sedan' },
    ...{ chassisNo: '', production: '', inspection: '', insurance: '', officeId, ...stamps },
  });
  const driverId = `d-${companyId}`;
  const office = { _id: officeId, id: officeId, companyId, company: companyId, name: officeName, phone: '', fax: '', postcode: '' };
  await reads.collection(officesCollection).upsert({ ...office, prefectures: '', municipalities: '', town: '', buildings: '', ...stamps });
  await reads.collection(driversCollection).upsert({
    ...{ _id: driverId, id: driverId, companyId, company: companyId, username: driverId, firstName: '一郎', lastName },
    ...{ spellingFirstName: '', spellingLastName: '', DOB: '-', expirationDate: '', licenseType: '1', carId: 'none' },
    ...{ driverLicense: '', email: '', mobile: '', officeId, image: null, ...stamps },
  });
  // The board of a day lists the drivers the company had that day (the roster keeps them after deletion).
  await reads.collection(driverRosterCollection).upsert({
    _id: driverId,
    companyId,
    createdAt: stamps.createdAt,
    deletedAt: null,
    versions: [{ since: stamps.createdAt, lastName, firstName: '一郎', officeId }],
  });
  const record = result(`t-${companyId}`, companyId, '2026-03-31', 1, 0);
  await reads.collection(testResultsCollection).upsert({ ...record, driverId, driver: driverId, officeId, office: officeName, lastName });
  // The home projection's figures of the day, which the list's total is read from.
  const day = { companyId, date: '2026-03-31', tests: 1, failed: 1 };
  await reads.collection(dailyFiguresCollection).upsert({ _id: dailyFiguresId(companyId, day.date), ...day });
}
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('query-api access check and the subscription term', () => {
  it('gives a lapsed company’s manager its test results, check board and exports, as a paid company’s manager gets them', async () => {
    // Each answer holds the company's own record (its office or driver by name), never the other company's.
    for (const path of RECORD_READS) {
      const paid = await read(path, 'm-paid', { ut: 2, cid: 'paid', sid: 's2' });
      expect(paid.status, path).toBe(200);
      expect(paid.text, path).toMatch(path === '/office' ? '有効営業所' : '早川');
      expect(paid.text, path).not.toMatch(/遅野|失効営業所/);
      const lapsed = await read(path, 'm-lapsed', { ut: 2, cid: 'lapsed', sid: 's1' });
      expect(lapsed.status, path).toBe(200);
      expect(lapsed.text, path).toMatch(path === '/office' ? '失効営業所' : '遅野');
      expect(lapsed.text, path).not.toMatch(/早川|有効営業所/);
    }
    const profile = JSON.parse((await read('/auth/profile', 'm-lapsed', { ut: 2, cid: 'lapsed', sid: 's1' })).text) as {
      data: { access?: string; redirectPage: string };
    };
    expect(profile.data).toMatchObject({ access: 'records-only' });
    // The company's own details, which every page's footer shows.
    const paidCompany = await read('/auth/company-profile', 'm-paid', { ut: 2, cid: 'paid', sid: 's2' });
    expect([paidCompany.status, paidCompany.text]).toEqual([200, expect.stringContaining('有効運輸')]);
    const lapsedCompany = await read('/auth/company-profile', 'm-lapsed', { ut: 2, cid: 'lapsed', sid: 's1' });
    expect([lapsedCompany.status, lapsedCompany.text]).toEqual([200, expect.stringContaining('失効運輸')]);
    expect(lapsedCompany.text).not.toContain('有効運輸');
    const paidProfile = JSON.parse((await read('/auth/profile', 'm-paid', { ut: 2, cid: 'paid', sid: 's2' })).text) as {
      data: { access?: string; redirectPage: string };
    };
    expect(paidProfile.data.access).toBeUndefined();
  });

  it('gives a lapsed company’s manager the vehicle inspections its check board shows and the month’s inspection record', async () => {
    // The board of a lapsed company's manager asks for the day's inspections beside the checks (it answered 402, and
    // the board showed "Something went wrong"); the month's daily inspection record is a record kept for a year too.
    // Each answer lists the company's own car (the month's record has a row for it every day), never the other's.
    for (const path of ['/vehicle-inspection/day?date=2026-03-31', '/vehicle-inspection/record?month=2026-03&format=csv']) {
      const paid = await read(path, 'm-paid', { ut: 2, cid: 'paid', sid: 's2' });
      expect(paid.status, path).toBe(200);
      expect(paid.text, path).toContain('大阪 300 い 22-22');
      expect(paid.text, path).not.toContain('品川 500 あ 11-11');
      const lapsed = await read(path, 'm-lapsed', { ut: 2, cid: 'lapsed', sid: 's1' });
      expect(lapsed.status, path).toBe(200);
      expect(lapsed.text, path).toContain('品川 500 あ 11-11');
      expect(lapsed.text, path).not.toContain('大阪 300 い 22-22');
    }
  });

  it('refuses a lapsed company’s manager every read that is not a record with Errors.SubscriptionExpired (402)', async () => {
    for (const path of ['/subscription/view', '/home', '/notification/csv']) {
      expect((await read(path, 'm-paid', { ut: 2, cid: 'paid', sid: 's2' })).status).toBe(200);
      expect(await read(path, 'm-lapsed', { ut: 2, cid: 'lapsed', sid: 's1' })).toMatchObject({
        status: 402,
        key: 'Errors.SubscriptionExpired',
      });
    }
  });

  it('refuses everything, records too, a year and a day after the paid term', async () => {
    for (const path of [...RECORD_READS, '/auth/profile', '/subscription/view'])
      expect(await read(path, 'm-gone', { ut: 2, cid: 'gone', sid: 's6' })).toMatchObject({
        status: 402,
        key: 'Errors.SubscriptionExpired',
      });
  });

  it('lets in managers of a paid company and of one still signing up, and an admin on behalf of the lapsed one', async () => {
    expect((await status('m-paid', { ut: 2, cid: 'paid', sid: 's2' })).status).toBe(200);
    expect((await status('m-signing-up', { ut: 3, cid: 'signing-up', sid: 's3' })).status).toBe(200);
    expect((await status('a1', { ut: 1, cid: 'lapsed', sid: 's4', obo: true })).status).toBe(200);
  });

  it('lets the lapsed company’s manager in at once when a renewal is written (by another process: the view follows the events)', async () => {
    expect(await status('m-renewing', { ut: 2, cid: 'renewing', sid: 's5' })).toEqual({ status: 402, key: 'Errors.SubscriptionExpired' });
    const renewed = started('renewing', '2026-05-01');
    const renewal: SubscriptionEvent = {
      type: 'SubscriptionStarted',
      data: {
        ...renewed.data,
        operation: 'newSubscription',
        startDate: '2026-04-02',
        payment: { orderId: 'o2', chargeId: 'c2', amount: 4500 },
      },
    };
    await events.appendToStream('subscription-renewing', [{ ...subscriptionCatalogue.encode(renewal), metadata: meta }], 0n);
    expect((await status('m-renewing', { ut: 2, cid: 'renewing', sid: 's5' })).status).toBe(200);
  });
});
