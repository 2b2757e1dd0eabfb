import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatAlcoholResult, toDottedDate } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';

/*
 * The manager's dashboard in chromium against the whole local profile: a detector posts breath tests, the
 * workers and projections turn them into cards and an alert, and the open page shows them without a reload.
 * The server and the browser share a clock started at noon in Japan, so "today" cannot change during the run;
 * each test posts the readings it looks for (a failing value of its own), so the tests run alone or in any order.
 */
const { run } = browserSuiteStatus('dashboard browser suite');
/** A bound on waiting for the asynchronous side (detector -> workers -> projections -> poll), not a speed claim. */
const ARRIVAL_LIMIT_MS = 60_000;
const TEST_LIMIT_MS = 3 * ARRIVAL_LIMIT_MS;

const clock = clockFrom(noonInJapanTomorrow());
const today = businessDay(clock.now());
let sys: BrowserSystem;
let call: ApiCall;
let fleet: Fleet;
let driverName: string;

/** A detector's reading of the suite's driver, taken now on the shared clock. */
async function postReading(resultMgL: number) {
  const posted = await call('POST', '/test-result/device', {
    device: fleet.devices[0]!.secret,
    body: deviceReading(fleet.drivers[0]!, resultMgL, clock.now()),
  });
  expect(posted.status).toBe(201);
}

/** The demo manager's saved language is Japanese; the English tests switch first, as a user would. */
async function openDashboardIn(page: Page, language: 'ja' | 'en', path = '/user') {
  await page.goto(path);
  await page.locator('.dashboard').waitFor();
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  await Promise.all([page.waitForEvent('load'), page.locator('.language-switch select').selectOption(language)]);
  await page.locator(`html[lang="${language}"] .dashboard`).waitFor();
}

const failingCard = (page: Page, resultMgL: number) =>
  page.locator('.result-card[data-status="failed"]', { hasText: formatAlcoholResult(resultMgL) });
const alert = (page: Page, resultMgL: number) =>
  page.locator('.notification[data-type="ALCOHOL_TEST_FAILED"]', { hasText: `${formatAlcoholResult(resultMgL)} mg/l` });

