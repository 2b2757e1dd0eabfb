import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Response } from 'playwright-core';
import { createLogger } from '@fleetcheck/platform';
import { localEnvSchema } from '../local/env';
import { startLocalSystem } from '../local/system';
import { openBenchDatabase } from './bench-database';
import { percentile, round } from './stats';

/*
 * The web app's first load in Chromium, per route, with an empty HTTP cache: the JavaScript it fetches (each chunk's
 * bytes as served and gzipped at level 9, as a reverse proxy would send them) and the time to interactive, taken as
 * the end of the last long task (over 50 ms on the main thread) after DOMContentLoaded, once the network has been
 * quiet for 500 ms; the median of RUNS loads. The landing page must stay within LANDING_BUDGET (issue 18 item 11).
 * Built from frontend/dist (`npm run build -w @fleetcheck/frontend` first).
 */
const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/web.json', import.meta.url));
const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist/index.html', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const LANDING_BUDGET_GZIP_BYTES = 150_000;
/** A 1-minute load average at or above this (on the shared machine) makes the times noisy: the file says so. */
const NOISY_LOAD = 4;

type Who = 'anonymous' | 'manager' | 'admin';
const ROUTES: readonly { path: string; who: Who }[] = [
  { path: '/', who: 'anonymous' },
  { path: '/authorization?page=login', who: 'anonymous' },
  { path: '/authorization?page=register', who: 'anonymous' },
  { path: '/simulation', who: 'anonymous' },
  { path: '/user', who: 'manager' },
  { path: '/user/drivers', who: 'manager' },
  { path: '/user/tariffs', who: 'manager' },
  { path: '/admin/companies', who: 'admin' },
  { path: '/admin/faq-article-creator', who: 'admin' },
];
const LOGINS = {
  manager: { path: '/authorization?page=login', username: 'manager@fleetcheck.example', password: 'manager-demo-2024' },
  admin: { path: '/admin-authorization', username: 'admin', password: 'admin-demo-2024' },
} as const;

/** Recorded in the page before any of its scripts: the long tasks of the main thread. */
const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration); })
    .observe({ type: 'longtask', buffered: true });
`;
const INTERACTIVE_AT = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const ready = navigation ? navigation.domContentLoadedEventEnd : 0;
  return Math.max(ready, ...window.__longTasks);
})()`;

interface Load {
  readonly chunks: { file: string; bytes: number; gzipBytes: number }[];
  readonly interactiveMs: number;
}

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  route: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'language', value: 'ja', url: baseUrl }]);
  await context.addInitScript(LONG_TASK_RECORDER);
  const page = await context.newPage();
  const scripts: Promise<Load['chunks'][number] | undefined>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({
          file: new URL(response.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js'),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        // A script whose body the browser no longer holds (a cancelled preload) was not part of the load.
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const interactiveMs = await page.evaluate<number>(INTERACTIVE_AT);
  page.off('response', onResponse);
  const chunks = (await Promise.all(scripts)).filter((chunk) => chunk !== undefined);
  await context.close();
  return { chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes), interactiveMs };
}

async function signedInState(browser: Browser, baseUrl: string, who: Exclude<Who, 'anonymous'>) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const login = LOGINS[who];
  await page.goto(login.path);
  await page.locator('input[name="username"]').fill(login.username);
  await page.locator('input[name="password"]').fill(login.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('authorization'));
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function runWebBenchmark(): Promise<void> {
  if (!existsSync(FRONTEND_DIST)) throw new Error('frontend/dist is missing: run `npm run build -w @fleetcheck/frontend` first');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: set CHROMIUM_PATH or apt-get install chromium`);
  const db = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-bench-web-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const system = await startLocalSystem(env, createLogger({ level: 'error', name: 'bench-web' }));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const loadAtStart = loadavg()[0]!;
  try {
    const states = {
      anonymous: undefined,
      manager: await signedInState(browser, system.url, 'manager'),
      admin: await signedInState(browser, system.url, 'admin'),
    };
    const routes = [];
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await loadOnce(browser, system.url, route.path, states[route.who]));
      const chunks = loads[0]!.chunks;
      const figures = {
        path: route.path,
        who: route.who,
        scripts: chunks.length,
        bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
        gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
        interactiveMs: {
          p50: round(
            percentile(
              loads.map((load) => load.interactiveMs),
              50,
            ),
            0,
          ),
        },
        chunks,
      };
      console.log(`${route.path}: ${figures.scripts} scripts, ${figures.gzipBytes} B gzip, interactive ${figures.interactiveMs.p50} ms`);
      routes.push(figures);
    }
    const landing = routes.find((route) => route.path === '/')!;
    const load = { start: round(loadAtStart, 2), end: round(loadavg()[0]!, 2) };
    const noisy = Math.max(load.start, load.end) >= NOISY_LOAD;
    const result = {
      benchmark: 'web',
      ranAt: new Date().toISOString(),
      machine: { cpus: availableParallelism(), node: process.version, chromium: browser.version(), loadAverage1m: load },
      // Byte counts do not depend on the load; the times do.
      ...(noisy
        ? {
            notes: `noisy: 1-minute load average ${load.start} at the start and ${load.end} at the end on ${availableParallelism()} cores (other work on the machine); the interactive times are longer than on an idle machine`,
          }
        : {}),
      method: `empty cache per load, ${RUNS} loads per route, 1366x768; gzip level 9 of each script as served; interactive = end of the last long task after DOMContentLoaded once the network is quiet for 500 ms (median)`,
      landing: {
        gzipBytes: landing.gzipBytes,
        budgetGzipBytes: LANDING_BUDGET_GZIP_BYTES,
        withinBudget: landing.gzipBytes <= LANDING_BUDGET_GZIP_BYTES,
      },
      routes,
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`landing ${landing.gzipBytes} B gzip (budget ${LANDING_BUDGET_GZIP_BYTES}) -> ${RESULT_FILE}`);
  } finally {
    await browser.close().catch(() => undefined);
    await system.stop();
    await db.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
