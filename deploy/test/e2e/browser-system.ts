// Imports vitest-free helpers only; test files under test/e2e use it to drive the built app in chromium
// against the whole local profile (command and query APIs, projections, workers) on a fresh database.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Clock } from '@fleetcheck/command-api';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { chromiumPath, openBrowser } from '../support/shared-chromium';

export { chromiumPath };
const frontendDist = fileURLToPath(new URL('../../../frontend/dist/index.html', import.meta.url));

/** Demo logins seeded by the local profile (command-api/src/seed). */
export const demoLogins = {
  admin: { username: 'admin', password: 'admin-demo-2024' },
  manager: { username: 'manager@fleetcheck.example', password: 'manager-demo-2024' },
} as const;

/** Whether the browser suites can run; CI lists chromium in REQUIRE_SERVICES so a missing one fails. */
export function browserSuiteStatus(suite: string): { run: boolean } {
  const required = (process.env.REQUIRE_SERVICES ?? '').split(/[\s,]+/).includes('chromium');
  const available = existsSync(chromiumPath) && existsSync(frontendDist);
  if (!available && !required)
    console.log(`SKIPPED ${suite}: needs ${chromiumPath} (apt-get install chromium fonts-noto-cjk) and a built frontend/dist`);
  return { run: available || required };
}

/** Screenshots of a run, under deploy/test-results (git-ignored): `shoot(page, step)` writes <folder>/<step>.png. */
export function screenshots(folder: string): (page: Page, step: string) => Promise<void> {
  const dir = fileURLToPath(new URL(`../../test-results/${folder}/`, import.meta.url));
  return async (page, step) => {
    await page.screenshot({ path: path.join(dir, `${step}.png`), fullPage: true });
  };
}

/** The language cookie the app reads on each page load. */
export const setLanguage = (context: BrowserContext, baseUrl: string, language: 'ja' | 'en') =>
  context.addCookies([{ name: 'language', value: language, url: baseUrl }]);

/** Fills and sends a login form (the manager's unless another path is given); where it lands is the caller's concern. */
export async function submitLogin(page: Page, username: string, password: string, path = '/authorization?page=login'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export interface SignInOptions {
  readonly language?: 'ja' | 'en';
  /** Runs on the new context before the login page opens (to install a test clock, say). */
  readonly prepare?: (context: BrowserContext) => Promise<void>;
}

export interface BrowserSystem {
  system: LocalSystem;
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh browser context (own cookies and storage) signed in as the given demo user, on its home page. Login
   * adopts the user's saved language (ja for the demo users); `language` replaces it from the next page load.
   */
  signIn(role: keyof typeof demoLogins, options?: SignInOptions): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

export interface BrowserSystemOptions {
  /** More of the local profile's variables (README), e.g. a short ACCESS_TOKEN_TTL_SECONDS. */
  env?: Record<string, string>;
  /**
   * The server's clock and, installed in every signed-in context, the browser's too (both run on from it at the
   * real pace), so a suite can pin the business day it runs on.
   */
  clock?: Clock;
  /** false leaves the contexts' clocks to the suite (SignInOptions.prepare). */
  browserClock?: boolean;
  /**
   * Chromium flags the suite needs beyond those of the shared browser (support/shared-chromium.ts, which has the
   * fake camera and microphone already): with any, the suite gets a browser of its own (a launch more).
   */
  browserArgs?: readonly string[];
}

/**
 * The whole local profile on a fresh database, and the test process's shared Chromium (support/shared-chromium.ts):
 * `browser` makes the suite's contexts; `stop()` closes them, not the browser the next files use.
 */
export async function startBrowserSystem(prefix: string, options: BrowserSystemOptions = {}): Promise<BrowserSystem> {
  if (!existsSync(chromiumPath)) throw new Error(`REQUIRE_SERVICES lists chromium but ${chromiumPath} does not exist`);
  if (!existsSync(frontendDist)) throw new Error('frontend/dist is missing: run `npm run build -w @fleetcheck/frontend` first');
  const db: TestDatabase = await createTestDatabase(prefix);
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const env = localEnvSchema.parse({
    ...options.env,
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const system = await startLocalSystem(env, createLogger({ level: 'error', name: prefix }), { clock: options.clock });
  const opened = await openBrowser(options.browserArgs);
  const browser = opened.browser;
  const baseUrl = system.url;

  const clock = (options.browserClock ?? true) ? options.clock : undefined;
  const signIn: BrowserSystem['signIn'] = async (role, options = {}) => {
    const context = await browser.newContext({ baseURL: baseUrl });
    await setLanguage(context, baseUrl, 'en');
    if (clock) await context.clock.install({ time: clock.now() });
    await options.prepare?.(context);
    const page = await context.newPage();
    const login = demoLogins[role];
    await submitLogin(page, login.username, login.password, role === 'admin' ? '/admin-authorization' : undefined);
    await page.waitForURL((url) => !url.pathname.includes('authorization'));
    if (options.language) await setLanguage(context, baseUrl, options.language);
    return { context, page };
  };

  return {
    system,
    baseUrl,
    browser,
    signIn,
    async stop() {
      await opened.release();
      await system.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
