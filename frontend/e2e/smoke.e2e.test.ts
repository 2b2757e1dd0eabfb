import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, chromiumStatus, launchOptions } from './playwright.config';
import { buildAndPreview, type PreviewServer } from './previewServer';

const { available, required } = chromiumStatus();
if (!available && !required)
  console.log(`SKIPPED: e2e smoke test: no chromium at ${chromiumPath} (apt-get install chromium fonts-noto-cjk, or set CHROMIUM_PATH)`);

describe.skipIf(!available && !required)('built app in chromium', () => {
  let server: PreviewServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!available) throw new Error(`REQUIRE_SERVICES lists chromium but ${chromiumPath} does not exist`);
    server = await buildAndPreview();
    browser = await chromium.launch(launchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the login page in Japanese by default', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/authorization?page=login`);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.getByLabel('ユーザー名').count()).toBe(1);
    // Public routes have no header or side menu.
    expect(await page.locator('.app-header, .side-menu').count()).toBe(0);
    await page.close();
  });

  it('switches the login page to English and keeps the choice in the language cookie', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/authorization?page=login`);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    await page.getByLabel('言語').selectOption('en');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en');
    await context.close();
  });

  // Issue 18 item 11: the landing page's JavaScript within 150 kB gzip (level 9, as the web bench counts it) in the
  // production build. Route configuration loads with the router on every first page, so a schema library or the
  // contracts' index imported there lands here and fails this test.
  it('shows the landing page bare, with at most 150 kB of JavaScript (gzip)', async () => {
    const page = await browser.newPage();
    let javascriptBytes = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => (javascriptBytes += gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.app-header, .side-menu, .app-footer').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.landing')!).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(javascriptBytes).toBeGreaterThan(0);
    expect(javascriptBytes).toBeLessThanOrEqual(150_000);
    await page.close();
  });

  it('sends a visitor without a session from a company page to the login page with the original location', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/user/offices?page=2`);
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/authorization');
    expect(url.searchParams.get('page')).toBe('login');
    expect(url.searchParams.get('redirect')).toBe('/user/offices?page=2');
    await page.close();
  });

  it('sends a visitor without an admin session from an admin page to the admin login', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/admin/companies`);
    await page.getByRole('heading', { name: '管理者ログイン' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-authorization');
    await page.close();
  });
});
