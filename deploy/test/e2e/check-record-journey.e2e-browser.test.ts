import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { PIXEL_PNG } from '../support/company-resources';
import { eventually } from '../support/eventually';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, demoLogins, startBrowserSystem, type BrowserSystem } from './browser-system';
import { signInLapsed } from './check-board-panels';

/*
 * Issue 15's journey in chromium against the whole local profile: a manager records a check by hand with 指示事項,
 * confirms a detector's result, sees a missing after-driving check on the board and downloads the month's ledger
 * PDF, which pdftotext reads back; a detector's result shows its photo, and a correction of its checker shows
 * before -> after; a lapsed company's manager reads records only. Server and browser share a clock pinned at noon
 * in Japan (moved on a year, and back, for the lapsed company).
 */
const { run } = browserSuiteStatus('check ledger journey');
const LIMIT_MS = 60_000;

const clock = movableClock(noonInJapanTomorrow());
const today = businessDay(clock.now());
let sys: BrowserSystem;
let call: ApiCall;
let fleet: Fleet;

async function openBoardInEnglish(page: Page) {
  await page.goto('/user/check-board');
  await page.locator('.check-board').waitFor();
  if ((await page.locator('html').getAttribute('lang')) === 'en') return;
  await Promise.all([page.waitForEvent('load'), page.locator('.language-switch select').selectOption('en')]);
  await page.locator('html[lang="en"] .check-board').waitFor();
}

/** The board read once a page load: reloads until a record posted to the API is on it. */
async function reloadUntil(page: Page, shown: Locator): Promise<void> {
  await eventually('the record on the board', async () => {
    await page.reload();
    await page.locator('.check-board table').waitFor();
    await page.waitForLoadState('networkidle');
    return (await shown.count()) > 0 ? true : undefined;
  });
}

