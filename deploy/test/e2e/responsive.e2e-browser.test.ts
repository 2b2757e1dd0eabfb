import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminRoutes, managerRoutes, publicRoutes, type AppRoute } from './app-routes';
import { browserSuiteStatus, screenshots, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';

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

/** The accessible label of the focused element, or of the landmark around it (deploy's tests have no DOM types). */
const focusedLabel = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");
const focusedInside = (page: Page) =>
  page.evaluate<string | null>("document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? null");

/** Opens a route and waits until its data has come in (no request for half a second) and the fonts are drawn. */
async function visit(page: Page, route: AppRoute): Promise<void> {
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

  it.each(walks)('%s routes: no page scrolls sideways at 390 px; screenshots at 390 and 1366 px', async (_who, contextOf, routes) => {
    const page = await contextOf().newPage();
    try {
      const overflowing: string[] = [];
      for (const [viewport, shoot] of [
        [phone, screenshots('responsive/390')],
        [desktop, screenshots('responsive/1366')],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const route of routes) {
          await visit(page, route);
          const overflow = await sidewaysOverflow(page);
          if (viewport === phone && overflow > 0) overflowing.push(`${route.path}: ${overflow}px wider than the screen`);
          await shoot(page, route.name);
        }
      }
      expect(overflowing).toEqual([]);
    } finally {
      await page.close();
    }
  });

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
