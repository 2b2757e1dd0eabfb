import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { carsCollection, driversCollection, managersCollection, officesCollection, XLSX_CONTENT_TYPE } from '@fleetcheck/contracts';
import { reserveUnique } from '../src/shared/reservations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, login, officeBody, registeredManager, startHarness, type Harness } from './support/api-harness';

/**
 * Issue 37 item 1: bulk import through the API with the real PostgreSQL event store and read models. A company
 * on a 6-car plan imports its offices (CSV with a BOM), dry-runs a car workbook with 3 bad rows (named with
 * column and reason), imports the fixed workbook, is refused a 7th car by the plan, imports drivers (credentials
 * or an invitation by mail) and managers (Shift_JIS CSV, English headers); a race at apply time leaves nothing;
 * bad files are refused and write nothing.
 */
let h: Harness;
let manager: string;
let companyId: string;
/** A driver the import made, signed in on the phone app. */
let driverToken: string;

const CSV = 'text/csv';
const csv = (lines: string[]) => ({ bytes: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'), type: CSV });
async function xlsx(rows: (string | Date)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('データ');
  for (const row of rows) sheet.addRow(row);
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), type: XLSX_CONTENT_TYPE };
}
const send = (path: string, file: { bytes: Uint8Array; type: string }, token = manager) => h.call('POST', path, { token, file });
/** The read store once its projections have applied every event written so far (imports answer before they have). */
async function readModel() {
  const readStore = h.deps.readStore!;
  const head = await h.store.headPosition();
  for (let tries = 0; tries < 400; tries++) {
    const checkpoints = await Promise.all(['offices', 'cars', 'drivers', 'managers'].map((name) => readStore.getCheckpoint(name)));
    if (checkpoints.every((checkpoint) => checkpoint !== undefined && checkpoint >= head)) return readStore;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('read models did not catch up');
}

const carHeader = ['車両番号', 'モデル', '車種', '車台番号', '製造年月', '車検満了日', '保険満了日', '営業所'];
const car = (n: number, overrides: Partial<Record<'inspection' | 'office' | 'number', string>> = {}) => [
  overrides.number ?? `名古屋 500 さ ${n}`,
  'ハイエース',
  'バン',
  `TRH200-${n}`,
  '2022-04',
  overrides.inspection ?? '2027/3/31',
  '2027-09-30',
  overrides.office ?? '名古屋営業所',
];

/** A file answer as bytes (the harness reads answers as text). */
async function fetchFile(path: string, token: string) {
  const answer = await h.call('GET', path, { token, binary: true });
  return { status: answer.status, type: answer.headers.get('content-type'), bytes: answer.body as Buffer };
}

beforeAll(async () => {
  h = await startHarness();
  const owner = await registeredManager(h, 'importer');
  manager = owner.token;
  companyId = owner.company!._id;
  const plan = { company: companyId, carCount: 6, deviceCount: 1, paymentSchedule: 'monthly' };
  expect((await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager, body: plan })).status).toBe(201);
  // Another company has an office named 大阪営業所: an import of this company must not find it.
  const other = await registeredManager(h, 'other-company');
  expect((await h.call('POST', '/office', { token: other.token, body: officeBody('大阪営業所') })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

// One company's first import, in steps: the offices imported first are where the later cars and drivers go.
describe('bulk import', { shuffle: false }, () => {
  it('imports offices from a UTF-8 CSV with a BOM and Japanese headers', async () => {
    const file = csv([
      '営業所名,電話番号,FAX,郵便番号,都道府県,市区町村,町名・番地,建物名',
      '名古屋営業所,052-111-2222,,450-0002,愛知県,名古屋市中村区,名駅1-1,',
      '岐阜営業所,058-111-2222,058-111-2223,500-8856,岐阜県,岐阜市,橋本町1-10,駅ビル3F',
    ]);
    const dry = await send('/import/office/dry-run', file);
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({ operation: 'success', data: { rows: 2, errors: [] } });
    const imported = await send('/import/office', file);
    expect(imported.status).toBe(201);
    expect(imported.body.data.imported).toBe(2);
    expect(imported.headers.get('x-fleetcheck-position')).toMatch(/^\d+$/);
    const offices = await (await readModel()).collection(officesCollection).findMany({ filter: { companyId }, sort: [{ field: 'name' }] });
    expect(offices.map((office) => [office.name, office.buildings])).toEqual([
      ['名古屋営業所', ''],
      ['岐阜営業所', '駅ビル3F'],
    ]);
  });

  it('dry-runs a car workbook with 3 bad rows: each named with its row, column and the form’s reason; nothing written', async () => {
    const bad = await xlsx([
      carHeader,
      car(1),
      car(2, { inspection: '2027-13-45' }),
      car(3),
      car(4, { office: '大阪営業所' }),
      car(5, { number: '名古屋 500 さ 1' }),
    ]);
    const before = await eventCount(h);
    const dry = await send('/import/car/dry-run', bad);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({
      rows: 5,
      errors: [
        { row: 3, column: 'inspection', key: 'Errors.Invalid' },
        { row: 5, column: 'office', key: 'Errors.NotFound' },
        { row: 6, column: 'number', key: 'Errors.CarNumberTaken' },
      ],
    });
    // The import of the same file is refused with the same rows, all or nothing.
    const refused = await send('/import/car', bad);
    expect(refused.status).toBe(422);
    expect(refused.body.error.key).toBe('Errors.ImportRowsInvalid');
    expect(refused.body.error.fields).toEqual([
      { path: 'rows.3.inspection', key: 'Errors.Invalid' },
      { path: 'rows.5.office', key: 'Errors.NotFound' },
      { path: 'rows.6.number', key: 'Errors.CarNumberTaken' },
    ]);
    expect(await eventCount(h)).toBe(before);

    const fixed = await xlsx([carHeader, car(1), car(2), car(3), car(4, { office: '岐阜営業所' }), car(5), car(6)]);
    expect((await send('/import/car/dry-run', fixed)).body.data).toEqual({ rows: 6, errors: [] });
    const imported = await send('/import/car', fixed);
    expect(imported.status).toBe(201);
    expect(imported.body.data).toMatchObject({ imported: 6, credentials: [], invited: [] });
    const cars = await (await readModel()).collection(carsCollection).findMany({ filter: { companyId }, sort: [{ field: 'chassisNo' }] });
    expect(cars.map((c) => [c.number, c.inspection])).toEqual([
      ['名古屋 500 さ 1', '2027-03-31'],
      ['名古屋 500 さ 2', '2027-03-31'],
      ['名古屋 500 さ 3', '2027-03-31'],
      ['名古屋 500 さ 4', '2027-03-31'],
      ['名古屋 500 さ 5', '2027-03-31'],
      ['名古屋 500 さ 6', '2027-03-31'],
    ]);
  });

  it('refuses a 7th car on the 6-car plan with Errors.CarLimitReached on its row, writing nothing', async () => {
    const seventh = await xlsx([carHeader, car(7)]);
    const before = await eventCount(h);
    expect((await send('/import/car/dry-run', seventh)).body.data.errors).toEqual([
      { row: 2, column: 'number', key: 'Errors.CarLimitReached' },
    ]);
    expect((await send('/import/car', seventh)).status).toBe(422);
    expect(await eventCount(h)).toBe(before);
  });

  it('imports drivers: a password for the sheet, or an invitation mailed to a driver with an e-mail', async () => {
    const header = [
      '姓',
      '名',
      '姓（フリガナ）',
      '名（フリガナ）',
      '生年月日',
      '免許証番号',
      '免許証有効期限',
      '免許の種類',
      '車両番号',
      'メールアドレス',
      '携帯電話番号',
      '営業所',
    ];
    const row = (last: string, email: string, carNo: string) => [
      last,
      '一郎',
      'ヤマダ',
      'イチロウ',
      '',
      '123456789012',
      '2029-01-31',
      '普通',
      carNo,
      email,
      '090-1234-5678',
      '名古屋営業所',
    ];
    const file = await xlsx([header, row('山田', '', '名古屋 500 さ 1'), row('佐藤', 'sato@example.com', '名古屋 500 さ 2')]);
    const mailsBefore = h.mailer.sent.length;
    const imported = await send('/import/driver', file);
    expect(imported.status).toBe(201);
    expect(imported.body.data.imported).toBe(2);
    expect(imported.body.data.invited).toEqual([{ name: '佐藤 一郎', email: 'sato@example.com' }]);
    const [sheet] = imported.body.data.credentials;
    expect(imported.body.data.credentials).toHaveLength(1);
    expect(sheet.name).toBe('山田 一郎');
    // The printed password signs the driver in on the phone app; the invited driver got the link by mail.
    const signedIn = await h.call('POST', '/auth/driver-login', { body: { username: sheet.username, password: sheet.password } });
    expect(signedIn.status).toBe(200);
    driverToken = signedIn.body.data.token;
    expect(h.mailer.sent.slice(mailsBefore).map((mail) => mail.to)).toEqual(['sato@example.com']);
    const drivers = await (
      await readModel()
    )
      .collection(driversCollection)
      .findMany({ filter: { companyId }, sort: [{ field: 'lastName' }] });
    expect(drivers.map((d) => [d.lastName, d.licenseType, d.DOB])).toEqual([
      ['佐藤', '1', '-'],
      ['山田', '1', '-'],
    ]);
  });

  it('imports managers from a Shift_JIS CSV with English headers; an e-mail twice in the file is named', async () => {
    const lines = (rows: string[]) =>
      iconv.encode(['Last name,First name,Last name (kana),First name (kana),Email,Mobile,Office', ...rows].join('\r\n'), 'Shift_JIS');
    const twice = {
      bytes: lines(['伊藤,健,イトウ,ケン,ito@example.com,09011112222,', '加藤,恵,カトウ,メグミ,ITO@example.com,09011113333,岐阜営業所']),
      type: CSV,
    };
    expect((await send('/import/manager/dry-run', twice)).body.data.errors).toEqual([
      { row: 3, column: 'email', key: 'Errors.EmailTaken' },
    ]);
    const fixed = {
      bytes: lines(['伊藤,健,イトウ,ケン,ito@example.com,09011112222,', '加藤,恵,カトウ,メグミ,kato@example.com,09011113333,岐阜営業所']),
      type: CSV,
    };
    const imported = await send('/import/manager', fixed);
    expect(imported.status).toBe(201);
    expect(imported.body.data.credentials.map((c: { name: string }) => c.name)).toEqual(['伊藤 健', '加藤 恵']);
    const { username, password } = imported.body.data.credentials[1];
    expect((await login(h, username, password)).company?._id).toBe(companyId);
    expect((await send('/import/manager/dry-run', fixed)).body.data.errors).toEqual([
      { row: 2, column: 'email', key: 'Errors.EmailTaken' },
      { row: 3, column: 'email', key: 'Errors.EmailTaken' },
    ]);
  });

  it('all or nothing: an e-mail claimed by another request after the check fails the import and releases every claim', async () => {
    const header = 'Last name,First name,Last name (kana),First name (kana),Email,Mobile,Office';
    const racing = csv([
      header,
      '木村,拓,キムラ,タク,kimura@example.com,09022223333,',
      '林,陽,ハヤシ,ヨウ,hayashi@example.com,09022224444,',
    ]);
    expect((await send('/import/manager/dry-run', racing)).body.data.errors).toEqual([]);
    // A concurrent POST /manager reserves its e-mail first and has not registered yet: the dry run could not see it.
    const metadata = {
      actor: { userId: null, role: 'system' as const, companyId: null },
      onBehalfOf: null,
      correlationId: 'race',
      causationId: 'race',
      occurredAt: new Date().toISOString(),
    };
    expect(
      await reserveUnique(h.store, 'manager-email', 'hayashi@example.com', { ownerKind: 'manager', ownerId: 'concurrent' }, metadata),
    ).toBe(true);
    const before = await (await readModel()).collection(managersCollection).count({ filter: { companyId } });
    const refused = await send('/import/manager', racing);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual([{ path: 'rows.3.email', key: 'Errors.EmailTaken' }]);
    expect(await (await readModel()).collection(managersCollection).count({ filter: { companyId } })).toBe(before);
    // Row 2's e-mail was given back: a file of it alone imports.
    expect((await send('/import/manager', csv([header, '木村,拓,キムラ,タク,kimura@example.com,09022223333,']))).status).toBe(201);
  });

  it('all or nothing: a registration that fails after others landed deletes those again', async () => {
    const offices = await (await readModel()).collection(officesCollection).findMany({ filter: { companyId } });
    const taken = offices[0]!.id;
    // The second office of the file gets the id of an office that exists (the second id the import's rows are
    // given, told from the request's own ids by the caller): its CreateOffice is refused by the decider.
    const generate = h.deps.ids.generate;
    let rowIds = 0;
    h.deps.ids.generate = () => (new Error().stack?.includes('rowWrites') && ++rowIds === 2 ? taken : generate());
    const file = csv([
      '営業所名,電話番号,郵便番号,都道府県,市区町村,町名・番地',
      '一宮営業所,0586-11-2222,491-0858,愛知県,一宮市,栄1-1',
      '豊田営業所,0565-11-2222,471-0025,愛知県,豊田市,西町1-1',
      '岡崎営業所,0564-11-2222,444-0043,愛知県,岡崎市,唐沢町1-1',
    ]);
    let refused;
    try {
      refused = await send('/import/office', file);
    } finally {
      h.deps.ids.generate = generate;
    }
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual([{ path: 'rows.3.name', key: 'Errors.Conflict' }]);
    const after = await (await readModel()).collection(officesCollection).findMany({ filter: { companyId } });
    expect(after.map((office) => office.name).sort()).toEqual(offices.map((office) => office.name).sort());
  });

  it('refuses bad files with a clear key and writes nothing: not a spreadsheet, 10 MB, 100,000 rows, formulas, wrong columns', async () => {
    const before = await eventCount(h);
    const pdf = { bytes: Buffer.from('%PDF-1.7\n\u0000\u0001\u0002binary', 'latin1'), type: 'application/pdf' };
    const tenMegabytes = { bytes: Buffer.alloc(10 * 1024 * 1024, 0x41), type: CSV };
    const manyRows = csv(['営業所名,電話番号', ...Array.from({ length: 100_000 }, (_, i) => `営業所${i},0`)]);
    const formula = await xlsx([carHeader, car(30)]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(carHeader);
    sheet.addRow(car(30));
    sheet.getCell('B2').value = { formula: 'A2&"型"', result: 'x' } as ExcelJS.CellFormulaValue;
    formula.bytes = Buffer.from(await book.xlsx.writeBuffer());
    const wrongColumns = csv(['車両番号,色', '名古屋 500 さ 30,白']);
    const answers = [
      [await send('/import/car', pdf), 400, 'Errors.ImportNotSpreadsheet'],
      [await send('/import/car', tenMegabytes), 413, 'Errors.ImportTooLarge'],
      [await send('/import/office', manyRows), 413, 'Errors.ImportTooManyRows'],
      [await send('/import/car', formula), 400, 'Errors.ImportFormula'],
      [await send('/import/car', wrongColumns), 400, 'Errors.ImportColumns'],
      [await send('/import/car/dry-run', wrongColumns), 400, 'Errors.ImportColumns'],
    ] as const;
    expect(answers.map(([answer]) => [answer.status, answer.body.error.key])).toEqual(answers.map(([, status, key]) => [status, key]));
    expect(answers[3][0].body.error.fields).toEqual([{ path: 'rows.2.モデル', key: 'Errors.ImportFormula' }]);
    expect(answers[4][0].body.error.fields).toEqual([
      { path: '色', key: 'Errors.Invalid' },
      { path: 'model', key: 'Errors.Required' },
      { path: 'type', key: 'Errors.Required' },
      { path: 'chassisNo', key: 'Errors.Required' },
      { path: 'production', key: 'Errors.Required' },
      { path: 'inspection', key: 'Errors.Required' },
      { path: 'insurance', key: 'Errors.Required' },
      { path: 'office', key: 'Errors.Required' },
    ]);
    expect(await eventCount(h)).toBe(before);
  });

  it('serves templates in the user’s language, which import back; a driver of the company is refused', async () => {
    const ja = await h.call('GET', '/import/office/template?format=csv&lang=ja', { token: manager });
    expect(ja.status).toBe(200);
    const header = '営業所名,電話番号,FAX,郵便番号,都道府県,市区町村,町名・番地,建物名\r\n';
    expect(ja.body).toBe(header);
    // With a BOM, which the text of the answer does not show, so that Excel opens the file as UTF-8.
    expect(Number(ja.headers.get('content-length'))).toBe(Buffer.byteLength(`\ufeff${header}`));
    const template = await fetchFile(`/import/manager/template?format=xlsx&lang=en`, manager);
    expect(template.status).toBe(200);
    expect(template.type).toBe(XLSX_CONTENT_TYPE);
    // Filled in as a manager would (the example sheet stays), it checks clean.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Data', 'Example']);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Last name *',
      'First name *',
      'Last name (kana) *',
      'First name (kana) *',
      'Email *',
      'Mobile *',
      'Office',
    ]);
    book.worksheets[0]!.addRow(['小林', '誠', 'コバヤシ', 'マコト', 'kobayashi@example.com', '09055556666', '岐阜営業所']);
    const filled = { bytes: Buffer.from(await book.xlsx.writeBuffer()), type: XLSX_CONTENT_TYPE };
    expect((await send('/import/manager/dry-run', filled)).body.data).toEqual({ rows: 1, errors: [] });
    expect((await h.call('GET', '/import/lorry/template', { token: manager })).status).toBe(404);
    // The company's own driver may not import nor fetch a template.
    expect((await send('/import/manager/dry-run', filled, driverToken)).status).toBe(403);
    expect((await h.call('GET', '/import/office/template', { token: driverToken })).status).toBe(403);
  });
});
