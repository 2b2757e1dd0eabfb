import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, Metrics, SIGN_IN_LIMIT, applyWebSecurity, signInRateLimit } from '../../src/index';
import { capturedLogger, serve } from './serve';

/** applyWebSecurity in front of a few stand-in routes, over real HTTP. */
const captured = capturedLogger();
const metrics = new Metrics('test');
let server: Awaited<ReturnType<typeof serve>>;
const BODY_LIMIT = 2048;
const METRICS_TOKEN = 'm'.repeat(40);

beforeAll(async () => {
  const app = express();
  applyWebSecurity(app, {
    logger: captured.logger,
    metrics,
    corsOrigins: ['https://partner.example'],
    trustProxy: ['loopback'],
    metricsToken: METRICS_TOKEN,
    bodyLimitBytes: BODY_LIMIT,
  });
  app.use(express.json({ limit: BODY_LIMIT }));
  // Every sign-in fails: wrong password.
  app.post(
    '/api/v1/auth/login',
    (_req, res) => void res.status(401).json({ operation: 'error', error: { key: 'Errors.InvalidCredentials', status: 401 } }),
  );
  app.post('/api/v1/echo', (req, res) => void res.json({ received: req.body as unknown }));
  app.get('/api/v1/things/:id', (req, res) => void res.json({ id: req.params.id }));
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  server = await serve(app);
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.base + path, { headers });

describe('security headers', () => {
  it('sends the CSP, nosniff, frame protection and referrer policy on API answers and static paths alike', async () => {
    for (const path of ['/api/v1/things/1', '/health']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    const policy = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    // Images: our own, previews, and the map tile beside a check's location (nothing else from elsewhere).
    expect(policy['img-src']).toBe("'self' data: blob: https://tile.openstreetmap.org");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('sends HSTS only over HTTPS (behind the trusted proxy)', async () => {
    expect((await get('/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });
});

describe('CORS', () => {
  it('passes same-origin calls and calls without Origin, with no CORS grant', async () => {
    const own = await get('/api/v1/things/2', { origin: server.base });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    expect((await get('/api/v1/things/2')).status).toBe(200);
  });

  it('refuses an unlisted origin with 403 before the handler runs, even for a simple POST', async () => {
    const res = await fetch(`${server.base}/api/v1/echo`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ operation: 'error', error: { key: 'Errors.Forbidden', status: 403 } });
  });

  it('grants a listed origin, answers its preflight, and never allows credentials', async () => {
    const preflight = await fetch(`${server.base}/api/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const call = await get('/api/v1/things/3', { origin: 'https://partner.example' });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(call.headers.get('vary')).toMatch(/origin/i);
  });
});

describe('body size limit', () => {
  const post = (body: string) =>
    fetch(`${server.base}/api/v1/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('accepts a body at the limit and refuses a larger one with 413 Errors.UploadTooLarge', async () => {
    const fits = JSON.stringify({ text: 'a'.repeat(BODY_LIMIT - 20) });
    expect(Buffer.byteLength(fits)).toBeLessThanOrEqual(BODY_LIMIT);
    expect((await post(fits)).status).toBe(200);
    const tooLarge = await post(JSON.stringify({ text: 'a'.repeat(BODY_LIMIT) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ operation: 'error', error: { key: 'Errors.UploadTooLarge', status: 413 } });
  });
});

describe('correlation id and request log', () => {
  it('echoes a well-formed X-Correlation-Id, replaces a malformed one, and logs each request once with it', async () => {
    const sent = await get('/api/v1/things/42', { 'x-correlation-id': 'client-abc.1', authorization: 'JWT secret-token-value' });
    expect(sent.headers.get('x-correlation-id')).toBe('client-abc.1');
    const forged = await get('/api/v1/things/43', { 'x-correlation-id': 'bad id <script>' });
    const replaced = forged.headers.get('x-correlation-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = (await get('/api/v1/things/44')).headers.get('x-correlation-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh).not.toBe(replaced);

    // Exactly this test's three requests: other tests of the file log theirs (e.g. /api/v1/things/45) in any order.
    const ours = ['/api/v1/things/42', '/api/v1/things/43', '/api/v1/things/44'];
    const lines = captured.lines().filter((line) => ours.includes((line.req as { url?: string } | undefined)?.url ?? ''));
    expect(lines.map((line) => [line.correlationId, (line.res as { statusCode: number }).statusCode])).toEqual([
      ['client-abc.1', 200],
      [replaced, 200],
      [fresh, 200],
    ]);
    expect((lines[0]!.req as { headers: Record<string, string> }).headers.authorization).toBe('[redacted]');
    expect(captured.text()).not.toContain('secret-token-value');
  });

  it('does not log health probes', async () => {
    const before = captured.lines().length;
    expect((await get('/health')).status).toBe(200);
    await get('/api/v1/things/45');
    const after = captured.lines().slice(before);
    expect(after.map((line) => (line.req as { url: string }).url)).toEqual(['/api/v1/things/45']);
  });
});

describe('request log turned off (LOG_LEVEL=fatal)', () => {
  it('still echoes or replaces the correlation id (also to the handlers) and writes no line', async () => {
    const quiet = capturedLogger('fatal');
    const app = express();
    applyWebSecurity(app, {
      logger: quiet.logger,
      metrics: new Metrics('quiet'),
      corsOrigins: [],
      trustProxy: [],
      metricsToken: undefined,
    });
    app.get('/api/v1/things/:id', (req, res) => void res.json({ id: req.params.id, seen: req.get('x-correlation-id') }));
    const quietServer = await serve(app);
    try {
      const sent = await fetch(`${quietServer.base}/api/v1/things/1`, { headers: { 'x-correlation-id': 'client-quiet.1' } });
      expect(sent.headers.get('x-correlation-id')).toBe('client-quiet.1');
      expect(await sent.json()).toEqual({ id: '1', seen: 'client-quiet.1' });
      const forged = await fetch(`${quietServer.base}/api/v1/things/2`, { headers: { 'x-correlation-id': 'bad id <script>' } });
      const replaced = forged.headers.get('x-correlation-id');
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      expect(await forged.json()).toEqual({ id: '2', seen: replaced });
      expect(quiet.lines()).toEqual([]);
    } finally {
      await quietServer.close();
    }
  });
});

describe('sign-in rate limit', () => {
  const attempt = (address: string) =>
    fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username: 'u', password: 'wrong' }),
    });

  it('answers the 30th failed attempt from one address within a minute with 429 and Retry-After; other addresses are unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt('203.0.113.7')).status);
    expect(statuses.slice(0, 29).every((s) => s === 401)).toBe(true);
    expect(statuses[29]).toBe(429);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ operation: 'error', error: { key: 'Errors.RateLimited', status: 429 } });
    expect((await attempt('203.0.113.8')).status).toBe(401);
  });

  it('opens again when the minute is over (window on an injected clock)', async () => {
    let now = 1_000_000;
    const app = express();
    app.use(signInRateLimit(['/login'], SIGN_IN_LIMIT, () => now));
    app.post('/login', (_req, res) => void res.status(401).end());
    const local = await serve(app);
    try {
      const once = async () => (await fetch(`${local.base}/login`, { method: 'POST' })).status;
      for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) expect(await once()).toBe(401);
      expect(await once()).toBe(429);
      now += SIGN_IN_LIMIT.windowSeconds * 1000;
      expect(await once()).toBe(401);
    } finally {
      await local.close();
    }
  });
});

describe('HTTP latency metrics', () => {
  it('exposes request durations per method, normalised route and status on GET /metrics', async () => {
    await get('/api/v1/things/7f3e9a1c-0000-4000-8000-000000000001');
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /fleetcheck_http_request_duration_seconds_count\{[^}]*method="GET",route="\/api\/v1\/things\/:id",status="200"[^}]*\} [1-9]/,
    );
    expect(text).toContain('service="test"');
  });
});
