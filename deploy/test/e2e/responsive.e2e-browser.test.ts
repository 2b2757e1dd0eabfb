import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { quietLiveQueue } from '../../src/browser/quiet-live-queue';
import { adminRoutes, managerRoutes, publicRoutes, type AppRoute } from './app-routes';
import { browserSuiteStatus, screenshots, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import {
  focusedPanel,
  focusedText,
  openCheckBoard,
  openCorrection,
  recordHandCheck,
  signInLapsed,
  tabsLeavingPanel,
} from './check-board-panels';
import { uiText } from './ui-text';
import { pageFailures, watchFailures } from './page-failures';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';

/*
 * The web app on a phone (390x844, the spec's narrow side of the 768 px breakpoint) and on a desktop (1366x768):
 * every route is visited and no page may scroll sideways (tables scroll in their own box), and the side menu is a
 * drawer on the phone. Screenshots of every page at both widths land in deploy/test-results/responsive/<width>/.
 */
const { run } = browserSuiteStatus('responsive browser suite');
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

/** How far the page reaches beyond the viewport, in CSS pixels (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth');

/** How wide the page's own scrolling box is: at 390 px a list scrolls inside its card, never the page (issue 33 item 5). */
const pageScrollWidth = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth');

/** The accessible label of the focused element, or of the landmark around it (deploy's tests have no DOM types). */
const focusedLabel = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");
const focusedInside = (page: Page) =>
  page.evaluate<string | null>("document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? null");

/** Opens a route and waits until its data has come in (no request for half a second) and the fonts are drawn. */
async function visit(page: Page, route: AppRoute): Promise<void> {
  watchFailures(page);
  await quietLiveQueue(page);
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.fonts.ready');
}

describe.runIf(run)('every page at phone and desktop widths', { timeout: 180_000 }, () => {
  let sys: BrowserSystem;
  let manager: BrowserContext;
  let admin: BrowserContext;
  let anonymous: BrowserContext;

  beforeAll(async () => {
    sys = await startBrowserSystem('fc_e2e_responsive');
    ({ context: manager } = await sys.signIn('manager', { language: 'en' }));
    ({ context: admin } = await sys.signIn('admin', { language: 'en' }));
    anonymous = await sys.browser.newContext({ baseURL: sys.baseUrl });
    await setLanguage(anonymous, sys.baseUrl, 'en');
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });

  const walks: [string, () => BrowserContext, readonly AppRoute[]][] = [
    ['public', () => anonymous, publicRoutes],
    ['manager', () => manager, managerRoutes],
    ['admin', () => admin, adminRoutes],
  ];

  it.each(walks)(
    '%s routes: no page scrolls sideways at 390 px or shows a failure; screenshots at 390 and 1366 px',
    async (_who, contextOf, routes) => {
      const page = await contextOf().newPage();
      const [shootPhone, shootDesktop] = [screenshots('responsive/390'), screenshots('responsive/1366')];
      try {
        const problems: string[] = [];
        // Each route is opened once, on the phone; the desktop's screenshot is taken after widening the same page
        // (the layout follows the viewport; a reload would only fetch the same data again).
        for (const route of routes) {
          await page.setViewportSize(phone);
          await visit(page, route);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) problems.push(`${route.path}: ${overflow}px wider than the screen`);
          const width = await pageScrollWidth(page);
          if (width > phone.width) problems.push(`${route.path}: the page scrolls ${width}px wide`);
          problems.push(...(await pageFailures(page, route.path)));
          await shootPhone(page, route.name);
          await page.setViewportSize(desktop);
          await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
          await shootDesktop(page, route.name);
        }
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('on a phone the side menu is a drawer: the menu button opens it, a link or Escape closes it, focus comes back', async () => {
    const page = await manager.newPage();
    try {
      await page.setViewportSize(phone);
      await visit(page, { name: 'dashboard', path: '/user' });
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const menuButton = page.getByRole('button', { name: 'Menu' });
      expect(await nav.isVisible()).toBe(false);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      await nav.waitFor({ state: 'visible' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      // Focus starts on the menu's first link.
      expect(await focusedLabel(page)).toBeNull();
      expect(await page.evaluate<string | null>('document.activeElement?.textContent ?? null')).toBe('Dashboard');
      expect(await focusedInside(page)).toBe('Main menu');
      await nav.getByRole('link', { name: 'Cars', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/user/cars');
      await nav.waitFor({ state: 'hidden' });

      await menuButton.click();
      await nav.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      expect(await focusedLabel(page)).toBe('Menu');

      // On a desktop the menu is always there and the button is not.
      await page.setViewportSize(desktop);
      await nav.waitFor({ state: 'visible' });
      expect(await menuButton.isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });
});

// In order: the records-only sign-in moves the system a year on and back, so it comes after the rest.
describe.runIf(run)(
  'the check board, its panels and the records-only menu on a phone, by keyboard alone (issue 15)',
  { timeout: 300_000, shuffle: false },
  () => {
    const t = uiText('en');
    // Noon in Japan: the board's day cannot turn at midnight mid-run.
    const clock = movableClock(noonInJapanTomorrow());
    let sys: BrowserSystem;
    beforeAll(async () => {
      sys = await startBrowserSystem('fc_e2e_responsive_board', { clock });
    }, 240_000);
    afterAll(async () => {
      await sys?.stop();
    });

    it('manual check, record and correction panels at 390 px: nothing scrolls sideways, Tab stays in the top panel, Escape closes it and gives the focus back', async () => {
      const { context, page } = await sys.signIn('manager', { language: 'en' });
      try {
        await page.setViewportSize(phone);
        await openCheckBoard(page);
        expect(await sidewaysOverflow(page)).toBe(0);

        // The manual check panel, opened and closed from the keyboard.
        await page.getByRole('button', { name: t('Record a check by hand') }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: t('Record a check by hand') }).waitFor();
        expect(await focusedPanel(page)).toBe('manual-check');
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await tabsLeavingPanel(page, 'manual-check')).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: t('Record a check by hand') }).waitFor({ state: 'detached' });
        expect(await focusedText(page)).toBe(t('Record a check by hand'));

        // A record's detail, and its correction on top: Escape closes the top one only.
        const row = await recordHandCheck(page, t);
        const cell = row.locator('td[data-state="awaiting_confirmation"] button').first();
        await cell.focus();
        await page.keyboard.press('Enter');
        const detail = page.getByRole('dialog', { name: t('Check record') });
        await detail.getByRole('button', { name: t('Correct the record') }).waitFor();
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await tabsLeavingPanel(page, 'test-result-detail')).toEqual([]);
        await detail.getByRole('button', { name: t('Correct the record') }).focus();
        await page.keyboard.press('Enter');
        const correction = page.getByRole('dialog', { name: t('Correct the record') });
        await correction.waitFor();
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await tabsLeavingPanel(page, 'test-result-correction')).toEqual([]);
        await page.keyboard.press('Escape');
        await correction.waitFor({ state: 'detached' });
        expect(await detail.isVisible()).toBe(true);
        expect(await focusedText(page)).toBe(t('Correct the record'));
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
        expect(await focusedText(page)).toBe(t('Awaiting confirmation'));
        await screenshots('responsive/390')(page, 'check-board-after-panels');
        // The panels reach each other through openCorrection too (the same path a pointer takes).
        const opened = await openCorrection(page, t, row);
        expect(await sidewaysOverflow(page)).toBe(0);
        await page.keyboard.press('Escape');
        await opened.correction.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    });

    it("a lapsed company's manager at 390 px: the board fits and shows every part, the drawer holds only the check board, Escape closes it", async () => {
      const { page, restore } = await signInLapsed(sys, clock, { language: 'en' });
      try {
        await page.setViewportSize(phone);
        watchFailures(page);
        await quietLiveQueue(page);
        await page.reload();
        await page.locator('.check-board').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysOverflow(page)).toBe(0);
        // Every part of the board reads what a lapsed company keeps (its day's vehicle inspections answered 402).
        expect(await pageFailures(page, 'records-only board')).toEqual([]);
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        const menuButton = page.getByRole('button', { name: 'Menu' });
        expect(await nav.isVisible()).toBe(false);
        await menuButton.focus();
        await page.keyboard.press('Enter');
        await nav.waitFor({ state: 'visible' });
        expect(await focusedInside(page)).toBe('Main menu');
        await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([t('Check board'), t('Help')]);
        await screenshots('responsive/390')(page, 'records-only-menu');
        await page.keyboard.press('Escape');
        await nav.waitFor({ state: 'hidden' });
        expect(await focusedLabel(page)).toBe('Menu');
      } finally {
        await restore();
      }
    });
  },
);
