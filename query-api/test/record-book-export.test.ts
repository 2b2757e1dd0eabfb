import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesCollection, officesCollection, testResultsCollection } from '@fleetcheck/contracts';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { pdfToText } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company, result } from './support/documents';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * The record book's mechanics (issue 33 item 3): file names with the office and month, the CSV in Shift_JIS, the
 * PDF's page numbers as it streams; and issue 37's bug: GET /test-result/csv waits for X-FleetCheck-Position.
 */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-10T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;
let base: string;
/** Positions the projections have reached: a wait for a later one "projects" the record written at it. */
let projected = 5n;

const token = () => tokenSigner(config.jwtSecret, clock)('m1', { ut: 2, cid: 'ca', sid: 's1' });
const get = async (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { authorization: `JWT ${await token()}`, ...headers } });

beforeAll(async () => {
  stores = await openQueryStores('fc_qrecordbook');
  ({ readStore: store, events } = stores);
  await companyExists(events, 'ca');
  await managerExists(events, 'm1', 'ca');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt: '2025-03-01T00:00:00.000Z' });
  await store.collection(companiesCollection).upsert(company('ca', 'Alpha'));
  await store.collection(officesCollection).upsert({
    ...{ _id: 'o1', id: 'o1', companyId: 'ca', company: 'ca', name: '大阪営業所', phone: '', fax: '', postcode: '' },
    ...{ prefectures: '', municipalities: '', town: '', buildings: '', version: 0 },
    ...{ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
  });
  await store.collection(testResultsCollection).upsert({
    ...result('r1', 'ca', '2025-01-20', 1, 1),
    lastName: '髙橋',
    // A wave dash typed on a Mac, a circled number (Windows-31J has it), an emoji and a kanji outside JIS (it has not).
    notes: '8時〜9時 ① 😀 𠮷',
  });
  const freshness = {
    waitForPosition: async (position: bigint) => {
      // The projection catching up: the record written at position 7 reaches the read store.
      if (position === 7n && projected < 7n) {
        await store.collection(testResultsCollection).upsert({ ...result('r-new', 'ca', '2025-02-10', 2, 1), lastName: '新井' });
        projected = 7n;
      }
      return position <= projected;
    },
  };
  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock, freshness }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('the record book export', () => {
  it("names the office's file after the office and the month: the Japanese name in filename*, an ASCII one in filename", async () => {
    const csv = await get('/test-result/ledger?month=2025-01&office=o1&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="record-book_2025-01_o1.csv"; filename*=UTF-8''%E8%A8%98%E9%8C%B2%E7%B0%BF_%E5%A4%A7%E9%98%AA%E5%96%B6%E6%A5%AD%E6%89%80_2025-01.csv`,
    );
    // The whole company's PDF is named after the company.
    const pdf = await get('/test-result/ledger?month=2025-01&format=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="record-book_2025-01_all.pdf"; filename*=UTF-8''%E8%A8%98%E9%8C%B2%E7%B0%BF_Alpha_2025-01.pdf`,
    );
    // Streamed, one page: the last page says it is the last.
    expect(pdfToText(Buffer.from(await pdf.arrayBuffer())).join(' ')).toContain('1 / 1 ページ（最終ページ）');
  });

  it('gives the CSV in Shift_JIS (Windows-31J) on request: no BOM, a wave dash as ～, characters Shift_JIS lacks as 〓', async () => {
    const utf8 = await get('/test-result/ledger?month=2025-01&office=o1&format=csv');
    expect(utf8.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await utf8.text()).split('\r\n')[1]).toContain('8時〜9時 ① 😀 𠮷');

    const res = await get('/test-result/ledger?month=2025-01&office=o1&format=csv&encoding=shift_jis');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    const bytes = Buffer.from(await res.arrayBuffer());
    // 日 is 93 FA in Shift_JIS: the file starts with the first header, not a BOM.
    expect([...bytes.subarray(0, 2)]).toEqual([0x93, 0xfa]);
    // 髙 (FB FC) and ① (87 40) are Windows-31J's own.
    expect(bytes.includes(Buffer.from([0xfb, 0xfc]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x87, 0x40]))).toBe(true);
    const lines = iconv.decode(bytes, 'cp932').split('\r\n');
    expect(lines[0]!.startsWith('日付,時刻,姓,名,事業所,')).toBe(true);
    expect(lines[1]).toContain(',髙橋,太郎,');
    expect(lines[1]).toContain(',8時～9時 ① 〓 〓,');
    expect(lines).toHaveLength(1 + 1 + 1);

    // An encoding it does not offer is refused, naming the parameter.
    const refused = await get('/test-result/ledger?month=2025-01&format=csv&encoding=latin1');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error?: { key: string; fields?: { path: string; key: string }[] } };
    expect(body.error?.key).toBe('Errors.Invalid');
    expect(body.error?.fields).toEqual([{ path: 'encoding', key: 'Errors.Invalid' }]);
  });
});

describe('GET /test-result/csv and read-your-writes (issue 37)', () => {
  it('an export sent with the position of a record just made waits for it and holds it', async () => {
    const range = '/test-result/csv?dateFrom=2025-02-10&dateTo=2025-02-10';
    // Without the header the export answers at once, from what the projections have reached.
    const before = await get(range);
    expect(before.headers.get('x-fleetcheck-fresh')).toBeNull();
    expect(await before.text()).not.toContain('新井');

    const after = await get(range, { 'X-FleetCheck-Position': '7' });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-fleetcheck-fresh')).toBe('true');
    expect(await after.text()).toContain('2025-02-10,2:00,新井,太郎,');
  });
});
