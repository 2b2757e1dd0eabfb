import { describe, expect, it } from 'vitest';
import { ApiClient, positionHeader } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';

describe('ApiClient read-your-writes', () => {
  it('sends the furthest position its writes reached with every later read, never an older one', async () => {
    const session = new SessionStore(documentCookieJar());
    session.clear();
    session.start({ _id: 'u1', userType: 2, redirectPage: '/user' }, { token: 't', refreshToken: 'r' });
    const seen: { method: string; position: string | null }[] = [];
    const positions = ['120', '95', 'not-a-number'];
    const client = new ApiClient({
      session,
      audience: () => 'manager',
      onSessionLost: () => undefined,
      fetch: async (_input, init) => {
        const method = init?.method ?? 'GET';
        const headers = new Headers(init?.headers);
        seen.push({ method, position: headers.get(positionHeader) });
        const position = method === 'GET' ? undefined : positions.shift();
        return Response.json({ operation: 'success' }, { headers: position ? { [positionHeader]: position } : {} });
      },
    });

    await client.get('/driver');
    await client.post('/driver', { body: {} });
    await client.get('/driver');
    await client.put('/driver/d1', { body: {} });
    await client.delete('/driver/d1');
    await client.get('/driver');

    expect(seen).toEqual([
      { method: 'GET', position: null },
      { method: 'POST', position: null },
      { method: 'GET', position: '120' },
      { method: 'PUT', position: null },
      { method: 'DELETE', position: null },
      { method: 'GET', position: '120' },
    ]);
  });
});