// In order: the lapsed company's test moves the system a year on and back, so it comes last.
describe.runIf(run)('the check ledger journey (issue 15)', { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_ledger_journey', { clock });
    call = apiClient(sys.baseUrl);
    fleet = await prepareFleet(call, 1);
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it(
    'records a check by hand with instructions, confirms a detector result, sees a missing after-driving check and downloads the PDF',
    async () => {
      const [handChecked, detectorChecked] = fleet.drivers;
      const { context, page } = await sys.signIn('manager');
      await openBoardInEnglish(page);
      const row = (driverId: string) => page.locator(`tr[data-driver="${driverId}"]`);

      // A check typed in by hand, with 指示事項.
      await page.getByRole('button', { name: 'Record a check by hand' }).click();
      const form = page.getByRole('dialog', { name: 'Record a check by hand' });
      await form.getByLabel(/^Driver/).selectOption({ label: handChecked!.name });
      await form.getByLabel(/^Check type/).selectOption('before_driving');
      await form.getByLabel(/^Checker/).selectOption({ index: 1 });
      await form.getByLabel(/^Why no detector/).fill('検知器の電池切れ');
      await form.getByLabel(/^Instructions/).fill('十分な休息を取ってから運転すること');
      await form.getByRole('button', { name: 'Record' }).click();
      await form.waitFor({ state: 'detached' });
      await row(handChecked!.driverId).locator('td[data-state="awaiting_confirmation"]').first().waitFor({ timeout: LIMIT_MS });
      // Its after-driving check is missing.
      await expect(row(handChecked!.driverId).locator('td').nth(1).getAttribute('data-state')).resolves.toBe('missing');

      // A detector's before-driving result, confirmed from the board.
      const posted = await call('POST', '/test-result/device', {
        device: fleet.devices[0]!.secret,
        body: { ...deviceReading(detectorChecked!, 0, clock.now()), checkType: 'before_driving' },
      });
      expect(posted.status).toBe(201);
      const before = row(detectorChecked!.driverId).locator('td').first();
      await reloadUntil(page, before.getByRole('button', { name: 'Awaiting confirmation' }));
      await before.getByRole('button', { name: 'Awaiting confirmation' }).click();
      const detail = page.getByRole('dialog', { name: 'Check record' });
      await detail.getByRole('button', { name: 'Confirm' }).click();
      await detail.locator('[data-confirmation="confirmed"]').waitFor({ timeout: LIMIT_MS });
      await detail.getByRole('button', { name: 'Close' }).click();
      await row(detectorChecked!.driverId).locator('td[data-state="ok"]').waitFor({ timeout: LIMIT_MS });

      // The month's ledger as a PDF, read back: named after the company (all offices) and the month.
      const month = today.slice(0, 7);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Record book (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^record-book_.+_${month}\\.pdf$`));
      const { stdout } = await promisify(execFile)('pdftotext', ['-raw', (await download.path())!, '-']);
      const text = stdout.replace(/\n/g, '');
      expect(text).toContain('Alcohol check record book');
      expect(text).toContain('十分な休息を取ってから運転すること');
      expect(text).toContain('検知器の電池切れ');
      await context.close();
    },
    4 * LIMIT_MS,
  );

  it(
    "shows a detector result's photo through the image endpoint, and a correction of its checker before -> after in its history",
    async () => {
      const driver = fleet.drivers[2]!;
      // A sign-in of its own: the browser's sign-ins of the other tests end the one prepareFleet made.
      const login = await call('POST', '/auth/login', {
        body: { username: demoLogins.manager.username, password: demoLogins.manager.password },
      });
      expect(login.status).toBe(200);
      const upload = await call('POST', '/upload', {
        token: login.body.data.token as string,
        body: { name: 'check.png', fileType: 'image/png', file: PIXEL_PNG },
      });
      expect(upload.status).toBe(201);
      const photo = upload.body.data.image as string;
      const posted = await call('POST', '/test-result/device', {
        device: fleet.devices[0]!.secret,
        body: { ...deviceReading(driver, 0, clock.now()), checkType: 'before_driving', checkedBy: null, photo },
      });
      expect(posted.status).toBe(201);

      const { context, page } = await sys.signIn('manager');
      await openBoardInEnglish(page);
      const photoAnswer = page.waitForResponse((response) => response.url().includes(encodeURIComponent(photo)));
      const awaiting = page
        .locator(`tr[data-driver="${driver.driverId}"] td`)
        .first()
        .getByRole('button', { name: 'Awaiting confirmation' });
      await reloadUntil(page, awaiting);
      await awaiting.click();
      const detail = page.getByRole('dialog', { name: 'Check record' });
      const image = detail.getByRole('img', { name: 'Photo taken at the check' });
      await image.waitFor({ timeout: LIMIT_MS });
      expect((await photoAnswer).status()).toBe(200);
      expect(await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
      await expect(detail.textContent()).resolves.toContain('Never corrected.');

      // The record names no checker: the correction names the first manager, and the history says so.
      await detail.getByRole('button', { name: 'Correct the record' }).click();
      const correction = page.getByRole('dialog', { name: 'Correct the record' });
      const checker = correction.getByLabel(/^Checker/);
      await checker.locator('option').nth(1).waitFor({ state: 'attached' });
      await checker.selectOption({ index: 1 });
      const checkerName = (await checker.locator('option:checked').textContent())!;
      await correction.getByLabel(/^Reason for the correction/).fill('確認者の記入漏れ');
      await correction.getByRole('button', { name: 'Save the correction' }).click();
      await correction.waitFor({ state: 'detached' });
      const history = detail.getByRole('region', { name: 'Correction history' });
      await history.getByText(`Checker: – changed to ${checkerName}`).waitFor({ timeout: LIMIT_MS });
      await expect(history.textContent()).resolves.toContain('確認者の記入漏れ');
      await context.close();
    },
    4 * LIMIT_MS,
  );

  it(
    "a lapsed company's manager gets the records-only menu, reads the board and the ledger, and is refused the rest",
    async () => {
      const { page, restore } = await signInLapsed(sys, clock, { language: 'en' });
      try {
        await page.locator('.check-board table').waitFor({ timeout: LIMIT_MS });
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        // Its only page is the check board (Help opens the FAQ panel).
        await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Check board', 'Help']);
        await expect(menu.textContent()).resolves.toContain('Your subscription has ended.');
        // The exports stay open: the month's ledger downloads.
        const month = businessDay(clock.now()).slice(0, 7);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Record book (PDF)' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`^record-book_.+_${month}\\.pdf$`));

        // Anything else is refused: the cars page's list.
        const cars = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/car');
        await page.goto('/user/cars');
        expect((await cars).status()).toBe(402);
        await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cars' }).count()).resolves.toBe(0);
        // The board offers nothing that writes (the server would refuse it with 402), and its office picker lists the
        // company's offices, so one office's board and ledger can be asked for.
        await page.goto('/user/check-board');
        await page.locator('.check-board table').waitFor({ timeout: LIMIT_MS });
        await expect(page.getByRole('button', { name: 'Record a check by hand' }).count()).resolves.toBe(0);
        await expect(page.getByRole('button', { name: /^Mark (off|on) duty$/ }).count()).resolves.toBe(0);
        await page.getByLabel('Office').locator('option:not([value=""])').first().waitFor({ state: 'attached', timeout: LIMIT_MS });
      } finally {
        await restore();
      }
    },
    4 * LIMIT_MS,
  );
});