describe.runIf(run)('manager dashboard', () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_dashboard', { clock });
    call = apiClient(sys.baseUrl);
    fleet = await prepareFleet(call, 1);
    driverName = fleet.drivers[0]!.name;
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it(
    'shows a failing test from a detector as an alert and a card without a reload; mark read and dismiss stick',
    async () => {
      const { context, page } = await sys.signIn('manager');
      await openDashboardIn(page, 'en');
      await page.locator('h2', { hasText: 'Notifications' }).waitFor();
      await expect(alert(page, 0.25).count()).resolves.toBe(0);

      await postReading(0.25);

      await alert(page, 0.25).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await expect(alert(page, 0.25).textContent()).resolves.toContain(`${driverName} failed an alcohol test: 0.250 mg/l.`);
      await expect(alert(page, 0.25).locator('.level-badge').textContent()).resolves.toBe('Warning');
      await failingCard(page, 0.25).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      const card = failingCard(page, 0.25);
      await expect(card.textContent()).resolves.toContain('Failed');
      await expect(card.textContent()).resolves.toContain(driverName);
      await expect(card.textContent()).resolves.toContain(toDottedDate(today));
      await expect(card.locator('a[target="_blank"]').getAttribute('href')).resolves.toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);

      await alert(page, 0.25).getByRole('button', { name: 'Mark as read' }).click();
      await expect.poll(() => alert(page, 0.25).getAttribute('class')).toContain('is-read');
      // After a reload the page knows only what the server says; its own polling brings the read state once
      // the projection has it.
      await page.reload();
      await alert(page, 0.25).waitFor();
      await expect
        .poll(() => alert(page, 0.25).getByRole('button', { name: 'Mark as read' }).count(), { timeout: ARRIVAL_LIMIT_MS })
        .toBe(0);

      await alert(page, 0.25).getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => alert(page, 0.25).count()).toBe(0);
      await page.reload();
      await page.locator('h2', { hasText: 'Notifications' }).waitFor();
      await failingCard(page, 0.25).waitFor();
      await expect.poll(() => alert(page, 0.25).count(), { timeout: ARRIVAL_LIMIT_MS }).toBe(0);
      await context.close();
    },
    TEST_LIMIT_MS,
  );

  it(
    'counts today in the summary widget, then filters by test status, keeping it in the address and local storage until reset',
    async () => {
      await postReading(0.26);
      await postReading(0);
      const { context, page } = await sys.signIn('manager');
      await openDashboardIn(page, 'en');
      await failingCard(page, 0.26).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await page.locator('.result-card[data-status="passed"]').first().waitFor({ timeout: ARRIVAL_LIMIT_MS });
      // The summary widget counts today's tests and failures and draws the lazily loaded charts.
      const figure = (index: number) => page.locator('.summary-figure__value').nth(index).textContent();
      await expect.poll(async () => Number(await figure(0)), { timeout: ARRIVAL_LIMIT_MS }).toBeGreaterThanOrEqual(2);
      await expect.poll(async () => Number(await figure(1)), { timeout: ARRIVAL_LIMIT_MS }).toBeGreaterThanOrEqual(1);
      await page.locator('.dashboard-chart .recharts-surface').nth(1).waitFor();
      await page.getByRole('checkbox', { name: 'Show summary' }).uncheck();
      await expect(page.locator('.summary-figure').count()).resolves.toBe(0);
      await page.getByRole('checkbox', { name: 'Show summary' }).check();
      await page.locator('.summary-figure').first().waitFor();

      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByRole('radio', { name: 'Failed' }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/testStatus=failed/);
      await expect.poll(() => page.locator('.result-card[data-status="passed"]').count()).toBe(0);
      await expect(failingCard(page, 0.26).count()).resolves.toBe(1);

      // A plain /user brings the stored filter back, into the address too.
      await page.goto('/user');
      await page.waitForURL(/testStatus=failed/);
      await failingCard(page, 0.26).waitFor();
      await expect(page.locator('.result-card[data-status="passed"]').count()).resolves.toBe(0);

      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByRole('button', { name: 'Reset all' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await page.locator('.result-card[data-status="passed"]').first().waitFor();
      await expect(page.evaluate("window.localStorage.getItem('advancedFilters')")).resolves.toBeNull();

      // The text search narrows the cards and has its own empty state; emptying the box brings them back.
      await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('no-such-driver');
      await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
      await page.waitForURL(/query=no-such-driver/);
      await page.getByText('No test results match these filters.').waitFor();
      await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
      await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
      await failingCard(page, 0.26).waitFor();
      await context.close();
    },
    TEST_LIMIT_MS,
  );

  it(
    'downloads the filtered test results as CSV',
    async () => {
      await postReading(0.27);
      const { context, page } = await sys.signIn('manager');
      await openDashboardIn(page, 'en', '/user?testStatus=failed');
      await failingCard(page, 0.27).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download test results' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`test-results_${today}_${today}.csv`);
      const lines = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(
        lines[0]!.startsWith(
          'Date,Time,Last name,First name,Office,Car number,Car model,Device,Detector state,Result (mg/l),Alcohol detected,',
        ),
      ).toBe(true);
      const [lastName] = driverName.split(' ');
      const rows = lines.slice(1);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      // The filter asked for failed tests only: alcohol detected in every row, in words (the 11th column; no cell
      // before it holds a comma).
      expect(rows.every((row) => row.split(',')[10] === 'Yes')).toBe(true);
      expect(
        rows.some(
          (row) =>
            row.startsWith(`${today},`) && row.includes(lastName!) && row.includes(fleet.devices[0]!.serialNo) && row.includes('0.270'),
        ),
      ).toBe(true);
      await context.close();
    },
    TEST_LIMIT_MS,
  );

  it(
    'speaks Japanese after switching the language',
    async () => {
      await postReading(0.28);
      const { context, page } = await sys.signIn('manager');
      await openDashboardIn(page, 'en');
      await failingCard(page, 0.28).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await expect(page.locator('h2', { hasText: 'Test results' }).count()).resolves.toBe(1);
      await openDashboardIn(page, 'ja');
      await page.locator('h2', { hasText: '検査結果一覧' }).waitFor();
      // The notifications section renders once /home answers, which may be after the results heading.
      await page.locator('h2', { hasText: '通知' }).waitFor();
      await expect(page.locator('h2', { hasText: '通知' }).count()).resolves.toBe(1);
      await expect(page.locator('.result-card[data-status="failed"] .status-badge').first().textContent()).resolves.toBe('不合格');
      await page.getByRole('button', { name: '絞り込み' }).waitFor();
      await expect(page.getByRole('button', { name: '絞り込み' }).count()).resolves.toBe(1);

      await postReading(0.3);
      const japaneseAlert = page.locator('.notification[data-type="ALCOHOL_TEST_FAILED"]', { hasText: '0.300 mg/l' });
      await japaneseAlert.waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await expect(japaneseAlert.textContent()).resolves.toContain(`${driverName} さんがアルコール検査で不合格になりました: 0.300 mg/l。`);
      await expect(japaneseAlert.locator('.level-badge').textContent()).resolves.toBe('警告');
      await context.close();
    },
    TEST_LIMIT_MS,
  );

  it(
    "shows a check's location with the map image of its tile beside the map link, in English and Japanese",
    async () => {
      // No internet here: the tile requests are answered by the test, which records what was asked for.
      const pixel = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const tiles: string[] = [];
      const { context, page } = await sys.signIn('manager');
      await context.route('https://tile.openstreetmap.org/**', async (route) => {
        tiles.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'image/png', body: pixel });
      });
      // Tokyo Station: at zoom 16, x = (139.7671 + 180) / 360 * 65536 = 58211.82, Mercator y = 25806.64.
      const posted = await call('POST', '/test-result/device', {
        device: fleet.devices[0]!.secret,
        body: {
          ...deviceReading(fleet.drivers[0]!, 0.371, clock.now()),
          location: { latitude: 35.6812, longitude: 139.7671, address: '東京都千代田区丸の内1-9-1' },
        },
      });
      expect(posted.status).toBe(201);
      const tokyoStationTile = 'https://tile.openstreetmap.org/16/58211/25806.png';

      await openDashboardIn(page, 'en');
      await failingCard(page, 0.371).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await failingCard(page, 0.371).getByRole('button', { name: 'Details' }).click();
      const panel = page.getByRole('dialog', { name: 'Check record' });
      const map = panel.getByRole('img', { name: 'Map around the check location (35.6812, 139.7671)' });
      await map.waitFor();
      await expect(map.getAttribute('src')).resolves.toBe(tokyoStationTile);
      // The page's content security policy admits the tile (a blocked image is never requested), and it is drawn.
      await expect
        .poll(() => map.evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(tiles).toContain(tokyoStationTile);
      await expect(panel.getByRole('link', { name: '東京都千代田区丸の内1-9-1' }).getAttribute('href')).resolves.toContain(
        'google.com/maps',
      );

      await openDashboardIn(page, 'ja');
      await failingCard(page, 0.371).waitFor({ timeout: ARRIVAL_LIMIT_MS });
      await failingCard(page, 0.371).getByRole('button', { name: '詳細' }).click();
      const japaneseMap = page
        .getByRole('dialog', { name: '酒気帯び確認の記録' })
        .getByRole('img', { name: '検査場所周辺の地図（35.6812, 139.7671）' });
      await japaneseMap.waitFor();
      await expect(japaneseMap.getAttribute('src')).resolves.toBe(tokyoStationTile);
      await context.close();
    },
    TEST_LIMIT_MS,
  );
});
