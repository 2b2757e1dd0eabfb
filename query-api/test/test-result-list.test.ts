/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyFiguresCollection, dailyFiguresId, testResultsCollection, type TestResultDocument } from '@fleetcheck/contracts';
import { PostgresReadStore, createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { result } from './support/documents';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * GET /test-result pages through the (companyId, date, testedAt) index and takes its total from the home
 * projection's daily figures when only the date range and the pass/fail status filter; other filters are
 * counted. Both must answer what counting the records answers: the read models below are what the projections
 * write for these records (per day: tests and failed tests).
 */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
// 12:00 in Japan on 10 Mar 2025 (one test moves it).
const TEN_MARCH_NOON = '2025-03-10T03:00:00.000Z';
let nowAt = TEN_MARCH_NOON;
const clock = { now: () => new Date(nowAt) };
let db: TestDatabase;
let store: PostgresReadStore;
let events: EventStore;
let server: Server;
let base: string;

const manager = () =>
  new SignJWT({ ut: 2, cid: 'ca', sid: 's1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('fleetcheck')
    .setAudience('fleetcheck:dashboard')
    .setSubject('m1')
    .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
    .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 300)
    .sign(new TextEncoder().encode(config.jwtSecret));
const list = async (query: string): Promise<any> => {
  const res = await fetch(`${base}/test-result?${query}`, { headers: { authorization: `JWT ${await manager()}` } });
  expect(res.status).toBe(200);
  return res.json();
};

const liveConfirmation = {
  method: 'video_in_app' as const,
  callId: 'call-1',
  startedAt: '2025-03-08T23:02:00.000Z',
  endedAt: '2025-03-08T23:04:00.000Z',
  driver: { driverId: 'd1', name: '山田 太郎' },
  manager: { managerId: 'm1', name: '佐藤 花子' },
  checkedAt: '2025-03-08T23:03:30.000Z',
};

/**
 * Company ca: 8 March 3 records (09:00 passed, 10:00 failed, 11:00 passed by driver d2), 9 March 2 (08:00 and
 * 08:00 again, passed: the id breaks the tie), 10 March 1 (07:00 failed, returned by its manager). Company cb:
 * 9 March 4 records, never counted for ca.
 */
const record = (id: string, companyId: string, date: string, hour: string, status: number, more: Partial<TestResultDocument> = {}) => ({
  ...result(id, companyId, date, 1, status),
  testedAt: `${date}T${hour}:00:00.000+09:00`,
  ...more,
});
const RECORDS: TestResultDocument[] = [
  record('r1', 'ca', '2025-03-08', '09', 1),
  record('r2', 'ca', '2025-03-08', '10', 0),
  record('r3', 'ca', '2025-03-08', '11', 1, { driverId: 'd2', lastName: '佐藤', missingItems: ['checker'], incomplete: true }),
  // Confirmed on a video call (issue 35): the read document keeps the call.
  record('r5', 'ca', '2025-03-09', '08', 1, { liveConfirmation }),
  record('r4', 'ca', '2025-03-09', '08', 1),
  record('r6', 'ca', '2025-03-10', '07', 0, { confirmationStatus: 'returned' }),
  ...['x1', 'x2', 'x3', 'x4'].map((id) =>
    record(id, 'cb', '2025-03-09', '12', 0, id === 'x1' ? { missingItems: ['checker'], incomplete: true } : {}),
  ),
];
const FIGURES = [
  { companyId: 'ca', date: '2025-03-08', tests: 3, failed: 1 },
  { companyId: 'ca', date: '2025-03-09', tests: 2, failed: 0 },
  { companyId: 'ca', date: '2025-03-10', tests: 1, failed: 1 },
  { companyId: 'cb', date: '2025-03-09', tests: 4, failed: 4 },
];

beforeAll(async () => {
  db = await createTestDatabase('fc_qresults');
  store = new PostgresReadStore({ url: db.url });
  events = await createPostgresEventStore(db.url);
  await companyExists(events, 'ca');
  await managerExists(events, 'm1', 'ca');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt: '2025-04-01T00:00:00.000Z' });
  for (const doc of RECORDS) await store.collection(testResultsCollection).upsert(doc);
  for (const day of FIGURES)
    await store.collection(dailyFiguresCollection).upsert({ _id: dailyFiguresId(day.companyId, day.date), ...day });
  const app = express();
  app.use('/api/v1', createQueryApi({ readStore: store, eventStore: events, config, clock }));
  server = createServer(app).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  server?.close();
  await events?.close();
  await store?.close();
  await db?.drop();
});

const ids = (page: any) => page.docs.map((doc: any) => doc._id);

