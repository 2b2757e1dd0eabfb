import { execFileSync } from 'node:child_process';
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

describe('the Japanese record book PDF of a month, read back with pdftotext (issue 33)', () => {
  it('shows each record in words: source, late entry, confirmation beside the 確認者, no vehicle, the return and the correction history', async () => {
    const suzuki = { managerId: 'm1', name: '鈴木 花子' };
    const sato = { managerId: 'm2', name: '佐藤 一郎' };
    // March 2025, office o1 (大阪営業所). Times are UTC in the documents; the book says them in Japan time.
    const base = (id: string, testedAt: string, date: string, time: string) => ({
      ...result(id, 'ca', date, 1, 1),
      testedAt,
      time,
      instructions: null,
      checker: sato,
      carId: 'car1',
      vehicle: 'car1',
      carNumber: '品川 300 あ 12-34',
      enteredAt: testedAt,
    });
    await store.collection(testResultsCollection).upsert({
      // A detector's record (its 確認者 佐藤), confirmed by 鈴木 at 9:30.
      ...base('m-dev', '2025-03-03T00:00:00.000Z', '2025-03-03', '9:00'),
      lastName: '青木',
      source: 'device',
      device: 'SN-100',
      detector: { deviceId: 'dv1', serialNo: 'SN-100', model: 2 },
      confirmationStatus: 'confirmed',
      confirmation: { decision: 'confirmed', comment: null, manager: suzuki, decidedAt: '2025-03-03T00:30:00.000Z' },
    });
    await store.collection(testResultsCollection).upsert({
      // Typed in on 6 Mar at 10:00 for a check on 4 Mar at 9:00: late, with its reason.
      ...base('m-late', '2025-03-04T00:00:00.000Z', '2025-03-04', '9:00'),
      lastName: '井上',
      source: 'manual',
      noDetectorReason: '検知器の電池切れ',
      enteredAt: '2025-03-06T01:00:00.000Z',
      lateEntry: true,
      lateEntryReason: '紙の記録簿から転記',
    });
    await store.collection(testResultsCollection).upsert({
      // Typed in at 9:30 on 5 Mar, returned by 鈴木 at 9:45, then its time corrected to 9:10: awaiting again.
      ...base('m-corr', '2025-03-05T00:10:00.000Z', '2025-03-05', '9:10'),
      lastName: '上田',
      source: 'manual',
      noDetectorReason: '検知器の故障',
      enteredAt: '2025-03-05T00:30:00.000Z',
      confirmationStatus: 'awaiting',
      confirmation: { decision: 'returned', comment: '時刻が違う', manager: suzuki, decidedAt: '2025-03-05T00:45:00.000Z' },
      corrections: [
        {
          correctedAt: '2025-03-05T01:00:00.000Z',
          correctedBy: suzuki,
          actor: { userId: 'm1', role: 'manager', onBehalfOfAdmin: null },
          reason: '時刻の入力誤り',
          changes: [{ field: 'testedAt', before: '2025-03-05T00:30:00.000Z', after: '2025-03-05T00:10:00.000Z' }],
        },
      ],
    });
    await store.collection(testResultsCollection).upsert({
      // On foot: an explicit "no vehicle" with its reason.
      ...base('m-foot', '2025-03-07T00:00:00.000Z', '2025-03-07', '9:00'),
      lastName: '森',
      source: 'manual',
      noDetectorReason: '検知器の電池切れ',
      carId: null,
      vehicle: null,
      carNumber: null,
      noVehicleReason: '徒歩での出張',
    });

    const pdf = await get('/test-result/ledger?month=2025-03&office=o1&format=pdf');
    expect(pdf.status).toBe(200);
    const raw = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) }).toString();
    // Cells wrap anywhere: read without the line breaks and spaces.
    const text = raw.replace(/\s+/g, '');
    const shows = (words: string) => expect(text).toContain(words.replace(/\s+/g, ''));

    // No code words (after_driving, under_maintenance...) and no UTC instants (…T00:00:00.000Z).
    expect(raw).not.toMatch(/[A-Za-z]+_[A-Za-z]+/);
    expect(raw).not.toMatch(/\d{2}:\d{2}(:\d{2})?(\.\d+)?Z/);
    // The source of each record, in words.
    shows('検知器から送信');
    shows('手入力');
    // The detector's record: its 確認者 佐藤 stays; 鈴木's confirmation is beside it, with its time.
    shows('確認済み 鈴木 花子 2025.03.03 09:30');
    // The late entry: marked, with its reason.
    shows('紙の記録簿から転記 【遅延入力】');
    // The returned record, awaiting again after its correction: the return said in words, and the history
    // before → after, who, when and why.
    shows('確認待ち 差し戻し 鈴木 花子 2025.03.05 09:45 時刻が違う');
    shows('2025.03.05 10:00 鈴木 花子 理由「時刻の入力誤り」 確認の日時: 2025.03.05 09:30 → 2025.03.05 09:10');
    // No vehicle, said as such with its reason (never the driver's usual car).
    shows('車両なし: 徒歩での出張');
    expect(text).toContain('佐藤一郎');
  });
});
