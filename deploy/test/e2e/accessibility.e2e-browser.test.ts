import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { adminRoutes, managerRoutes, publicRoutes, type AppRoute } from './app-routes';
import { browserSuiteStatus, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import { uiLanguages, uiText, type UiLanguage } from './ui-text';
import { quietLiveQueue } from './quiet-live-queue';
import { labelled, openCheckBoard, openCorrection, openManualCheck, recordHandCheck, signInLapsed } from './check-board-panels';
import { clockFrom, movableClock, noonInJapanTomorrow } from '../support/pinned-clock';

/*
 * axe-core on every route of the web app, in Japanese and in English, as an anonymous visitor, the demo manager and
 * the admin, and on an open side panel: no critical and no serious violation of WCAG 2.1 A/AA, and nothing outside
 * a landmark (issue 18 item 2).
 */
const { run } = browserSuiteStatus('accessibility browser suite');
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** The critical and serious ones among violations, one line each with where they are. */
const serious = (violations: Violations, where: string): string[] =>
  violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

/**
 * The critical and serious violations of WCAG 2.1 A/AA on the page as it is now. Only violations are reported in
 * full (`resultTypes`): every rule still runs on every node, but axe no longer writes out each passing node.
 */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return serious(violations, where);
}

/**
 * Both checks of a page as it is now, in one axe run (each run injects axe-core and finishes in a page of its
 * own): the critical and serious violations of WCAG 2.1 A/AA, and content outside every landmark (axe's `region`
 * rule; dialogs and live regions count as regions). `region` is a best practice of moderate impact, not among the
 * WCAG tags: it runs beside them, and any finding of it fails.
 */
async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: wcag }, rules: { region: { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const outsideLandmarks = violations.filter((violation) => violation.id === 'region');
  return [
    ...serious(
      violations.filter((violation) => violation.id !== 'region'),
      where,
    ),
    ...outsideLandmarks.map(
      (violation) => `${where}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ];
}

async function visit(page: Page, route: AppRoute): Promise<void> {
  await quietLiveQueue(page);
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
}

describe.runIf(run)('accessibility of every page (axe-core)', { timeout: 240_000 }, () => {
  let sys: BrowserSystem;
  beforeAll(async () => {
    // Noon in Japan: the board's and the lists' day cannot turn at midnight mid-run.
    sys = await startBrowserSystem('fc_e2e_axe', { clock: clockFrom(noonInJapanTomorrow()) });
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const t = uiText(language);
    const contexts: BrowserContext[] = [];
    afterAll(async () => {
      await Promise.all(contexts.map((context) => context.close()));
    });

    async function contextFor(who: 'anonymous' | 'manager' | 'admin'): Promise<BrowserContext> {
      if (who !== 'anonymous') {
        const { context, page } = await sys.signIn(who, { language });
        await page.close();
        contexts.push(context);
        return context;
      }
      const context = await sys.browser.newContext({ baseURL: sys.baseUrl });
      await setLanguage(context, sys.baseUrl, language);
      contexts.push(context);
      return context;
    }

    it.each([
      ['anonymous', publicRoutes],
      ['manager', managerRoutes],
      ['admin', adminRoutes],
    ] as const)('%s routes have no critical or serious violation and nothing outside a landmark', async (who, routes) => {
      const page = await (await contextFor(who)).newPage();
      const found: string[] = [];
      for (const route of routes) {
        await visit(page, route);
        found.push(...(await findings(page, route.path)));
      }
      expect(found).toEqual([]);
    });

    it('an open side panel, empty and showing its field errors, has no such finding either', async () => {
      const page = await (await contextFor('manager')).newPage();
      await visit(page, { name: 'offices', path: '/user/offices' });
      await page.getByRole('button', { name: t('Add Office') }).click();
      const panel = page.getByRole('dialog', { name: t('Add Office') });
      await panel.waitFor();
      const found = await findings(page, 'add-office panel');
      // An empty form sent shows its field errors: they are part of what a user meets.
      await panel.getByRole('button', { name: t('Add New') }).click();
      found.push(...(await findings(page, 'add-office panel with errors')));
      expect(found).toEqual([]);
    });
  });
});

describe.runIf(run)(
  'accessibility of the check board, its panels and the records-only menu (issue 15)',
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
        found.push(...(await seriousViolations(page, 'check board')));
        const manual = await openManualCheck(page, t);
        await manual.getByLabel(labelled(t, 'Driver')).locator('option').nth(1).waitFor({ state: 'attached' });
        found.push(...(await seriousViolations(page, 'manual check panel')));
        // Sent without a driver: the refused fields are part of what a user meets.
        await manual.getByRole('button', { name: t('Record'), exact: true }).click();
        await manual.locator('.field__error').first().waitFor();
        found.push(...(await seriousViolations(page, 'manual check panel with errors')));
        await page.keyboard.press('Escape');
        await manual.waitFor({ state: 'detached' });
        const row = await recordHandCheck(page, t);
        const { detail, correction } = await openCorrection(page, t, row);
        found.push(...(await seriousViolations(page, 'correction panel over the record')));
        await page.keyboard.press('Escape');
        await correction.waitFor({ state: 'detached' });
        found.push(...(await seriousViolations(page, 'record detail panel')));
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
        await lapsed.page.reload();
        await lapsed.page.waitForLoadState('networkidle');
        expect(await seriousViolations(lapsed.page, 'records-only check board and menu')).toEqual([]);
      } finally {
        await lapsed.restore();
      }
    });
  },
);
