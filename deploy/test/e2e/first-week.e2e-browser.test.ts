import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { importColumns, inspectionResultWords, statutoryItem, XLSX_CONTENT_TYPE, type ImportKind } from '@fleetcheck/contracts';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { DEMO_LOGINS, ensurePlanRoom } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';
import { formsClock, japanYear } from './fleet-forms';
import { uiText, type UiText } from './ui-text';

/*
 * Issue 37's "done when", a company's first week in chromium against the whole local profile: the manager imports
 * 20 cars and 50 drivers from .xlsx files holding 3 bad rows (the dry run names each row, its column and the reason;
 * the import of the bad file is refused and nothing is written), imports the fixed files and sees the lists grow
 * by 20 and 50; then a daily inspection (日常点検) with one abnormal item marks the vehicle not fit on its panel and
 * on the check board, and the office's managers get the dashboard alert in Japanese. In Japanese throughout; the
 * key steps (the dry run's words, the board) again in English. Server and browser share a clock pinned at noon
 * in Japan.
 */
const { run } = browserSuiteStatus('first week (import and daily inspection)');
const LIMIT_MS = 30_000;
const ja = uiText('ja');
const en = uiText('en');

const CARS = 20;
const DRIVERS = 50;
/** Drivers without an e-mail get a generated password on the printable sheet; the others an invitation by mail. */
const WITHOUT_EMAIL = 5;
/** The demo company's own cars and drivers (command-api/src/seed/seed-demo.ts). */
const DEMO_CARS = 3;
const DEMO_DRIVERS = 3;
const OFFICE = '東京本社';
const expiry = `${japanYear + 2}-03-31`;
const carNumber = (n: number) => `品川 500 あ ${String(1000 + n)}`;

type Cells = Record<string, string>;
const carRow = (n: number, change: Cells = {}): Cells => ({
  number: carNumber(n),
  model: 'ハイエース',
  type: 'バン',
  chassisNo: `TRH200-${String(n).padStart(7, '0')}`,
  production: `${japanYear - 2}-04`,
  inspection: expiry,
  insurance: expiry,
  office: OFFICE,
  ...change,
});
const driverRow = (n: number, change: Cells = {}): Cells => ({
  lastName: '北村',
  firstName: `太郎${n}`,
  spellingLastName: 'キタムラ',
  spellingFirstName: 'タロウ',
  DOB: '1985-06-15',
  driverLicense: String(500000000000 + n),
  expirationDate: expiry,
  licenseType: '普通',
  car: carNumber(((n - 1) % CARS) + 1),
  email: n <= WITHOUT_EMAIL ? '' : `kitamura${n}@first-week.example`,
  mobile: '090-1234-5678',
  office: OFFICE,
  ...change,
});