describe('GET /test-result', () => {
  it('pages newest first across days, ties by id, with the total and page count of the whole range', async () => {
    const range = 'dateFrom=2025-03-08&dateTo=2025-03-10&limit=2';
    expect(await list(`${range}&page=1`)).toMatchObject({ totalDocs: 6, page: 1, limit: 2, totalPages: 3 });
    expect(ids(await list(`${range}&page=1`))).toEqual(['r6', 'r4']);
    expect(ids(await list(`${range}&page=2`))).toEqual(['r5', 'r3']);
    expect(ids(await list(`${range}&page=3`))).toEqual(['r2', 'r1']);
    // Beyond the end: no records, the same total.
    expect(await list(`${range}&page=4`)).toMatchObject({ docs: [], totalDocs: 6, totalPages: 3 });
  });

  it('counts only the days of the range, and only the passed or the failed records when asked', async () => {
    expect(await list('dateFrom=2025-03-09&dateTo=2025-03-09')).toMatchObject({ totalDocs: 2 });
    expect(ids(await list('dateFrom=2025-03-09&dateTo=2025-03-09'))).toEqual(['r4', 'r5']);
    const failed = await list('dateFrom=2025-03-08&dateTo=2025-03-10&testStatus=failed');
    expect(failed).toMatchObject({ totalDocs: 2 });
    expect(ids(failed)).toEqual(['r6', 'r2']);
    const passed = await list('dateFrom=2025-03-08&dateTo=2025-03-10&testStatus=passed&limit=3&page=2');
    expect(passed).toMatchObject({ totalDocs: 4, totalPages: 2 });
    expect(ids(passed)).toEqual(['r1']);
    // Today by default: 10 March.
    expect(await list('')).toMatchObject({ totalDocs: 1 });
    // A range without records.
    expect(await list('dateFrom=2025-02-01&dateTo=2025-02-28')).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
  });

  it("defaults the range to the clock's business day as the day changes (the query schema is built once a day)", async () => {
    try {
      // 23:59 on 9 March in Japan: r4 and r5.
      nowAt = '2025-03-09T14:59:00.000Z';
      expect(ids(await list(''))).toEqual(['r4', 'r5']);
      expect(await list('')).toMatchObject({ totalDocs: 2 });
      // 00:00 on 10 March in Japan: r6 only.
      nowAt = '2025-03-09T15:00:00.000Z';
      expect(await list('')).toMatchObject({ totalDocs: 1 });
      expect(ids(await list(''))).toEqual(['r6']);
      // A dateTo before today's default dateFrom is refused on the new day too.
      const res = await fetch(`${base}/test-result?dateTo=2025-03-09`, { headers: { authorization: `JWT ${await manager()}` } });
      expect(res.status).toBe(400);
    } finally {
      nowAt = TEN_MARCH_NOON;
    }
  });

  it('counts the records themselves under the filters the daily figures do not hold', async () => {
    const range = 'dateFrom=2025-03-08&dateTo=2025-03-10';
    const byDriver = await list(`${range}&drivers=d2`);
    expect(byDriver).toMatchObject({ totalDocs: 1 });
    expect(ids(byDriver)).toEqual(['r3']);
    const bySearch = await list(`${range}&query=${encodeURIComponent('佐藤')}`);
    expect(bySearch).toMatchObject({ totalDocs: 1 });
    expect(ids(bySearch)).toEqual(['r3']);
    const awaiting = await list(`${range}&confirmation=awaiting&limit=2`);
    expect(awaiting).toMatchObject({ totalDocs: 5, totalPages: 3 });
    expect(ids(awaiting)).toEqual(['r4', 'r5']);
    // Returned records are listed whatever their day, until corrected.
    const returned = await list('dateFrom=2025-01-01&dateTo=2025-01-01&confirmation=returned');
    expect(returned).toMatchObject({ totalDocs: 1 });
    expect(ids(returned)).toEqual(['r6']);
    // So are incomplete ones (a detector's upload lacking its 確認者), the company's own only.
    const incomplete = await list('dateFrom=2025-01-01&dateTo=2025-01-01&completeness=incomplete');
    expect(incomplete).toMatchObject({ totalDocs: 1 });
    expect(ids(incomplete)).toEqual(['r3']);
    expect(incomplete.docs[0]).toMatchObject({ missingItems: ['checker'] });
    expect(incomplete.docs[0]).not.toHaveProperty('incomplete');
  });

  it('keeps the order of another sort the caller asks for', async () => {
    const oldest = await list('dateFrom=2025-03-08&dateTo=2025-03-10&sort=testedAt&limit=3');
    expect(oldest).toMatchObject({ totalDocs: 6 });
    expect(ids(oldest)).toEqual(['r1', 'r2', 'r3']);
    const byName = await list('dateFrom=2025-03-08&dateTo=2025-03-08&sort=lastName');
    expect(ids(byName)).toEqual(['r3', 'r1', 'r2']);
  });

  it("lists a record confirmed on a call without the call (not on the cards' schema); its detail shows it", async () => {
    const day = await list('dateFrom=2025-03-09&dateTo=2025-03-09');
    expect(day.docs.map((doc: any) => doc._id)).toEqual(['r4', 'r5']);
    expect(day.docs[1]).not.toHaveProperty('liveConfirmation');
    const detail = await fetch(`${base}/test-result/r5`, { headers: { authorization: `JWT ${await manager()}` } });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as any).liveConfirmation).toEqual(liveConfirmation);
  });
});
