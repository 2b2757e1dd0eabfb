import { afterAll, describe, expect, it } from 'vitest';
import { managerRoutes } from './app-routes';
import { contextsIn, findings, routeFindings, visit, walkOf, walkSystem } from './axe-checks';
import { browserSuiteStatus } from './browser-system';
import { htmlFindings } from './html-checks';
import { uiLanguages, uiText, type UiLanguage } from './ui-text';

/*
 * axe-core on every route of the demo manager, in Japanese and in English, and on an open side panel: no critical
 * and no serious violation of WCAG 2.1 A/AA, and nothing outside a landmark (issue 18 item 2); and each of these
 * pages, as the browser holds it, is valid HTML (html-checks.ts).
 */
const { run } = browserSuiteStatus('accessibility browser suite (manager routes)');

describe.runIf(run)("accessibility and HTML validity of the manager's pages (axe-core, html-validate)", { timeout: 240_000 }, () => {
  const sys = walkSystem('fc_e2e_axe_manager');

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const t = uiText(language);
    const contexts = contextsIn(sys, language);
    afterAll(() => contexts.closeAll());

    // A test per route, on the manager's one page: a finding names its page, and no test holds a worker for minutes.
    it.each(walkOf('manager', managerRoutes))(
      '%s %s has no critical or serious violation, nothing outside a landmark, and is valid HTML',
      async (who, _path, route) => {
        expect(await routeFindings(await contexts.page(who), route)).toEqual([]);
      },
    );

    it('an open side panel, empty and showing its field errors, has no such finding either and is valid HTML', async () => {
      const page = await (await contexts.as('manager')).newPage();
      await visit(page, { name: 'offices', path: '/user/offices' });
      await page.getByRole('button', { name: t('Add Office') }).click();
      const panel = page.getByRole('dialog', { name: t('Add Office') });
      await panel.waitFor();
      const found = [...(await findings(page, 'add-office panel')), ...(await htmlFindings(page, 'add-office panel'))];
      // An empty form sent shows its field errors: they are part of what a user meets.
      await panel.getByRole('button', { name: t('Add New') }).click();
      await panel.locator('.field__error').first().waitFor();
      found.push(...(await findings(page, 'add-office panel with errors')), ...(await htmlFindings(page, 'add-office panel with errors')));
      expect(found).toEqual([]);
    });
  });
});