/** A workbook as a manager fills the template: the Japanese header row, then one row per record (row 2 is the first). */
async function workbook(kind: ImportKind, rows: Cells[]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('データ');
  sheet.addRow(importColumns[kind].map((column) => column.ja));
  for (const row of rows) sheet.addRow(importColumns[kind].map((column) => row[column.key] ?? ''));
  return { name: `${kind}s.xlsx`, mimeType: XLSX_CONTENT_TYPE, buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
/** Spreadsheet row 7 (the 6th car): an inspection date that does not exist. */
const badCars = () =>
  workbook(
    'car',
    numbered(CARS).map((n) => (n === 6 ? carRow(n, { inspection: `${japanYear + 2}-13-45` }) : carRow(n))),
  );
const goodCars = () =>
  workbook(
    'car',
    numbered(CARS).map((n) => carRow(n)),
  );
/** Row 9 (the 8th driver) without a licence number; row 31 (the 30th) naming a car the company does not have. */
const badDrivers = () =>
  workbook(
    'driver',
    numbered(DRIVERS).map((n) =>
      n === 8 ? driverRow(n, { driverLicense: '' }) : n === 30 ? driverRow(n, { car: '品川 999 ん 9999' }) : driverRow(n),
    ),
  );
const goodDrivers = () =>
  workbook(
    'driver',
    numbered(DRIVERS).map((n) => driverRow(n)),
  );

/** The rows of the dry run's problem table as the user reads them: row, column, reason. */
const problemRows = async (panel: Locator) => {
  const rows = await panel.locator('table.import-panel__problems tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allTextContents()));
};

/** The list's count line: `1-10 of N results` in the page's language. */
const countLine = (page: Page, t: UiText, total: number) =>
  page.getByText(t('{from}-{to} of {total} results', { from: 1, to: Math.min(10, total), total }), { exact: true });

/** Searches the list page as a user does: the words typed, then Enter. */
async function search(page: Page, words: string) {
  await page.getByRole('searchbox').fill(words);
  await page.getByRole('searchbox').press('Enter');
}

const header = (kind: ImportKind, key: string, language: 'ja' | 'en') =>
  importColumns[kind].find((column) => column.key === key)![language];

let sys: BrowserSystem;
let call: ApiCall;
let managerToken: string;

describe.runIf(run)("a company's first week: bulk import and the daily inspection (issue 37)", { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_first_week', { clock: formsClock });
    call = apiClient(sys.baseUrl);
    const manager = await call('POST', '/auth/login', {
      body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
    });
    const admin = await call('POST', '/auth/admin-login', {
      body: { username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword },
    });
    managerToken = manager.body.data.token as string;
    // The seed's cars projected, then a plan with room for 20 more (the demo plan pays for 12).
    await eventually('the demo cars', async () => {
      const cars = await call('GET', '/car?page=1&limit=1', { token: managerToken });
      return cars.body?.totalDocs === DEMO_CARS ? true : undefined;
    });
    await ensurePlanRoom(
      call,
      { adminToken: admin.body.data.token, managerToken, companyId: manager.body.data.company._id },
      { cars: CARS },
    );
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it('imports 20 cars and 50 drivers from .xlsx files after the dry run names the 3 bad rows; a 日常点検 with one abnormal item marks the car not fit and alerts the managers (in Japanese)', async () => {
    const { context, page } = await sys.signIn('manager', { language: 'ja' });
    const importPanel = async (title: string) => {
      await page.getByRole('button', { name: ja('Import'), exact: true }).click();
      const panel = page.locator('aside', { has: page.getByRole('heading', { name: title }) });
      await panel.waitFor();
      return panel;
    };
    const choose = (panel: Locator, file: Awaited<ReturnType<typeof workbook>>) =>
      panel.locator('input[name="import-file"]').setInputFiles(file);

    // Cars: the dry run names the bad row (row 7, 車検満了日, the form's reason); nothing is imported.
    await page.goto('/user/cars');
    await countLine(page, ja, DEMO_CARS).waitFor();
    const cars = await importPanel(ja('Import cars'));
    await choose(cars, await badCars());
    await cars
      .getByRole('alert')
      .getByText(
        ja(
          '{problemCount} problems in {rowCount} rows. Please correct the file and choose it again; nothing is imported until every row is correct.',
          { problemCount: 1, rowCount: CARS },
        ),
      )
      .waitFor({ timeout: LIMIT_MS });
    await expect(problemRows(cars)).resolves.toEqual([['7', '車検満了日', ja('Errors.Invalid')]]);
    await expect(cars.getByRole('button', { name: ja('Import {ready} rows', { ready: CARS }) }).count()).resolves.toBe(0);

    // The fixed file checks clean and imports: the list has the 20 cars more.
    await choose(cars, await goodCars());
    await cars.getByText(ja('Every row can be imported.')).waitFor({ timeout: LIMIT_MS });
    await cars.getByRole('button', { name: ja('Import {ready} rows', { ready: CARS }) }).click();
    await cars.getByText(ja('{count} rows were imported.', { count: CARS })).waitFor({ timeout: LIMIT_MS });
    await countLine(page, ja, DEMO_CARS + CARS).waitFor({ timeout: LIMIT_MS });
    await page.goto('/user/cars');
    await search(page, 'ハイエース');
    await countLine(page, ja, CARS).waitFor({ timeout: LIMIT_MS });

    // Drivers: two bad rows named; the import of the same file is refused with them and writes nothing.
    await page.goto('/user/drivers');
    await countLine(page, ja, DEMO_DRIVERS).waitFor();
    const drivers = await importPanel(ja('Import drivers'));
    const bad = await badDrivers();
    await choose(drivers, bad);
    await drivers
      .getByRole('alert')
      .getByText(
        ja(
          '{problemCount} problems in {rowCount} rows. Please correct the file and choose it again; nothing is imported until every row is correct.',
          { problemCount: 2, rowCount: DRIVERS },
        ),
      )
      .waitFor({ timeout: LIMIT_MS });
    await expect(problemRows(drivers)).resolves.toEqual([
      ['9', '免許証番号', ja('Errors.Required')],
      ['31', '車両番号', ja('Errors.NotFound')],
    ]);
    const refused = await fetch(`${sys.baseUrl}/api/v1/import/driver`, {
      method: 'POST',
      headers: { authorization: `JWT ${managerToken}`, 'content-type': XLSX_CONTENT_TYPE },
      body: bad.buffer,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: unknown } }).error.fields).toEqual([
      { path: 'rows.9.driverLicense', key: 'Errors.Required' },
      { path: 'rows.31.car', key: 'Errors.NotFound' },
    ]);
    await page.reload();
    await countLine(page, ja, DEMO_DRIVERS).waitFor();

    // The fixed file: 50 drivers, 45 invited by mail and 5 with their logins on the sheet.
    const fixedDrivers = await importPanel(ja('Import drivers'));
    await choose(fixedDrivers, await goodDrivers());
    await fixedDrivers.getByText(ja('Every row can be imported.')).waitFor({ timeout: LIMIT_MS });
    await fixedDrivers.getByRole('button', { name: ja('Import {ready} rows', { ready: DRIVERS }) }).click();
    await fixedDrivers.getByText(ja('{count} rows were imported.', { count: DRIVERS })).waitFor({ timeout: LIMIT_MS });
    await fixedDrivers
      .getByText(ja('{invited} drivers were sent an invitation to the driver app by e-mail.', { invited: DRIVERS - WITHOUT_EMAIL }))
      .waitFor();
    await expect(fixedDrivers.locator('table.import-panel__credentials tbody tr').count()).resolves.toBe(WITHOUT_EMAIL);
    await countLine(page, ja, DEMO_DRIVERS + DRIVERS).waitFor({ timeout: LIMIT_MS });
    await page.goto('/user/drivers');
    await search(page, '北村');
    await countLine(page, ja, DRIVERS).waitFor({ timeout: LIMIT_MS });

    // 日常点検 of the first imported car by the manager: the tyres abnormal, everything else good.
    const inspected = carNumber(1);
    await page.goto('/user/cars');
    await search(page, inspected);
    await countLine(page, ja, 1).waitFor({ timeout: LIMIT_MS });
    await page.getByRole('button', { name: ja('Daily inspection of {label}', { label: inspected }) }).click();
    const inspection = page.locator('aside', {
      has: page.getByRole('heading', { name: ja('Daily inspection of {carNumber}', { carNumber: inspected }) }),
    });
    const tyres = inspection.locator('fieldset', { has: page.getByText(statutoryItem('tyre_damage')!.label.ja, { exact: true }) });
    await tyres.getByLabel(inspectionResultWords.abnormal.ja).check();
    await tyres.getByLabel(ja('What was found')).fill('左前輪に亀裂');
    await inspection.getByRole('button', { name: ja('Record the inspection') }).click();
    const status = inspection.locator('[role="status"][data-fit="false"]');
    await status.waitFor({ timeout: LIMIT_MS });
    await expect(status.textContent()).resolves.toBe(ja('Not fit to drive: a fault found by a daily inspection waits for a manager.'));

    // The check board: the car not fit beside the drivers' checks.
    await page.goto('/user/check-board');
    const boardRow = page.locator('.inspection-day__table tbody tr', { has: page.getByRole('button', { name: inspected, exact: true }) });
    await boardRow.locator('td[data-status="abnormal"]').waitFor({ timeout: LIMIT_MS });
    await expect(boardRow.locator('td[data-fit="false"]').textContent()).resolves.toContain(ja('Not fit: a fault waits for a manager'));

    // The office's managers are alerted on the dashboard, in Japanese (a worker raises it; the dashboard is live).
    await page.goto('/user');
    await page.getByRole('heading', { name: ja('Notifications') }).waitFor();
    const alert = page.locator('.notification[data-type="VEHICLE_INSPECTION_ABNORMAL"]');
    await alert.waitFor({ timeout: LIMIT_MS });
    await expect(alert.locator('.notification__text').textContent()).resolves.toBe(
      ja('The daily inspection of {carName} found an abnormal item: it is not fit to drive until a manager clears it.', {
        carName: `${inspected} ハイエース`,
      }),
    );
    await expect(alert.locator('.level-badge').textContent()).resolves.toBe('警告');
    await context.close();
  }, 120_000);

  it('in English: the dry run names the bad rows with the English column and reason and writes nothing; the board shows the car not fit', async () => {
    const { context, page } = await sys.signIn('manager', { language: 'en' });
    await page.goto('/user/drivers');
    await countLine(page, en, DEMO_DRIVERS + DRIVERS).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const panel = page.locator('aside', { has: page.getByRole('heading', { name: 'Import drivers' }) });
    await panel.locator('input[name="import-file"]').setInputFiles(await badDrivers());
    await panel.getByRole('alert').waitFor({ timeout: LIMIT_MS });
    await expect(problemRows(panel)).resolves.toEqual([
      ['9', header('driver', 'driverLicense', 'en'), 'This field is required'],
      ['31', header('driver', 'car', 'en'), 'It could not be found.'],
    ]);
    await page.reload();
    await countLine(page, en, DEMO_DRIVERS + DRIVERS).waitFor();

    await page.goto('/user/check-board');
    const boardRow = page.locator('.inspection-day__table tbody tr', {
      has: page.getByRole('button', { name: carNumber(1), exact: true }),
    });
    await expect(boardRow.locator('td[data-fit="false"]').textContent({ timeout: LIMIT_MS })).resolves.toBe(
      'Not fit: a fault waits for a manager',
    );
    await context.close();
  }, 60_000);
});
