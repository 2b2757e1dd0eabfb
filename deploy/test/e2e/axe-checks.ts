import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import type { AppRoute } from './app-routes';
import { setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import { quietLiveQueue } from '../../src/browser/quiet-live-queue';
import { htmlFindings } from './html-checks';
import { pageFailures, watchFailures } from './page-failures';
import type { UiLanguage } from './ui-text';

/*
 * What the accessibility suites (accessibility-*.e2e-browser.test.ts, split by area so no one file holds a
 * worker for minutes) share: axe-core's checks of a page as it is now, the route walk's visit (which also validates
 * the page's HTML: html-checks.ts), and the contexts a walk opens as an anonymous visitor, the demo manager or the
 * admin.
 */
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
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
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
export async function findings(page: Page, where: string): Promise<string[]> {
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

export async function visit(page: Page, route: AppRoute): Promise<void> {
  watchFailures(page);
  await quietLiveQueue(page);
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
}

/**
 * The system a route walk runs on, started before the describe's tests and stopped after them. Its clock (the
 * server's and the signed-in browsers') starts at noon in Japan: no page's day turns at midnight mid-run.
 */
export function walkSystem(prefix: string): () => BrowserSystem {
  let sys: BrowserSystem | undefined;
  beforeAll(async () => {
    sys = await startBrowserSystem(prefix, { clock: clockFrom(noonInJapanTomorrow()) });
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });
  return () => {
    if (!sys) throw new Error(`the ${prefix} system did not start`);
    return sys;
  };
}

type Who = 'anonymous' | 'manager' | 'admin';

/** Opens contexts in `language` as who asks (one page each for the walks), and closes every one it opened. */
export function contextsIn(sys: () => BrowserSystem, language: UiLanguage) {
  const opened: BrowserContext[] = [];
  const pages = new Map<Who, Promise<Page>>();
  async function as(who: Who): Promise<BrowserContext> {
    if (who !== 'anonymous') {
      const { context, page } = await sys().signIn(who, { language });
      await page.close();
      opened.push(context);
      return context;
    }
    const context = await sys().browser.newContext({ baseURL: sys().baseUrl });
    await setLanguage(context, sys().baseUrl, language);
    opened.push(context);
    return context;
  }
  return {
    as,
    /** The one page the walk of `who` visits its routes on. */
    page(who: Who): Promise<Page> {
      let page = pages.get(who);
      if (!page) pages.set(who, (page = as(who).then((context) => context.newPage())));
      return page;
    },
    async closeAll(): Promise<void> {
      pages.clear();
      await Promise.all(opened.splice(0).map((context) => context.close()));
    },
  };
}

/** One walk's cases for it.each: who, the route's path (the test's name) and the route. */
export const walkOf = (who: Who, routes: readonly AppRoute[]) => routes.map((route) => [who, route.path, route] as const);

/**
 * Visits `route` on `page`: every finding of `findings` there, every HTML validity error of the page as the browser
 * holds it (html-checks.ts), and what went wrong that a user would meet (an error message, a failed or refused read,
 * a script error: page-failures.ts), with the route's path.
 */
export async function routeFindings(page: Page, route: AppRoute): Promise<string[]> {
  await visit(page, route);
  return [...(await pageFailures(page, route.path)), ...(await findings(page, route.path)), ...(await htmlFindings(page, route.path))];
}
