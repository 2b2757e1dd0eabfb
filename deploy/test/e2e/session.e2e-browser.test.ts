import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';

/*
 * The token refresh of spec section 4 in chromium against the whole local profile. Access tokens live the
 * shortest lifetime the configuration allows (60 s), and the browser's clock runs ten minutes behind the
 * server's, so the app's 60-second poll always sees time left on its token and never refreshes it early:
 * the token runs out on the server and the next requests meet a 401, as after a laptop slept or with a
 * skewed clock. The server's clock (its APIs' and workers') is moved past the token's lifetime rather than
 * waited for. A lost session is made by ending it on the server.
 */
const { run } = browserSuiteStatus('session browser suite');
const ACCESS_TOKEN_TTL_SECONDS = 60;
const CLOCK_BEHIND_MS = 10 * 60_000;
const refreshPath = '/api/v1/auth/manager-token';

interface ApiExchange {
  readonly request: Request;
  readonly url: string;
  readonly authorization: string | undefined;
}

/** Every /api/v1 request the page sends, in the order it sends them. */
function recordApiRequests(page: Page): ApiExchange[] {
  const sent: ApiExchange[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/'))
      sent.push({ request, url: url.pathname + url.search, authorization: request.headers()['authorization'] });
  });
  return sent;
}

const statusOf = async (exchange: ApiExchange) => (await exchange.request.response())?.status();

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

describe.runIf(run)('session token refresh', () => {
  // Noon in Japan tomorrow: no midnight passes in the run.
  const serverClock = movableClock(noonInJapanTomorrow());
  let sys: BrowserSystem;
  let call: ApiCall;

  beforeAll(async () => {
    sys = await startBrowserSystem('fc_e2e_session', {
      env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) },
      clock: serverClock,
      // Each context installs its own, lagging clock (below).
      browserClock: false,
    });
    call = apiClient(sys.baseUrl);
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });

  /** The demo manager on the drivers list, with a browser clock that lags the server's. */
  async function openDriversWithLaggingClock() {
    const session = await sys.signIn('manager', {
      language: 'en',
      prepare: (context) => context.clock.install({ time: serverClock.now().getTime() - CLOCK_BEHIND_MS }),
    });
    await session.page.goto('/user/drivers');
    await session.page.getByText('1-3 of 3 results').waitFor();
    const token = await cookieValue(session.context, 'jwt');
    const refreshToken = await cookieValue(session.context, 'refreshToken');
    if (!token || !refreshToken) throw new Error('signing in stored no tokens');
    return { ...session, token, refreshToken };
  }

  it('refreshes once for the concurrent requests that met an expired token; they wait for it and succeed', async () => {
    const { context, page, token, refreshToken } = await openDriversWithLaggingClock();
    expect((await call('GET', '/office', { token })).status).toBe(200);
    serverClock.moveBy((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await call('GET', '/office', { token })).status).toBe(401);
    const sent = recordApiRequests(page);

    // The add-driver panel loads the office and car lookups at once, both still with the expired token.
    await page.getByRole('button', { name: 'Add Driver' }).click();
    const panel = page.locator('aside[data-panel-id="add-driver"]');
    // A refresh and two reads on a busy machine: poll up to 30 s (the default 5 s is a speed check it is not).
    const loaded = { timeout: 30_000 };
    await expect.poll(() => panel.getByLabel('Vehicle *').locator('option').count(), loaded).toBeGreaterThan(1);
    await expect.poll(() => panel.getByLabel('Office', { exact: true }).locator('option').count(), loaded).toBeGreaterThan(1);

    const refreshes = sent.filter((exchange) => exchange.url === refreshPath);
    expect(refreshes).toHaveLength(1);
    expect(await statusOf(refreshes[0]!)).toBe(200);
    const newToken = await cookieValue(context, 'jwt');
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);
    expect(await cookieValue(context, 'refreshToken')).not.toBe(refreshToken);

    const refreshAt = sent.indexOf(refreshes[0]!);
    const before = sent.slice(0, refreshAt);
    const after = sent.slice(refreshAt + 1);
    const rejected: string[] = [];
    for (const exchange of before) {
      expect(exchange.authorization).toBe(`JWT ${token}`);
      if ((await statusOf(exchange)) === 401) rejected.push(exchange.url);
    }
    expect(rejected.map((url) => url.split('?')[0]).sort()).toEqual(['/api/v1/car', '/api/v1/office']);
    // Nothing went out with the old token once the refresh had started: the rest waited for the new one.
    for (const exchange of after) {
      expect(exchange.authorization).toBe(`JWT ${newToken}`);
      expect(await statusOf(exchange)).toBeLessThan(400);
    }
    for (const url of rejected) expect(after.map((exchange) => exchange.url)).toContain(url);
    expect(new URL(page.url()).pathname).toBe('/user/drivers');
    await context.close();
  }, 120_000);

  it('logs out to the login page with the session cleared when the refresh fails', async () => {
    const { context, page, token } = await openDriversWithLaggingClock();
    // The session ends on the server (signed out elsewhere): its access and refresh tokens stop working.
    expect((await call('GET', '/auth/logout', { token })).status).toBe(200);
    const sent = recordApiRequests(page);

    await page.getByRole('button', { name: 'Add Driver' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization' && url.searchParams.get('page') === 'login');
    await page.locator('input[name="username"]').waitFor();

    const refreshes = sent.filter((exchange) => exchange.url === refreshPath);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    for (const refresh of refreshes) expect(await statusOf(refresh)).toBeGreaterThanOrEqual(400);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    for (const cleared of ['user', 'jwt', 'refreshToken']) expect(names).not.toContain(cleared);
    await page.goto('/user/drivers');
    await page.waitForURL((url) => url.pathname === '/authorization');
    await context.close();
  }, 120_000);
});
