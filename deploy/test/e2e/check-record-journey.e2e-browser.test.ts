import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
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
import { quietLiveQueue } from '../../src/browser/quiet-live-queue';
import { CHECKS_TABLE, signInLapsed } from './check-board-panels';

/*
 * Issues 15 and 33: a hand-entered positive check is refused until 指示事項 and the action are given; a detector's
 * record is confirmed (its 確認者 unchanged, the confirmation beside it); a record is returned and corrected, its
 * time included; a driver is marked off duty; the office's record book downloads as PDF and CSV in Japanese.
 * Issue 15's journey in chromium against the whole local profile: a manager records a check by hand with 指示事項,
 * confirms a detector's result, sees a missing after-driving check on the board and downloads the month's record book
 * PDF, which pdftotext reads back; a detector's result shows its photo, and a correction of its checker shows
 * before -> after; a lapsed company's manager reads records only. Server and browser share a clock pinned at noon
 * in Japan (moved on a year, and back, for the lapsed company).
 */
const { run } = browserSuiteStatus('check record journey');
const LIMIT_MS = 60_000;

// Noon in Japan tomorrow, one more day on when that is the 1st: a check entered late (a day before) stays in the month.
const noon = noonInJapanTomorrow();
const clock = movableClock(businessDay(noon).endsWith('-01') ? new Date(noon.getTime() + 86_400_000) : noon);
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

/**
 * The board read once a page load: reloads until a record posted to the API is on it. The board's own table, by its
 * class: the board also lists the records lacking an item (a second table, shown once the first incomplete record,
 * e.g. a detector's upload naming no registered 確認者, is projected), and a bare `.check-board table` then matches
 * two tables, which Playwright's strict mode refuses whenever the list has loaded before the probe looks.
 */
async function reloadUntil(page: Page, shown: Locator): Promise<void> {
  await quietLiveQueue(page);
  await eventually('the record on the board', async () => {
    await page.reload();
    await page.locator(CHECKS_TABLE).waitFor();
    await page.waitForLoadState('networkidle');
    return (await shown.count()) > 0 ? true : undefined;
  });
}

