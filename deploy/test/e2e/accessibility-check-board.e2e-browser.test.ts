import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe-checks';
import { htmlFindings } from './html-checks';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';
import { uiLanguages, uiText } from './ui-text';
import { quietLiveQueue } from '../../src/browser/quiet-live-queue';
import {
  boardAnswers,
  boardSettled,
  labelled,
  openCheckBoard,
  openCorrection,
  openManualCheck,
  recordHandCheck,
  signInLapsed,
} from './check-board-panels';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';

/*
 * axe-core on the check board, its panels (the manual check, a record and its correction) and the records-only board
 * and menu of a lapsed company, in Japanese and in English: no critical and no serious violation of WCAG 2.1 A/AA
 * (issue 15), and each of these states of the page, as the browser holds it, is valid HTML (html-checks.ts). The
 * route walks: accessibility-routes and accessibility-manager.
 */
const { run } = browserSuiteStatus('accessibility browser suite (check board)');

/** Both checks of the page as it is now: axe-core's serious violations and html-validate's errors. */
const checks = async (page: Page, where: string): Promise<string[]> => [
  ...(await seriousViolations(page, where)),
  ...(await htmlFindings(page, where)),
];

describe.runIf(run)(
  'accessibility and HTML validity of the check board, its panels and the records-only menu (issue 15)',
  { timeout: 300_000, shuffle: false },
  () => {
    // Noon in Japan: the board's day cannot turn at midnight mid-run.
    const clock = movableClock(noonInJapanTomorrow());
    let sys: BrowserSystem;
    beforeAll(async () => {
      sys = await startBrowserSystem('fc_e2e_axe_board', { clock });
    }, 240_000);
    afterAll(async () => {
      await sys?.stop();
    });

    // In order: the records-only sign-ins move the system a year on and back, so they come after the rest.
    it.each(uiLanguages)('in %s: the board, the manual check (empty and refused), a record and its correction', async (language) => {
      const t = uiText(language);
      const found: string[] = [];
      const { context, page } = await sys.signIn('manager', { language });
      try {
        await openCheckBoard(page);
        found.push(...(await checks(page, 'check board')));
        const manual = await openManualCheck(page, t);
        await manual.getByLabel(labelled(t, 'Driver')).locator('option').nth(1).waitFor({ state: 'attached' });
        found.push(...(await checks(page, 'manual check panel')));
        // Sent without a driver: the refused fields are part of what a user meets.
        await manual.getByRole('button', { name: t('Record'), exact: true }).click();
        await manual.locator('.field__error').first().waitFor();
        found.push(...(await checks(page, 'manual check panel with errors')));
        await page.keyboard.press('Escape');
        await manual.waitFor({ state: 'detached' });
        const row = await recordHandCheck(page, t);
        const { detail, correction } = await openCorrection(page, t, row);
        found.push(...(await checks(page, 'correction panel over the record')));
        await page.keyboard.press('Escape');
        await correction.waitFor({ state: 'detached' });
        found.push(...(await checks(page, 'record detail panel')));
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    });

    it.each(uiLanguages)("in %s: a lapsed company's manager's records-only board and menu", async (language) => {
      const lapsed = await signInLapsed(sys, clock, { language });
      try {
        await quietLiveQueue(lapsed.page);
        const answers = boardAnswers(lapsed.page);
        await lapsed.page.reload();
        await boardSettled(lapsed.page, answers);
        expect(await checks(lapsed.page, 'records-only check board and menu')).toEqual([]);
      } finally {
        await lapsed.restore();
      }
    });
  },
);
