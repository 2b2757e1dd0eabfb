import { beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/apiClient';
import { ApiError } from '../../src/api/apiError';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { FakeBackend } from '../fakes/fakeBackend';

function signedInSession(): SessionStore {
  const session = new SessionStore(documentCookieJar());
  session.clear();
  session.start({ _id: 'u1', userType: 2, redirectPage: '/user' }, { token: 'token-1', refreshToken: 'refresh-1' });
  return session;
}

describe('ApiClient token refresh', () => {
  let backend: FakeBackend;
  let session: SessionStore;
  let sessionLost: number;
  let client: ApiClient;

  beforeEach(() => {
    backend = new FakeBackend();
    session = signedInSession();
    sessionLost = 0;
    client = new ApiClient({
      session,
      fetch: backend.fetch,
      audience: () => 'manager',
      onSessionLost: () => (sessionLost += 1),
    });
  });

  it('sends the token as "JWT <token>" under /api/v1 with the query', async () => {
    backend.validToken = 'token-1';
    await client.get('/office', { query: { page: 2, limit: 10, query: '' } });
    expect(backend.requests).toEqual([{ url: '/api/v1/office?page=2&limit=10', authorization: 'JWT token-1' }]);
  });

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    const results = await Promise.all([client.get('/office'), client.get('/driver'), client.get('/car')]);

    expect(results).toHaveLength(3);
    expect(backend.refreshCalls).toEqual(['/api/v1/auth/manager-token']);
    const retried = backend.requests.filter((request) => request.authorization === 'JWT token-2').map((request) => request.url);
    expect(retried.sort()).toEqual(['/api/v1/car', '/api/v1/driver', '/api/v1/office']);
    expect(session.read()).toMatchObject({ token: 'token-2', refreshToken: 'refresh-2' });
    expect(session.readUser()?.jwtExpire).toBe('2100-01-01T00:00:00.000Z');
    expect(sessionLost).toBe(0);
  });

  it('makes requests started during a refresh wait and go out with the new token', async () => {
    backend.holdRefresh();
    const first = client.get('/office');
    await waitUntil(() => backend.refreshCalls.length === 1);
    const second = client.get('/driver');
    backend.release();
    await Promise.all([first, second]);

    expect(backend.refreshCalls).toHaveLength(1);
    expect(backend.requests.filter((request) => request.url === '/api/v1/driver')).toEqual([
      { url: '/api/v1/driver', authorization: 'JWT token-2' },
    ]);
  });

  it('retries without a second refresh when a 401 arrives after the refresh already replaced its token', async () => {
    const releaseSlow = backend.holdAnswer('/api/v1/driver');
    const slow = client.get('/driver');
    await waitUntil(() => backend.requests.length === 1);
    await client.get('/office');
    expect(session.read()?.token).toBe('token-2');
    releaseSlow();
    await slow;

    expect(backend.refreshCalls).toHaveLength(1);
    expect(backend.requests.filter((request) => request.url === '/api/v1/driver')).toEqual([
      { url: '/api/v1/driver', authorization: 'JWT token-1' },
      { url: '/api/v1/driver', authorization: 'JWT token-2' },
    ]);
    expect(sessionLost).toBe(0);
  });

  it('logs out once when the refresh does not succeed', async () => {
    backend.refreshSucceeds = false;
    const outcomes = await Promise.allSettled([client.get('/office'), client.get('/driver')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ApiError);
    expect(backend.refreshCalls).toHaveLength(1);
    expect(sessionLost).toBe(1);
  });

  it('uses the admin token endpoint for admin pages', async () => {
    const admin = new ApiClient({
      session,
      fetch: backend.fetch,
      audience: () => 'admin',
      onSessionLost: () => undefined,
    });
    await admin.get('/admin/company');
    expect(backend.refreshCalls).toEqual(['/api/v1/auth/admin-token']);
  });

  it('reports other errors with the key the server sent', async () => {
    backend.validToken = 'token-1';
    const failing = new ApiClient({
      session,
      fetch: async () =>
        Response.json(
          {
            operation: 'error',
            error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'name', key: 'Errors.Required' }] },
          },
          { status: 400 },
        ),
      audience: () => 'manager',
      onSessionLost: () => undefined,
    });
    await expect(failing.post('/office', { body: {} })).rejects.toMatchObject({
      status: 400,
      key: 'Errors.Invalid',
      fields: [{ path: 'name', key: 'Errors.Required' }],
    });
  });
});

describe('ApiClient files (CSV exports, invoice PDFs) through the same client', () => {
  const csv = 'Date,Result\n2026-11-26,0.000\n';
  /** The fake backend's auth, answering a file once the token is accepted. */
  const withFile =
    (backend: FakeBackend, headers: Record<string, string>): typeof fetch =>
    async (input, init) => {
      const answer = await backend.fetch(input, init);
      const isFile = String(input).includes('/csv') || String(input).includes('format=pdf');
      return isFile && answer.status === 200 ? new Response(csv, { headers: { 'Content-Type': 'text/csv', ...headers } }) : answer;
    };

  it('sends the token, refreshes once on a 401 and retries, and names the file as the server does', async () => {
    const backend = new FakeBackend();
    const session = signedInSession();
    const client = new ApiClient({
      session,
      fetch: withFile(backend, { 'Content-Disposition': 'attachment; filename="test-result.csv"' }),
      audience: () => 'manager',
      onSessionLost: () => undefined,
    });
    const { blob, fileName } = await client.file('/test-result/csv?from=2026-11-01');
    expect(await blob.text()).toBe(csv);
    expect(fileName).toBe('test-result.csv');
    expect(backend.refreshCalls).toEqual(['/api/v1/auth/manager-token']);
    expect(backend.requests).toEqual([
      { url: '/api/v1/test-result/csv?from=2026-11-01', authorization: 'JWT token-1' },
      { url: '/api/v1/test-result/csv?from=2026-11-01', authorization: 'JWT token-2' },
    ]);
  });

  it('leaves the name to the caller when the server sends none, and reports a refusal with its key', async () => {
    const backend = new FakeBackend();
    backend.validToken = 'token-1';
    const session = signedInSession();
    const client = new ApiClient({ session, fetch: withFile(backend, {}), audience: () => 'manager', onSessionLost: () => undefined });
    expect((await client.file('/notification/csv')).fileName).toBeUndefined();

    const refusing = new ApiClient({
      session,
      fetch: async () => Response.json({ operation: 'error', error: { key: 'Errors.Forbidden', status: 403 } }, { status: 403 }),
      audience: () => 'manager',
      onSessionLost: () => undefined,
    });
    await expect(refusing.file('/admin/companyInvoice/i1?format=pdf')).rejects.toMatchObject({ status: 403, key: 'Errors.Forbidden' });
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('ApiClient anonymous calls', () => {
  it('sends no token and does not refresh on a 401 (wrong credentials on login)', async () => {
    const backend = new FakeBackend();
    const session = signedInSession();
    let sessionLost = 0;
    const client = new ApiClient({
      session,
      fetch: backend.fetch,
      audience: () => 'manager',
      onSessionLost: () => (sessionLost += 1),
    });
    await expect(client.post('/auth/login', { body: { username: 'a', password: 'b' }, anonymous: true })).rejects.toMatchObject({
      status: 401,
      key: 'Errors.TokenExpired',
    });
    expect(backend.requests).toEqual([{ url: '/api/v1/auth/login', authorization: null }]);
    expect(backend.refreshCalls).toHaveLength(0);
    expect(sessionLost).toBe(0);
  });
});
