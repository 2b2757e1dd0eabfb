import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carsCollection,
  deletedCarsCollection,
  companiesCollection,
  driversCollection,
  managersCollection,
  officesCollection,
  vehicleInspectionsCollection,
  type CarDocument,
  type InspectedItem,
  type VehicleInspectionDocument,
} from '@fleetcheck/contracts';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { pdfToText } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company } from './support/documents';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * Issue 37 item 2: the month's daily inspection record (日常点検記録簿) of an office, as a CSV (UTF-8 with a BOM,
 * words only, Japan dates) and as a PDF read back with pdftotext; another company's manager is refused the office.
 * The clock is 3 Mar 2025 12:00 in Japan: the month's days so far are the 1st to the 3rd.
 */
const config = { jwtSecret: 'y'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-03-03T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;

const sign = tokenSigner(config.jwtSecret, clock);
const get = async (path: string, as: 'alpha' | 'beta' = 'alpha') => {
  const token = as === 'alpha' ? await sign('m1', { ut: 2, cid: 'ca', sid: 's1' }) : await sign('m2', { ut: 2, cid: 'cb', sid: 's2' });
  return fetch(`${server.base}${path}`, { headers: { authorization: `JWT ${token}` } });
};

/** A CSV answer's text after its BOM (UTF-8 with a BOM: fetch's text() would drop it unseen). */
async function csvText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

const office = (id: string, companyId: string, name: string) => ({
  ...{ _id: id, id, companyId, company: companyId, name, phone: '', fax: '', postcode: '' },
  ...{ prefectures: '', municipalities: '', town: '', buildings: '', version: 0 },
  ...{ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
});
const car = (id: string, number: string, officeId: string, createdAt: string): CarDocument => ({
  ...{ _id: id, id, companyId: 'ca', company: 'ca', number, model: 'プリウス', type: 'Sedan', chassisNo: '', production: '' },
  ...{ inspection: '', insurance: '', officeId, createdAt, updatedAt: createdAt, version: 0 },
});
const person = (id: string, lastName: string, firstName: string) => ({
  ...{ _id: id, id, companyId: 'ca', company: 'ca', username: id, firstName, lastName, spellingFirstName: '', spellingLastName: '' },
  ...{ email: '', mobile: '', officeId: 'o1', image: null, createdAt: '2025-01-01T00:00:00.000Z' },
  ...{ updatedAt: '2025-01-01T00:00:00.000Z', version: 0 },
});
const item = (itemId: string, result: InspectedItem['result'], note = '', label = ''): InspectedItem => ({
  itemId,
  source: label ? 'company' : 'statutory',
  label,
  result,
  note,
});
const inspection = (
  carId: string,
  officeId: string,
  date: string,
  inspectedAt: string,
  inspector: [string, 'driver' | 'manager'],
  items: InspectedItem[],
  clearance: VehicleInspectionDocument['clearance'] = null,
): VehicleInspectionDocument => {
  const abnormalCount = items.filter((one) => one.result === 'abnormal').length;
  return {
    ...{ _id: `${carId}:${date}`, companyId: 'ca', carId, officeId, date, schedule: 'private', inspectedAt },
    ...{ inspectorId: inspector[0], inspectorRole: inspector[1], items, abnormalCount },
    ...{ defectOpen: abnormalCount > 0 && clearance === null, clearance },
  };
};

beforeAll(async () => {
  stores = await openQueryStores('fc_qinspectionrecord');
  ({ readStore: store, events } = stores);
  await companyExists(events, 'ca');
  await companyExists(events, 'cb');
  await managerExists(events, 'm1', 'ca');
  await managerExists(events, 'm2', 'cb');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt: '2025-04-01T00:00:00.000Z' });
  await sessionStarted(events, { sessionId: 's2', userId: 'm2', companyId: 'cb', expiresAt: '2025-04-01T00:00:00.000Z' });
  await store.collection(companiesCollection).upsert(company('ca', 'Alpha'));
  await store.collection(companiesCollection).upsert(company('cb', 'Beta'));
  await store.collection(officesCollection).upsert(office('o1', 'ca', '大阪営業所'));
  await store.collection(officesCollection).upsert(office('o2', 'ca', '本社'));
  await store.collection(managersCollection).upsert({ ...person('m1', '鈴木', '花子'), userType: 2, language: 'ja' });
  await store.collection(driversCollection).upsert({
    ...person('d1', '山田', '太郎'),
    ...{ DOB: '-', expirationDate: '', licenseType: '1', carId: 'none', driverLicense: '' },
  });
  // Added in February: every day of March so far is its to inspect.
  await store.collection(carsCollection).upsert(car('c1', '大阪 100 あ 12-34', 'o1', '2025-02-10T00:00:00.000Z'));
  // The head office's car: in the company's record, not in 大阪営業所's.
  await store.collection(carsCollection).upsert(car('c2', '品川 300 い 56-78', 'o2', '2025-02-10T00:00:00.000Z'));
  const inspections = store.collection(vehicleInspectionsCollection);
  // 1 Mar, 08:30 Japan: the driver finds a cracked tyre; the manager clears it at 12:15.
  await inspections.upsert(
    inspection(
      'c1',
      'o1',
      '2025-03-01',
      '2025-02-28T23:30:00.000Z',
      ['d1', 'driver'],
      [item('brake_pedal', 'ok'), item('tyre_damage', 'abnormal', '左前輪に亀裂'), item('ci1', 'ok', '', '荷台の固定')],
      { clearedAt: '2025-03-01T03:15:00.000Z', clearedBy: 'm1', note: 'タイヤ交換済み' },
    ),
  );
  // 2 Mar: not inspected. 3 Mar, 8:00 Japan: the manager finds the parking brake faulty, not cleared yet.
  await inspections.upsert(
    inspection(
      'c1',
      'o1',
      '2025-03-03',
      '2025-03-02T23:00:00.000Z',
      ['m1', 'manager'],
      [item('brake_pedal', 'ok'), item('parking_brake', 'abnormal', 'レバーが戻らない')],
    ),
  );
  // A car of 大阪営業所 inspected on 20 February, deleted since: its number as it was stays in the record.
  await store
    .collection(deletedCarsCollection)
    .upsert({ _id: 'c3', companyId: 'ca', number: '大阪 400 う 99-99', deletedAt: '2025-02-25T00:00:00.000Z' });
  await inspections.upsert(inspection('c3', 'o1', '2025-02-20', '2025-02-19T23:30:00.000Z', ['d1', 'driver'], [item('brake_pedal', 'ok')]));
  await inspections.upsert(inspection('c2', 'o2', '2025-03-03', '2025-03-02T22:45:00.000Z', ['d1', 'driver'], [item('brake_pedal', 'ok')]));
  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock }));
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

