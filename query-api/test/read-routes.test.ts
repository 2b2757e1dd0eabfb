/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminsCollection,
  companiesCollection,
  companyDeviceRecordSchema,
  companyDeviceListResponseSchema,
  companyDevicesCollection,
  companyProfileResponseSchema,
  detectorUpkeepCollection,
  registryDevicesCollection,
  dailyFiguresCollection,
  deviceListResponseSchema,
  deviceLookupResponseSchema,
  dailyFiguresId,
  faqArticlesCollection,
  faqCategoriesCollection,
  managersCollection,
  notificationsCollection,
  testResultsCollection,
  type NotificationDocument,
} from '@fleetcheck/contracts';
import { createOutboxMailer, type EventStore, type PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company, result } from './support/documents';
import { adminExists, companyExists, managerExists, sessionRevoked, sessionStarted } from './support/signed-in';

// EXPIRY_WARNING_DAYS=45 on this server: GET /settings tells the web app.
const config = { jwtSecret: 'y'.repeat(40), jwtIssuer: 'fleetcheck', expiryWarningDays: 45 };
// 12:00 in Japan on 1 Feb 2025: "today" for every date filter below.
const clock = { now: () => new Date('2025-02-01T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;
let base: string;

const sign = tokenSigner(config.jwtSecret, clock);

const manager = () => sign('m1', { ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
const admin = () => sign('a1', { ut: 1, sid: 's2' }, 'fleetcheck:admin');
const get = (path: string, jwt?: string): Promise<Response> =>
  fetch(`${base}${path}`, { headers: jwt ? { authorization: `JWT ${jwt}` } : {} });
const json = async (path: string, jwt?: string): Promise<any> => (await get(path, jwt)).json();

const expiresAt = '2025-03-01T00:00:00.000Z';

const notification = (id: string, createdAt: string, dismissed = false): NotificationDocument => ({
  _id: id,
  companyId: 'ca',
  type: 'ALCOHOL_TEST_FAILED',
  level: 'alert',
  driver: { lastName: '山田', firstName: '太郎', expirationDate: null },
  car: null,
  device: null,
  testResult: 0.25,
  createdAt,
  testResultId: null,
  readBy: [],
  dismissed,
});

beforeAll(async () => {
  stores = await openQueryStores('fc_qroutes');
  ({ readStore: store, events } = stores);
  await companyExists(events, 'ca');
  await managerExists(events, 'm1', 'ca');
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt });
  await sessionStarted(events, { sessionId: 's2', userId: 'a1', companyId: null, expiresAt });
  await sessionStarted(events, { sessionId: 's9', userId: 'm1', companyId: 'ca', expiresAt });
  await sessionRevoked(events, 's9');

  await store.collection(companiesCollection).upsert(company('ca', 'Alpha'));
  await store.collection(companiesCollection).upsert(company('cb', 'Beta'));
  await store.collection(managersCollection).upsert({
    _id: 'm1',
    id: 'm1',
    companyId: 'ca',
    company: 'ca',
    username: 'owner',
    userType: 2,
    language: 'en',
    firstName: '花子',
    lastName: '鈴木',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'スズキ',
    email: 'm@x.jp',
    mobile: '090',
    officeId: null,
    image: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
  });
  for (const [id, companyId, serialNo] of [
    ['dv1', 'ca', 'SN-A1'],
    ['dv2', 'ca', 'SN-A2'],
    ['dv3', 'cb', 'SN-B1'],
  ] as const) {
    await store.collection(companyDevicesCollection).upsert({
      _id: id,
      id,
      companyId,
      company: companyId,
      serialNo,
      model: 2,
      totalUsed: id === 'dv2' ? 7 : 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 0,
    });
  }
  // Detectors the platform rents: two to Alpha (one whose weekly check failed), one to another company.
  for (const [id, companyId, serialNo] of [
    ['rd1', 'ca', 'RENT-A1'],
    ['rd2', 'ca', 'RENT-A2'],
    ['rd3', 'cb', 'RENT-B1'],
  ] as const) {
    await store.collection(registryDevicesCollection).upsert({
      _id: id,
      companyId,
      serialNo,
      regDate: '2025-01-10',
      status: 0,
      model: 1,
      createdAt: '2025-01-10T00:00:00.000Z',
      updatedAt: '2025-01-10T00:00:00.000Z',
      version: 1,
    });
  }
  await store.collection(detectorUpkeepCollection).upsert({
    _id: 'rd2',
    companyId: 'ca',
    lastDailyCheckAt: '2025-01-30T23:00:00.000Z',
    lastWeeklyCheckAt: null,
    lastCalibratedAt: null,
    sensorReplacedAt: null,
    usageLimitDate: null,
    faultFoundAt: '2025-01-31T00:00:00.000Z',
  });
  // Alpha's own detectors: SN-A1 past its usage limit date (31 Jan, today is 1 Feb), SN-A2 on its last day.
  for (const [id, usageLimitDate] of [
    ['dv1', '2025-01-31'],
    ['dv2', '2025-02-01'],
  ] as const) {
    await store.collection(detectorUpkeepCollection).upsert({
      _id: id,
      companyId: 'ca',
      lastDailyCheckAt: null,
      lastWeeklyCheckAt: null,
      lastCalibratedAt: null,
      sensorReplacedAt: null,
      usageLimitDate,
      faultFoundAt: null,
      sensorLifeEndedAt: null,
    });
  }
  await store.collection(adminsCollection).upsert({
    _id: 'a1',
    companyId: null,
    username: 'root',
    firstName: 'A',
    lastName: 'B',
    email: 'a@x.jp',
    language: 'ja',
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  // More rows than one export page (1000), so the CSV is written in several chunks.
  const results = store.collection(testResultsCollection);
  await store.transaction(async (tx) => {
    for (let n = 0; n < 1005; n++) await tx.collection(testResultsCollection).upsert(result(`t${n}`, 'ca', '2025-02-01', n, n % 5 ? 1 : 0));
  });
  await results.upsert(result('old', 'ca', '2025-01-20', 1, 1));
  await results.upsert(result('other', 'cb', '2025-02-01', 1, 1));
  await store
    .collection(dailyFiguresCollection)
    .upsert({ _id: dailyFiguresId('ca', '2025-02-01'), companyId: 'ca', date: '2025-02-01', tests: 1005, failed: 201 });
  await store
    .collection(dailyFiguresCollection)
    .upsert({ _id: dailyFiguresId('ca', '2025-01-31'), companyId: 'ca', date: '2025-01-31', tests: 9, failed: 9 });
  await store
    .collection(dailyFiguresCollection)
    .upsert({ _id: dailyFiguresId('ca', '2025-01-20'), companyId: 'ca', date: '2025-01-20', tests: 4, failed: 0 });
  await store
    .collection(dailyFiguresCollection)
    .upsert({ _id: dailyFiguresId('cb', '2025-01-31'), companyId: 'cb', date: '2025-01-31', tests: 7, failed: 1 });
  // 2025-01-31T15:30Z is already 1 Feb in Japan; 2025-01-31T14:30Z is still 31 Jan.
  await store.collection(notificationsCollection).upsert({ ...notification('n1', '2025-01-31T15:30:00.000Z'), testResultId: 't1' });
  await store
    .collection(notificationsCollection)
    .upsert({ ...notification('n2', '2025-01-31T14:30:00.000Z'), readBy: ['other-manager', 'm1'] });
  await store.collection(notificationsCollection).upsert(notification('n3', '2025-02-01T01:00:00.000Z', true));
  await store
    .collection(faqCategoriesCollection)
    .upsert({ _id: 'f1', id: 'f1', companyId: null, title_en: 'Login', title_ja: 'ログイン', position: 2, version: 1 });
  await store
    .collection(faqCategoriesCollection)
    .upsert({ _id: 'f2', id: 'f2', companyId: null, title_en: 'Billing', title_ja: '請求', position: 1, version: 0 });
  for (const [id, category, position] of [
    ['a1', 'f1', 3],
    ['a2', 'f1', 1],
    ['a3', 'f2', 2],
  ] as const) {
    await store.collection(faqArticlesCollection).upsert({
      _id: id,
      companyId: null,
      category,
      question_en: `Q${id}`,
      question_ja: `質問${id}`,
      answer_en: 'A',
      answer_ja: '答',
      position,
      version: 0,
    });
  }

  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('CSV exports', () => {
  it('streams test results of the date range with a BOM and Japanese headers, escaping cells', async () => {
    const res = await get('/test-result/csv?dateFrom=2025-02-01&dateTo=2025-02-01', await manager());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="test-results_2025-02-01_2025-02-01.csv"');
    // Streamed: no length known up front.
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '日付,時刻,姓,名,事業所,車両番号,車種,機器,検知器の状態,測定値 (mg/l),酒気帯びの有無,記録の出所,確認の種類,確認の方法,対面以外の方法,' +
        '検知器を使用しなかった理由,確認者,確認者（記入）,目視等による確認,指示事項,講じた措置,車両なしの理由,入力日時,遅延入力の理由,写真,位置情報がない理由,端末の時刻,オフライン,その他,' +
        '遅延入力,記入漏れの項目,管理者の確認,確認した管理者,確認日時,確認コメント,ライブ確認,' +
        '修正履歴,チェーン番号,チェーンハッシュ,source (code),checkType (code),method (code),remoteMethod (code),confirmationStatus (code)',
    );
    expect(lines.at(-1)).toBe('');
    // 1005 rows of that day: the other company's and 20 January's are not exported.
    expect(lines).toHaveLength(1 + 1005 + 1);
    expect(lines.filter((l) => l.includes(',0.250,有,'))).toHaveLength(201);
    // Words only, in the request's language; the codes follow at the end, for machines.
    expect(lines[1]).toContain(',検知器から送信,運転前,対面,,,,,');
    expect(lines[1]).toMatch(/,確認待ち,.*,device,before_driving,face_to_face,,awaiting$/);
    expect(lines.filter((l) => l.includes(',休憩を取ってから運転,'))).toHaveLength(1);
    expect(lines.some((l) => l.includes(`'=HYPERLINK(""x"")`))).toBe(true);
    expect(lines[1]).toContain('"品川 1, 2"');
  });

  it('uses English headers for language=en and honours a wider range', async () => {
    const res = await get('/test-result/csv?dateFrom=2025-01-01&dateTo=2025-02-01&language=en', await manager());
    const lines = (await res.text()).split('\r\n');
    expect(
      lines[0]!.startsWith(
        'Date,Time,Last name,First name,Office,Car number,Car model,Device,Detector state,Result (mg/l),Alcohol detected,Source,Check type,',
      ),
    ).toBe(true);
    expect(lines[1]).toContain(',Before driving,Face to face,');
    expect(lines).toHaveLength(1 + 1006 + 1);
    expect(lines[1]!.startsWith('2025-01-20,')).toBe(true);
  });

  it('exports notifications of Japanese days in words of the language asked for, the codes only in the last columns', async () => {
    const ja = await get('/notification/csv?dateFrom=2025-02-01&dateTo=2025-02-01', await manager());
    const bytes = new Uint8Array(await ja.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe('日付,種類,レベル,運転者,車両番号,機器シリアル,測定値 (mg/l),type (code),level (code)');
    // Both were raised on 1 February in Japan (one at 00:30 JST, 31 January 15:30 UTC): the column is the Japanese day.
    // What a Japanese reader reads is Japanese words; the codes follow at the end, for machines.
    expect(lines.slice(1, -1)).toEqual([
      '2025.02.01,アルコール検査不合格,警告,山田 太郎,,,0.250,ALCOHOL_TEST_FAILED,alert',
      '2025.02.01,アルコール検査不合格,警告,山田 太郎,,,0.250,ALCOHOL_TEST_FAILED,alert',
    ]);
    // Response.text() drops the BOM (TextDecoder default); the bytes above prove it is sent.
    const en = (await (await get('/notification/csv?dateFrom=2025-01-31&dateTo=2025-01-31&language=en', await manager())).text()).split(
      '\r\n',
    );
    expect(en[0]).toBe('Date,Type,Level,Driver,Car number,Device serial,Result (mg/l),type (code),level (code)');
    // The levels read as the web app shows them (issue 18 item 12).
    expect(en.slice(1)).toEqual(['2025.01.31,Alcohol test failed,Warning,山田 太郎,,,0.250,ALCOHOL_TEST_FAILED,alert', '']);
  });

  it('refuses a malformed date and a missing token', async () => {
    expect((await get('/test-result/csv?dateFrom=2025-13-01', await manager())).status).toBe(400);
    expect((await get('/notification/csv')).status).toBe(401);
  });
});

describe('public FAQ', () => {
  it('lists categories by position with their articles by position, without a token', async () => {
    const page = await json('/faq-category?language=en');
    expect(page).toMatchObject({ totalDocs: 2, page: 1 });
    expect(page.docs.map((c: any) => [c.id, c.title_en, c.title_ja])).toEqual([
      ['f2', 'Billing', '請求'],
      ['f1', 'Login', 'ログイン'],
    ]);
    expect(page.docs[1].faq.map((a: any) => a._id)).toEqual(['a2', 'a1']);
    expect(page.docs[1].faq[0]).toEqual({
      _id: 'a2',
      category: 'f1',
      question_en: 'Qa2',
      question_ja: '質問a2',
      answer_en: 'A',
      answer_ja: '答',
      position: 1,
      version: 0,
    });
  });

  it('lists articles by position, in Japanese by default and for language=ja, and by category', async () => {
    for (const path of ['/faq?page=1&limit=9999', '/faq?page=1&limit=9999&language=ja']) {
      expect((await json(path)).docs.map((a: any) => a._id)).toEqual(['a2', 'a3', 'a1']);
    }
    expect((await json('/faq?category=f1')).docs.map((a: any) => a._id)).toEqual(['a2', 'a1']);
    expect((await json('/faq?sort=-position')).docs.map((a: any) => a._id)).toEqual(['a1', 'a3', 'a2']);
    expect((await get('/faq?sort=answer_en')).status).toBe(400);
  });
});

describe('home, admin company, profile', () => {
  it("/home gives today's figures (Japan time) and undismissed notifications, newest first", async () => {
    const home = await json('/home', await manager());
    expect(home).toMatchObject({ operation: 'success', data: { testsToday: 1005, failedToday: 201 } });
    expect(home.data.notifications.map((n: any) => n._id)).toEqual(['n1', 'n2']);
    expect(home.data.notifications[0]).toEqual({
      _id: 'n1',
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
      driver: { lastName: '山田', firstName: '太郎', expirationDate: null },
      car: null,
      device: null,
      testResult: 0.25,
      missingCheck: null,
      liveCall: null,
      // The failed test's record, opened from the alert.
      testResultId: 't1',
      createdAt: '2025-01-31T15:30:00.000Z',
      read: false,
    });
    expect(home.data.notifications[1]).toMatchObject({ _id: 'n2', read: true, testResultId: null });
    expect(home.data.daily).toEqual([{ date: '2025-02-01', tests: 1005, failed: 201 }]);
  });

  it('/home charts the requested range of its own company day by day and refuses a bad range', async () => {
    const home = await json('/home?dateFrom=2025-01-21&dateTo=2025-02-01', await manager());
    expect(home.data.daily).toEqual([
      { date: '2025-01-31', tests: 9, failed: 9 },
      { date: '2025-02-01', tests: 1005, failed: 201 },
    ]);
    expect(home.data.testsToday).toBe(1005);
    // A range that ends before today still gives today's figures beside its own days.
    const past = await json('/home?dateFrom=2025-01-20&dateTo=2025-01-31', await manager());
    expect(past.data.daily).toEqual([
      { date: '2025-01-20', tests: 4, failed: 0 },
      { date: '2025-01-31', tests: 9, failed: 9 },
    ]);
    expect(past.data).toMatchObject({ testsToday: 1005, failedToday: 201 });
    const reversed = await get('/home?dateFrom=2025-02-01&dateTo=2025-01-31', await manager());
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ error: { key: 'Errors.Invalid' } });
    expect((await get('/home?dateFrom=2023-01-01&dateTo=2025-02-01', await manager())).status).toBe(400);
    expect((await get('/home?dateFrom=2025-13-01', await manager())).status).toBe(400);
  });

  it('/admin/company/{id} answers the company with its version as ETag; 404 when unknown; admins only', async () => {
    const res = await get('/admin/company/cb', await admin());
    expect(res.headers.get('etag')).toBe('"4"');
    const body: any = await res.json();
    expect(body).toMatchObject({ operation: 'success', data: { _id: 'cb', name: 'Beta', managerName: '鈴木 花子', deviceTotal: 2 } });
    expect(body.data).not.toHaveProperty('managerId');
    expect((await get('/admin/company/nope', await admin())).status).toBe(404);
    expect((await get('/admin/company/cb', await manager())).status).toBe(403);
  });

  it('profile routes answer the current manager, the admin, the company and the settings', async () => {
    const profile = await json('/auth/profile', await manager());
    // Without a plan the company is still registering: its manager is sent to the company step.
    expect(profile.data).toMatchObject({
      _id: 'm1',
      username: 'owner',
      userType: 2,
      language: 'en',
      company: { _id: 'ca', name: 'Alpha' },
      subscription: null,
      redirectPage: '/user/company',
    });
    expect(profile.data).not.toHaveProperty('version');
    expect(await json('/user-info', await manager())).toEqual(profile);
    expect((await json('/auth/profile', await admin())).data).toMatchObject({
      _id: 'a1',
      userType: 1,
      company: null,
      redirectPage: '/admin/companies',
    });
    expect((await json('/auth/company-profile', await manager())).data).toMatchObject({ _id: 'ca', name: 'Alpha', email: 'ca@x.jp' });
    expect((await json('/settings', await manager())).data).toEqual({
      language: 'en',
      company: { _id: 'ca', name: 'Alpha' },
      // The window the workers raise *_EXPIRING with, for the lists' amber marks.
      expiryWarningDays: 45,
    });
  });

  it("/device lists the company's own detectors in the shape the device list page reads, sortable", async () => {
    const body = deviceListResponseSchema.parse(await json('/device?page=1&limit=10&sort=-totalUsed', await manager()));
    expect(body.totalDocs).toBe(2);
    expect(body.docs.map((device) => device.serialNo)).toEqual(['SN-A2', 'SN-A1']);
    expect(companyDeviceRecordSchema.parse(body.docs[0])).toMatchObject({ _id: 'dv2', model: 2, totalUsed: 7 });
    // Why each is out of service today (1 Feb 2025 in Japan): SN-A1's 使用期限 was 31 Jan; SN-A2's is today.
    expect(body.docs.map((device) => [device.serialNo, device.outOfService])).toEqual([
      ['SN-A2', null],
      ['SN-A1', 'usage_limit_passed'],
    ]);
    const lookup = deviceLookupResponseSchema.parse(await json('/device', await manager()));
    expect(lookup.docs).toEqual([
      { id: 'dv1', serialNo: 'SN-A1', outOfService: 'usage_limit_passed' },
      { id: 'dv2', serialNo: 'SN-A2', outOfService: null },
    ]);
    const profile = companyProfileResponseSchema.parse(await json('/auth/company-profile', await manager()));
    expect(profile.data).toMatchObject({ _id: 'ca', name: 'Alpha', employeeCount: 3, version: 4 });
  });

  it('/device/rented lists the detectors rented to the company only, out of service (2) while a failed check stands; the admin list agrees', async () => {
    const rented = companyDeviceListResponseSchema.parse(await json('/device/rented', await manager()));
    expect(rented.data.map((device) => [device.serialNo, device.status, device.outOfService])).toEqual([
      ['RENT-A1', 0, null],
      ['RENT-A2', 2, 'check_failed'],
    ]);
    const all = await json('/admin/device?page=1&limit=50&sort=serialNo', await admin());
    expect(all.docs.map((device: any) => [device.serialNo, device.status])).toEqual([
      ['RENT-A1', 0],
      ['RENT-A2', 2],
      ['RENT-B1', 0],
    ]);
    expect((await get('/device/rented')).status).toBe(401);
    expect((await get('/device/rented', await admin())).status).toBe(403);
  });

  it("a detector's maintenance log names the checker its company assigned: by the manager's name now, or no longer a manager; none for another company's assignment; every detector list names the same", async () => {
    const upkeeps = store.collection(detectorUpkeepCollection);
    // SN-A2 (own): assigned 鈴木 花子 under her former name; RENT-A2 (rented): a manager since deleted; RENT-A1: assigned
    // by the company that rented it before Alpha (its uploads name nobody for Alpha).
    await upkeeps.patch('dv2', { assignedChecker: { companyId: 'ca', checker: { managerId: 'm1', name: '鈴木 旧姓' } } });
    await upkeeps.patch('rd2', { assignedChecker: { companyId: 'ca', checker: { managerId: 'm-gone', name: '田中 一郎' } } });
    await upkeeps.upsert({
      _id: 'rd1',
      companyId: 'cx',
      lastDailyCheckAt: null,
      lastWeeklyCheckAt: null,
      lastCalibratedAt: null,
      sensorReplacedAt: null,
      usageLimitDate: null,
      faultFoundAt: null,
      sensorLifeEndedAt: null,
      assignedChecker: { companyId: 'cx', checker: { managerId: 'mx', name: '前の会社 担当' } },
    });
    const checker = async (path: string, jwt: string) => {
      const res = await get(path, jwt);
      expect(res.status).toBe(200);
      const body: any = await res.json();
      // The assignment is not part of where the detector stands.
      expect(Object.keys(body.upkeep)).not.toContain('assignedChecker');
      return body.checker;
    };
    expect(await checker('/device/dv2/maintenance', await manager())).toEqual({ managerId: 'm1', name: '鈴木 花子', stillManager: true });
    expect(await checker('/device/rd2/maintenance', await manager())).toEqual({
      managerId: 'm-gone',
      name: '田中 一郎',
      stillManager: false,
    });
    expect(await checker('/device/rd1/maintenance', await manager())).toBeNull();
    expect(await checker('/device/dv1/maintenance', await manager())).toBeNull();
    // The platform's staff read the assignment of the company the detector is rented to.
    expect(await checker('/admin/device/rd2/maintenance', await admin())).toEqual({
      managerId: 'm-gone',
      name: '田中 一郎',
      stillManager: false,
    });
    expect(await checker('/admin/device/rd1/maintenance', await admin())).toBeNull();
    // Another company's detector answers as a missing one.
    expect((await get('/device/rd3/maintenance', await manager())).status).toBe(404);

    // Every detector list names the same 確認者 in its checker column.
    const own = deviceListResponseSchema.parse(await json('/device?page=1&limit=10&sort=serialNo', await manager()));
    expect(own.docs.map((device) => [device.serialNo, device.checker])).toEqual([
      ['SN-A1', null],
      ['SN-A2', { managerId: 'm1', name: '鈴木 花子', stillManager: true }],
    ]);
    const gone = { managerId: 'm-gone', name: '田中 一郎', stillManager: false };
    const rented = companyDeviceListResponseSchema.parse(await json('/device/rented', await manager()));
    expect(rented.data.map((device) => [device.serialNo, device.checker])).toEqual([
      ['RENT-A1', null],
      ['RENT-A2', gone],
    ]);
    const registry = await json('/admin/device?page=1&limit=50&sort=serialNo', await admin());
    expect(registry.docs.map((device: any) => [device.serialNo, device.checker])).toEqual([
      ['RENT-A1', null],
      ['RENT-A2', gone],
      ['RENT-B1', null],
    ]);
    const alpha = companyDeviceListResponseSchema.parse(await json('/admin/companyDevice/ca', await admin()));
    expect(alpha.data.map((device) => device.checker)).toEqual([null, gone]);
  });

  it('refuses the token of a revoked session, and of a session started by someone else', async () => {
    const revoked = await sign('m1', { ut: 2, cid: 'ca', sid: 's9' }, 'fleetcheck:dashboard');
    const res = await get('/home', revoked);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ operation: 'error', error: { key: 'Errors.Unauthorized' } });
    expect((await get('/home', await sign('intruder', { ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard'))).status).toBe(401);
  });

  it('refuses an admin token on the dashboard, an expired one, and one signed with another key', async () => {
    expect((await get('/home', await sign('a1', { ut: 1, sid: 's2' }, 'fleetcheck:dashboard'))).status).toBe(401);
    // Issued 5 min 10 s before the clock's now: expired 10 s ago.
    const expired = await tokenSigner(config.jwtSecret, { now: () => new Date(clock.now().getTime() - 310_000) })('m1', {
      ut: 2,
      cid: 'ca',
      sid: 's1',
    });
    expect(await json('/home', expired)).toMatchObject({ error: { key: 'Errors.TokenExpired' } });
    const forged = await tokenSigner('z'.repeat(40))('m1', { ut: 2, cid: 'ca', sid: 's1' });
    expect((await get('/home', forged)).status).toBe(401);
  });
});

describe('admin mail outbox', () => {
  it('lists a mail with an attachment (an invoice) by the file name, type and size, without its bytes', async () => {
    const mailer = createOutboxMailer(store, { from: 'noreply@fleetcheck.example', now: () => new Date('2025-02-01T02:00:00.000Z') });
    await mailer.send({
      id: 'invoice-mail',
      to: 'office@a.example',
      subject: 'Invoice',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 twelve') }],
    });
    const res = await get('/admin/mail-outbox', await admin());
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).docs).toEqual([
      {
        _id: 'invoice-mail',
        from: 'noreply@fleetcheck.example',
        to: 'office@a.example',
        subject: 'Invoice',
        text: 'Attached.',
        html: '<p>Attached.</p>',
        attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 15 }],
        createdAt: '2025-02-01T02:00:00.000Z',
      },
    ]);
  });
});
