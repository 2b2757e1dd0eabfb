import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { openBrowser, type OpenedBrowser } from '../support/shared-chromium';
import { chromiumPath, screenshots } from './browser-system';

/* Issue 24: /api/v1/docs is a reference a developer can read, rendered in a real browser from files the app serves itself. */
const required = (process.env.REQUIRE_SERVICES ?? '').split(/[\s,]+/).includes('chromium');
const run = required || existsSync(chromiumPath);
if (!run) console.log(`SKIPPED api reference browser suite: needs ${chromiumPath}`);

let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let opened: OpenedBrowser;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  db = await createTestDatabase('fc_apiref');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-apiref-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'apiref' }), { workers: false });
  opened = await openBrowser();
  browser = opened.browser;
}, 120_000);
afterAll(async () => {
  await opened?.release();
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(run)('the API reference page', () => {
  // Swagger UI draws a list of 150 or more rows (tags and operations) virtually, only what is in the window; the page's
  // plugin (command-api/src/openapi/routes.ts) keeps every operation drawn, so this counts them all.
  it('renders every operation of both APIs with the detector guide, loading nothing from another origin and breaking no CSP', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== system.url) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${system.url}/api/v1/docs`);
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent(), { timeout: 20_000 }).toContain('FleetCheck API');
    // One block per operation of the served document (command side and query side together), however many routes it has.
    const document = (await (await fetch(`${system.url}/api/v1/docs/openapi.json`)).json()) as { paths: Record<string, object> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => methods.has(key)));
    expect(operations.length).toBeGreaterThan(100);
    // Swagger UI draws the tags' blocks one after another: wait until every one is there.
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBe(operations.length);
    await page.locator('.opblock-summary-path[data-path="/test-result/device"]').click();
    await expect.poll(() => page.locator('.opblock-description-wrapper').first().textContent()).toContain('Idempotency');
    await screenshots('api-reference')(page, 'device-ingestion');
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    // A bound for a loaded machine, not a speed check: at load ~22 the page took 72 s (its 1.5 MB script parsed in 28).
  }, 120_000);
});
