import { afterAll, describe, expect, it } from 'vitest';
import { adminRoutes, publicRoutes } from './app-routes';
import { contextsIn, routeFindings, walkOf, walkSystem } from './axe-checks';
import { browserSuiteStatus } from './browser-system';
import { uiLanguages, type UiLanguage } from './ui-text';

/*
 * axe-core on every public and admin route of the web app, in Japanese and in English, as an anonymous visitor and
 * the admin: no critical and no serious violation of WCAG 2.1 A/AA, and nothing outside a landmark (issue 18 item
 * 2). The manager's routes: accessibility-manager.e2e-browser.test.ts; the check board's panels:
 * accessibility-check-board.e2e-browser.test.ts.
 */
const { run } = browserSuiteStatus('accessibility browser suite (public and admin routes)');

describe.runIf(run)('accessibility of the public and admin pages (axe-core)', { timeout: 240_000 }, () => {
  const sys = walkSystem('fc_e2e_axe_routes');

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const contexts = contextsIn(sys, language);
    afterAll(() => contexts.closeAll());

    // A test per route, each on the walker's one page: a finding names its page, and no test holds a worker for minutes.
    it.each([...walkOf('anonymous', publicRoutes), ...walkOf('admin', adminRoutes)])(
      '%s %s has no critical or serious violation and nothing outside a landmark',
      async (who, _path, route) => {
        expect(await routeFindings(await contexts.page(who), route)).toEqual([]);
      },
    );
  });
});