// In order: the lapsed company's test moves the system a year on and back, so it comes last.
describe.runIf(run)('the check record journey (issues 15 and 33)', { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_record_journey', { clock });
    call = apiClient(sys.baseUrl);
    fleet = await prepareFleet(call, 1);
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it(
    'records a positive check by hand (refused until 指示事項 and the action), confirms a detector record, returns and corrects one (its time too), marks a driver off duty and downloads the record book in Japanese',
    async () => {
      const [handChecked, detectorChecked, resting] = fleet.drivers;
      const { context, page } = await sys.signIn('manager');
      await openBoardInEnglish(page);
      const row = (driverId: string) => page.locator(`tr[data-driver="${driverId}"]`);

      // A positive check typed in by hand, at 11:00 today, on foot: refused until 指示事項 and the action are given.
      await page.getByRole('button', { name: 'Record a check by hand' }).click();
      const form = page.getByRole('dialog', { name: 'Record a check by hand' });
      await form.getByLabel(/^Driver/).selectOption({ label: handChecked!.name });
      await form.getByLabel(/^Why no vehicle/).fill('徒歩での出張');
      await form.getByLabel(/^Date and time of the check/).fill(`${today}T11:00`);
      await form.getByLabel(/^Result/).fill('0.250');
      await form.getByLabel(/^Check type/).selectOption('before_driving');
      await form
        .getByLabel(/^Checker/)
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' });
      await form.getByLabel(/^Checker/).selectOption({ index: 1 });
      await form.getByLabel(/^Why no detector/).fill('検知器の電池切れ');
      await form.getByRole('button', { name: 'Record' }).click();
      await form.getByText('This field is required').nth(1).waitFor({ timeout: LIMIT_MS });
      await expect(form.getByText('This field is required').count()).resolves.toBe(2);
      await form.getByLabel(/^Instructions/).fill('本日の乗務は中止、明日再確認');
      await form.getByLabel(/^Action taken/).selectOption('stopped_duty');
      await form.getByRole('button', { name: 'Record' }).click();
      await form.waitFor({ state: 'detached' });
      const handCell = row(handChecked!.driverId).locator('td').first();
      await handCell.locator('button').waitFor({ timeout: LIMIT_MS });
      // Its after-driving check is missing.
      await expect(row(handChecked!.driverId).locator('td').nth(1).getAttribute('data-state')).resolves.toBe('missing');

      // A detector's before-driving result, confirmed from the board: its 確認者 stays, the confirmation is beside it.
      const posted = await call('POST', '/test-result/device', {
        device: fleet.devices[0]!.secret,
        // Face to face (a remote one also offers "Confirm by phone with a code"), checked by 佐藤 次郎.
        body: {
          ...deviceReading(detectorChecked!, 0, clock.now()),
          checkType: 'before_driving',
          method: 'face_to_face',
          remoteMethod: null,
          checkedBy: '佐藤 次郎',
        },
      });
      expect(posted.status).toBe(201);
      const before = row(detectorChecked!.driverId).locator('td').first();
      await reloadUntil(page, before.getByRole('button', { name: 'Awaiting confirmation' }));
      await before.getByRole('button', { name: 'Awaiting confirmation' }).click();
      const detail = page.getByRole('dialog', { name: 'Check record' });
      const checkerRow = detail.locator('dt', { hasText: /^Checker$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(checkerRow.textContent()).resolves.toBe('佐藤 次郎');
      await detail.getByRole('button', { name: 'Confirm', exact: true }).click();
      const confirmation = detail.locator('[data-confirmation="confirmed"]');
      await confirmation.waitFor({ timeout: LIMIT_MS });
      await expect(confirmation.textContent()).resolves.toMatch(/^Confirmed · .+ · \d{4}/);
      await expect(checkerRow.textContent()).resolves.toBe('佐藤 次郎');
      await detail.getByRole('button', { name: 'Close' }).click();
      await row(detectorChecked!.driverId).locator('td[data-state="ok"]').waitFor({ timeout: LIMIT_MS });

      // The hand-entered check returned (its time was wrong), then corrected to 10:40 with the reason.
      await handCell.locator('button').click();
      await detail.getByLabel(/^Comment/).fill('時刻が違う');
      await detail.getByRole('button', { name: 'Return' }).click();
      await detail.locator('[data-confirmation="returned"]').waitFor({ timeout: LIMIT_MS });
      await detail.getByRole('button', { name: 'Correct the record' }).click();
      const correction = page.getByRole('dialog', { name: 'Correct the record' });
      await expect(correction.getByLabel(/^Date and time of the check/).inputValue()).resolves.toBe(`${today}T11:00`);
      await correction.getByLabel(/^Date and time of the check/).fill(`${today}T10:40`);
      await correction.getByLabel(/^Reason for the correction/).fill('時刻の入力誤り');
      await correction.getByRole('button', { name: 'Save the correction' }).click();
      await correction.waitFor({ state: 'detached' });
      const history = detail.getByRole('region', { name: 'Correction history' });
      await history.getByText(/^Date and time: .*11:00 changed to .*10:40$/).waitFor({ timeout: LIMIT_MS });
      await expect(history.textContent()).resolves.toContain('時刻の入力誤り');
      await detail.locator('[data-confirmation="awaiting"]').waitFor({ timeout: LIMIT_MS });
      await detail.getByRole('button', { name: 'Close' }).click();

      // A driver off duty for the day: the board needs no check of them.
      await row(resting!.driverId).getByRole('button', { name: 'Mark off duty' }).click();
      await page.locator(`tr[data-driver="${resting!.driverId}"][data-on-duty="false"]`).waitFor({ timeout: LIMIT_MS });
      await expect(row(resting!.driverId).getByRole('button', { name: 'Mark on duty' }).count()).resolves.toBe(1);

      // A check entered a day late, with its reason (typed in through the API: the form was shown above).
      const managerId = (await call('GET', '/auth/profile', { token: fleet.managerToken })).body.data._id as string;
      const late = await call('POST', '/test-result', {
        token: fleet.managerToken,
        body: {
          driver: handChecked!.driverId,
          vehicle: handChecked!.carId,
          noVehicleReason: handChecked!.carId ? null : '社用車の手配なし',
          time: new Date(clock.now().getTime() - 25 * 3_600_000).toISOString(),
          result: 0,
          checkType: 'after_driving',
          method: 'face_to_face',
          checker: managerId,
          noDetectorReason: '検知器の電池切れ',
          lateEntryReason: '紙の記録簿から転記',
        },
      });
      expect(late.status).toBe(201);

      // The month's record book in Japanese, as PDF and CSV: words only, Japan time.
      await Promise.all([page.waitForEvent('load'), page.locator('.language-switch select').selectOption('ja')]);
      await page.locator('html[lang="ja"] .check-board').waitFor();
      const month = today.slice(0, 7);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '記録簿をダウンロード（PDF）' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(new RegExp(`^記録簿_.+_${month}\\.pdf$`));
      const { stdout } = await promisify(execFile)('pdftotext', ['-raw', '-enc', 'UTF-8', (await pdf.path())!, '-']);
      expect(stdout).not.toMatch(/[A-Za-z]+_[A-Za-z]+/);
      expect(stdout).not.toMatch(/\d{2}:\d{2}(:\d{2})?(\.\d+)?Z/);
      const text = stdout.replace(/\s+/g, '');
      for (const words of [
        '手入力',
        '検知器から送信',
        '乗務中止',
        '車両なし:徒歩での出張',
        '【遅延入力】',
        '紙の記録簿から転記',
        '確認済み',
        '差し戻し',
      ]) {
        expect(text).toContain(words);
      }
      // The correction: when, who, why, and the time before → after.
      expect(text).toMatch(/理由「時刻の入力誤り」確認の日時:\d{4}\.\d{2}\.\d{2}11:00→\d{4}\.\d{2}\.\d{2}10:40/);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '記録簿をダウンロード（CSV）' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(new RegExp(`^記録簿_.+_${month}\\.csv$`));
      const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]!.startsWith('日付,時刻,姓,名,事業所,')).toBe(true);
      expect(lines.join('\n')).toContain('時刻の入力誤り');
      await context.close();
    },
    6 * LIMIT_MS,
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
        body: {
          ...deviceReading(driver, 0, clock.now()),
          checkType: 'before_driving',
          method: 'face_to_face',
          remoteMethod: null,
          checkedBy: null,
          photo,
        },
      });
      expect(posted.status).toBe(201);

      const { context, page } = await sys.signIn('manager');
      await openBoardInEnglish(page);
      const awaiting = page
        .locator(`tr[data-driver="${driver.driverId}"] td`)
        .first()
        .getByRole('button', { name: 'Awaiting confirmation' });
      await reloadUntil(page, awaiting);
      // Awaited from the click that asks for it: the reloads above may take longer than a response wait's default 30 s.
      const photoAnswer = page.waitForResponse((response) => response.url().includes(encodeURIComponent(photo)), { timeout: LIMIT_MS });
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
      // A record the law finds incomplete is completed by the correction: a seeded driver without a car says why.
      if (!driver.carId) await correction.getByLabel(/^Why no vehicle/).fill('社用車の手配なし');
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
    "a lapsed company's manager gets the records-only menu, reads the board and the record book, and is refused the rest",
    async () => {
      const { page, restore } = await signInLapsed(sys, clock, { language: 'en' });
      try {
        await page.locator(CHECKS_TABLE).waitFor({ timeout: LIMIT_MS });
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        // Its only page is the check board (Help opens the FAQ panel).
        await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Check board', 'Help']);
        await expect(menu.textContent()).resolves.toContain('Your subscription has ended.');
        // The exports stay open: the month's record book downloads.
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
        // company's offices, so one office's board and record book can be asked for.
        await page.goto('/user/check-board');
        await page.locator(CHECKS_TABLE).waitFor({ timeout: LIMIT_MS });
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
