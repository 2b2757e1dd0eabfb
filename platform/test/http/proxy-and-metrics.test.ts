import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, Metrics, applyWebSecurity, envSchema, loadEnv } from '../../src/index';
import { capturedLogger, serve } from './serve';

/**
 * Issue 19 items 6 and 11: GET /metrics only for the bearer of METRICS_TOKEN, and X-Forwarded-For believed only
 * from the proxies TRUST_PROXY names; both validated at start-up.
 */
const TOKEN = 'prometheus-scrape-token-0123456789abcdef';

async function start(options: { trustProxy: string[]; metricsToken: string | undefined }) {
  const app = express();
  applyWebSecurity(app, { logger: capturedLogger().logger, metrics: new Metrics('proxy-test'), corsOrigins: [], ...options });
  app.get('/api/v1/whoami', (req, res) => void res.json({ ip: req.ip, secure: req.secure }));
  return serve(app);
}

let open: Awaited<ReturnType<typeof start>>;
let guarded: Awaited<ReturnType<typeof start>>;
let behindProxy: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  open = await start({ trustProxy: [], metricsToken: undefined });
  guarded = await start({ trustProxy: [], metricsToken: TOKEN });
  behindProxy = await start({ trustProxy: ['127.0.0.1'], metricsToken: undefined });
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close(), behindProxy?.close()]);
});

describe('GET /metrics', () => {
  it('answers the bearer of METRICS_TOKEN; anyone else gets 401, and nothing is served without a token configured', async () => {
    const scrape = (base: string, headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });
    const rightful = await scrape(guarded.base, { authorization: `Bearer ${TOKEN}` });
    expect(rightful.status).toBe(200);
    expect(await rightful.text()).toContain('fleetcheck_http_request_duration_seconds');

    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `JWT ${TOKEN}` },
      { authorization: 'Bearer ' },
    ];
    for (const headers of wrong) {
      const refused = await scrape(guarded.base, headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await refused.text()).not.toContain('fleetcheck_');
    }
    const unconfigured = await scrape(open.base, { authorization: `Bearer ${TOKEN}` });
    expect(unconfigured.status).toBe(404);
    expect(await unconfigured.json()).toEqual({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } });
  });
});

describe('X-Forwarded-For', () => {
  const whoami = async (base: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/api/v1/whoami`, { headers })).json() as Promise<{ ip: string; secure: boolean }>;
  const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

  it('is believed from the proxy TRUST_PROXY names', async () => {
    expect(await whoami(behindProxy.base, forwarded)).toEqual({ ip: '203.0.113.9', secure: true });
  });

  it('is ignored without TRUST_PROXY, even from loopback: the address is the connection own', async () => {
    expect(await whoami(open.base, forwarded)).toEqual({ ip: '127.0.0.1', secure: false });
  });

  it('is ignored from a peer that is not the named proxy', async () => {
    const elsewhere = await start({ trustProxy: ['10.0.0.5'], metricsToken: undefined });
    try {
      expect(await whoami(elsewhere.base, forwarded)).toEqual({ ip: '127.0.0.1', secure: false });
    } finally {
      await elsewhere.close();
    }
  });
});

describe('start-up validation', () => {
  it('takes addresses, CIDR ranges and Express names for TRUST_PROXY and a token of 32 characters or more', () => {
    const env = loadEnv(envSchema, { TRUST_PROXY: ' 10.0.0.0/8, loopback ,fd00::/8,192.168.1.20', METRICS_TOKEN: TOKEN });
    expect(env.TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8', '192.168.1.20']);
    expect(env.METRICS_TOKEN).toBe(TOKEN);
    const unset = loadEnv(envSchema, {});
    expect(unset.TRUST_PROXY).toEqual([]);
    expect(unset.METRICS_TOKEN).toBeUndefined();
  });

  it.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['METRICS_TOKEN', 'short'],
  ])('stops start-up naming %s for %j', (variable, value) => {
    expect(() => loadEnv(envSchema, { [variable]: value })).toThrow(ConfigError);
    expect(() => loadEnv(envSchema, { [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });
});