const PEDAL = 'ブレーキ・ペダルの踏みしろが適当で、ブレーキのききが十分であること';
const OSAKA_CAR = '大阪 100 あ 12-34,大阪営業所';

describe('the daily inspection record of a month (issue 37 item 2)', () => {
  it("gives the office's month as a CSV: each car's days, each item's result, who inspected, the faults and their clearance", async () => {
    const res = await get('/vehicle-inspection/record?month=2025-03&office=o1&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="daily-inspection-record_2025-03_o1.csv"; filename*=UTF-8''${encodeURIComponent('日常点検記録簿_大阪営業所_2025-03.csv')}`,
    );
    const text = await csvText(res);
    expect(text.split('\r\n')).toEqual([
      '点検日,車両番号,事業所,点検日時,点検者,点検者の区分,点検箇所,点検項目,結果,異常の内容,解除日時,解除した管理者,対応内容',
      `2025.03.01,${OSAKA_CAR},2025.03.01 08:30,山田 太郎,運転者,ブレーキ,${PEDAL},良,,,,`,
      `2025.03.01,${OSAKA_CAR},2025.03.01 08:30,山田 太郎,運転者,タイヤ,タイヤに亀裂及び損傷がないこと,否（異常あり）,左前輪に亀裂,2025.03.01 12:15,鈴木 花子,タイヤ交換済み`,
      `2025.03.01,${OSAKA_CAR},2025.03.01 08:30,山田 太郎,運転者,会社独自の項目,荷台の固定,良,,,,`,
      `2025.03.02,${OSAKA_CAR},,,,,,未実施,,,,`,
      `2025.03.03,${OSAKA_CAR},2025.03.03 08:00,鈴木 花子,管理者,ブレーキ,${PEDAL},良,,,,`,
      `2025.03.03,${OSAKA_CAR},2025.03.03 08:00,鈴木 花子,管理者,ブレーキ,駐車ブレーキ・レバーの引きしろが適当であること,否（異常あり）,レバーが戻らない,未解除（運行不可）,,`,
      '',
    ]);
  });

  it("gives the whole company's month in English, the head office's car too", async () => {
    const res = await get('/vehicle-inspection/record?month=2025-03&format=csv&language=en');
    expect(res.status).toBe(200);
    const lines = (await csvText(res)).split('\r\n');
    expect(lines[0]).toBe(
      'Date,Car number,Office,Inspected at,Inspected by,Inspector,Part,Item,Result,Abnormality found,Cleared at,Cleared by,What was done',
    );
    // Cars by number: 品川 (U+54C1) sorts before 大阪 (U+5927), so the head office's car comes first.
    expect(lines.slice(1, 4)).toEqual([
      '2025.03.01,品川 300 い 56-78,本社,,,,,,Not inspected,,,,',
      '2025.03.02,品川 300 い 56-78,本社,,,,,,Not inspected,,,,',
      '2025.03.03,品川 300 い 56-78,本社,2025.03.03 07:45,山田 太郎,Driver,Brakes,Brake pedal travel is right and the brakes work well,OK,,,,',
    ]);
    expect(lines[5]).toBe(
      '2025.03.01,大阪 100 あ 12-34,大阪営業所,2025.03.01 08:30,山田 太郎,Driver,Tyres,No cracks or damage on the tyres,Abnormal,左前輪に亀裂,2025.03.01 12:15,鈴木 花子,タイヤ交換済み',
    );
    expect(lines).toHaveLength(1 + 3 + 6 + 1);
  });

  it('names a deleted car by its number as it was, marked deleted in words, never by its id', async () => {
    const ja = (await csvText(await get('/vehicle-inspection/record?month=2025-02&office=o1&format=csv'))).split('\r\n');
    expect(ja).toContain(`2025.02.20,大阪 400 う 99-99（削除済み）,大阪営業所,2025.02.20 08:30,山田 太郎,運転者,ブレーキ,${PEDAL},良,,,,`);
    const en = await csvText(await get('/vehicle-inspection/record?month=2025-02&office=o1&format=csv&language=en'));
    expect(en).toContain('2025.02.20,大阪 400 う 99-99 (deleted),大阪営業所,2025.02.20 08:30,山田 太郎,Driver,Brakes,');
    expect(ja.join('\n')).not.toContain('c3');
    expect(en).not.toContain('c3');
  });

  it('gives the same month as a PDF laid out as the paper record book: per car, items by the 31 days, faults under it', async () => {
    const res = await get('/vehicle-inspection/record?month=2025-03&office=o1&format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="daily-inspection-record_2025-03_o1.pdf"; filename*=UTF-8''${encodeURIComponent('日常点検記録簿_大阪営業所_2025-03.pdf')}`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    // A4 landscape: 297 x 210 mm, 841.89 x 595.28 points.
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString()).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const lines = pdfToText(pdf);
    expect(lines.slice(0, 3)).toEqual([
      '日常点検記録簿',
      'Alpha ／ 大阪営業所 ／ 2025-03',
      '車両番号：大阪 100 あ 12-34 事業所：大阪営業所',
    ]);
    // The grid: a column per day, 1 to 31 (1 March 2025 was a Saturday), a row per item inspected that month in the
    // statutory order and then the company's own, the day's mark in its column, and who inspected each day so far.
    expect(lines.slice(3, 10)).toEqual([
      `点検箇所 点検項目 ${Array.from({ length: 31 }, (_, day) => day + 1).join(' ')}`,
      '土 日 月 火 水 木 金 土 日 月 火 水 木 金 土 日 月 火 水 木 金 土 日 月 火 水 木 金 土 日 月',
      `ブレーキ ${PEDAL} ✓ ✓`,
      'ブレーキ 駐車ブレーキ・レバーの引きしろが適当であること ×',
      'タイヤ タイヤに亀裂及び損傷がないこと ×',
      '会社独自の項目 荷台の固定 ✓',
      '点検者 運 未 管',
    ]);
    expect(lines[10]).toBe('✓：良 ×：否（異常あり） －：該当なし 運：運転者 管：管理者 未：未実施');
    expect(lines[11]).toBe('異常の内容と対応');
    // The faults in words, wrapped as the page width needs: read without the line breaks and spaces.
    const notes = lines.slice(12).join('').replace(/\s+/g, '');
    expect(notes).toContain(
      '2025.03.01タイヤ：タイヤに亀裂及び損傷がないこと異常の内容：左前輪に亀裂点検者：山田太郎（運転者）解除：2025.03.0112:15鈴木花子対応内容：タイヤ交換済み',
    );
    expect(notes).toContain(
      '2025.03.03ブレーキ：駐車ブレーキ・レバーの引きしろが適当であること異常の内容：レバーが戻らない点検者：鈴木花子（管理者）解除：未解除（運行不可）',
    );
    expect(lines.at(-1)).toBe('1 / 1 ページ（最終ページ）');
    // Japanese words only: no Latin letter but in the company's own name.
    expect(lines.join('\n').replaceAll('Alpha', '')).not.toMatch(/[A-Za-z]/);
    expect(lines.join('\n')).not.toContain('品川');
  });

  it("gives the whole company's month as a PDF, a page per car, the head office's car first", async () => {
    const lines = pdfToText(Buffer.from(await (await get('/vehicle-inspection/record?month=2025-03&format=pdf')).arrayBuffer()));
    expect(lines).toContain('Alpha ／ 全事業所 ／ 2025-03');
    expect(lines).toContain('車両番号：品川 300 い 56-78 事業所：本社');
    expect(lines).toContain(`ブレーキ ${PEDAL} ✓`);
    expect(lines).toContain('点検者 未 未 運');
    expect(lines).toContain('異常なし');
    expect(lines).toContain('1 ページ');
    expect(lines.at(-1)).toBe('2 / 2 ページ（最終ページ）');
    expect(lines.indexOf('車両番号：品川 300 い 56-78 事業所：本社')).toBeLessThan(
      lines.indexOf('車両番号：大阪 100 あ 12-34 事業所：大阪営業所'),
    );
  });

  it("refuses another company's manager the office after its own manager read it, and gives them their own empty record", async () => {
    expect((await get('/vehicle-inspection/record?month=2025-03&office=o1&format=csv')).status).toBe(200);
    const refused = await get('/vehicle-inspection/record?month=2025-03&office=o1&format=csv', 'beta');
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { key: string } }).error.key).toBe('Errors.NotFound');
    const own = await get('/vehicle-inspection/record?month=2025-03&format=csv', 'beta');
    expect(own.status).toBe(200);
    expect((await csvText(own)).split('\r\n')).toHaveLength(2);
    // A month that is no month is refused, naming the parameter.
    const bad = await get('/vehicle-inspection/record?month=2025-13');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: unknown } }).error.fields).toEqual([{ path: 'month', key: 'Errors.Invalid' }]);
    expect((await fetch(`${server.base}/vehicle-inspection/record?month=2025-03`)).status).toBe(401);
  });
});
