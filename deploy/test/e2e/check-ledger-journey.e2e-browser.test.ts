import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';

/*
 * Issue 15's journey in chromium against the whole local profile: a manager records a check by hand with 指示事項,
 * confirms a detector's result, sees a missing after-driving check on the board and downloads the month's ledger
 * PDF, which pdftotext reads back. Server and browser share a clock pinned at noon in Japan.
 */
const { run } = browserSuiteStatus('check ledger journey');
const LIMIT_MS = 60_000;

const clock = clockFrom(noonInJapanTomorrow());
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

describe.runIf(run)('the check ledger journey (issue 15)', () => {
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
      await page.reload();
      const before = row(detectorChecked!.driverId).locator('td').first();
      await before.getByRole('button', { name: 'Awaiting confirmation' }).click({ timeout: LIMIT_MS });
      const detail = page.getByRole('dialog', { name: 'Check record' });
      await detail.getByRole('button', { name: 'Confirm' }).click();
      await detail.locator('[data-confirmation="confirmed"]').waitFor({ timeout: LIMIT_MS });
      await detail.getByRole('button', { name: 'Close' }).click();
      await row(detectorChecked!.driverId).locator('td[data-state="ok"]').waitFor({ timeout: LIMIT_MS });

      // The month's ledger as a PDF, read back.
      const month = today.slice(0, 7);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download the ledger of ${month} (PDF)` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ledger_${month}.pdf`);
      const { stdout } = await promisify(execFile)('pdftotext', ['-raw', (await download.path())!, '-']);
      const text = stdout.replace(/\n/g, '');
      expect(text).toContain('Alcohol check ledger');
      expect(text).toContain('十分な休息を取ってから運転すること');
      expect(text).toContain('検知器の電池切れ');
      await context.close();
    },
    4 * LIMIT_MS,
  );
});
