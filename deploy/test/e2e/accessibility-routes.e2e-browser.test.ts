import { afterAll, describe, expect, it } from 'vitest';
import { adminRoutes, publicRoutes } from './app-routes';
import { contextsIn, routeFindings, walkOf, walkSystem } from './axe-checks';
import { browserSuiteStatus } from './browser-system';
import { htmlFileFindings } from './html-checks';
import { uiLanguages, type UiLanguage } from './ui-text';

/*
 * axe-core on every public and admin route of the web app, in Japanese and in English, as an anonymous visitor and
 * the admin: no critical and no serious violation of WCAG 2.1 A/AA, and nothing outside a landmark (issue 18 item
 * 2); and each page, as the browser holds it, is valid HTML (html-checks.ts), as are the HTML files the server
 * sends for the web app and the driver app. The manager's routes: accessibility-manager.e2e-browser.test.ts; the
 * check board's panels: accessibility-check-board.e2e-browser.test.ts.
 */
const { run } = browserSuiteStatus('accessibility browser suite (public and admin routes)');

describe.runIf(run)('accessibility and HTML validity of the public and admin pages (axe-core, html-validate)', { timeout: 240_000 }, () => {
  const sys = walkSystem('fc_e2e_axe_routes');

  // The files themselves, before any script runs (what a validator given the address reads): the web app's
  // index.html for its routes, and the driver app's page for /driver-app and below.
  it.each(['/', '/user/check-board', '/driver-app', '/driver-app/check'])(
    'the HTML file the server sends for %s is valid HTML',
    async (path) => {
      const response = await fetch(new URL(path, sys().baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      // The right file: the driver app's names its manifest, the web app's does not.
      expect(html.includes('driver-app-ja.webmanifest')).toBe(path.startsWith('/driver-app'));
      expect(await htmlFileFindings(html, path)).toEqual([]);
    },
  );

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const contexts = contextsIn(sys, language);
    afterAll(() => contexts.closeAll());

    // A test per route, each on the walker's one page: a finding names its page, and no test holds a worker for minutes.
    it.each([...walkOf('anonymous', publicRoutes), ...walkOf('admin', adminRoutes)])(
      '%s %s has no critical or serious violation, nothing outside a landmark, and is valid HTML',
      async (who, _path, route) => {
        expect(await routeFindings(await contexts.page(who), route)).toEqual([]);
      },
    );
  });
});
