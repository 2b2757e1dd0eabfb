import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';

/*
 * Issue 19 items 6 and 11 on the whole local profile's public port: GET /metrics answers only the bearer of
 * METRICS_TOKEN, and without TRUST_PROXY a client cannot pick the address its failed sign-ins count under by
 * sending X-Forwarded-For (the request comes from loopback, which used to be trusted without configuration).
 */
const METRICS_TOKEN = 'scrape-token-for-the-security-test-0123456789';
let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;

beforeAll(async () => {
  db = await createTestDatabase('fc_metrics_proxy');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-metrics-proxy-'));
  const env = localEnvSchema.parse({ DATABASE_URL: db.url, FLEETCHECK_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', METRICS_TOKEN });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'metrics-proxy' }), { workers: false });
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const login = (username: string, password: string, forwardedFor: string) =>
  fetch(`${system.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password }),
  });

describe('public port', () => {
  it('serves /metrics to the bearer of METRICS_TOKEN only', async () => {
    const scraped = await fetch(`${system.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('fleetcheck_http_request_duration_seconds');
    for (const headers of [{}, { authorization: 'Bearer guessed-token' }] as Record<string, string>[]) {
      const anonymous = await fetch(`${system.url}/metrics`, { headers });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain('fleetcheck_');
    }
  });

  it('counts failed sign-ins under the connection address whatever X-Forwarded-For says', async () => {
    expect((await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword, '198.51.100.1')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(`nobody-${i}@example.com`, 'wrong-password', `198.51.100.${i + 2}`)).status);
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses[29]).toBe(429);
    expect((await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword, '198.51.100.200')).status).toBe(429);
    // 32 sign-ins, each a password hash: a bound for a busy machine, not a speed check.
  }, 120_000);
});
