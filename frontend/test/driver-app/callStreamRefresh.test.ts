import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEventStream, type StreamMessage } from '../../src/live-call/eventStream';
import { openCallStream, sendSignal } from '../../src/driver/live/liveCallApi';
import { readDriverSession, startDriverSession } from '../../src/driver/session/driverSession';

/*
 * Issue 35: the driver's access token runs out during a long wait or call (15 minutes here, on a faked clock). The
 * call's stream, broken and reconnecting, refreshes the token as the app's other requests do, instead of being
 * refused for good; the signals sent meanwhile share that one refresh (a refresh token is used once).
 */
const TOKEN_MINUTES = 15;
let now = 0;
/** The server's tokens: access token to the minute it runs out; refresh tokens not yet used. */
let expiresAt: Map<string, number>;
let refreshTokens: Set<string>;
let issued: number;
const sent: { path: string; token: string | undefined }[] = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input).replace('/api/v1', '');
  const headers = new Headers(init?.headers);
  const token = headers.get('Authorization')?.replace('JWT ', '');
  sent.push({ path, token });
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  if (path === '/auth/driver-token') {
    const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
    if (!refreshTokens.delete(refreshToken)) return json(401, { operation: 'error', error: { key: 'Errors.Unauthorized', status: 401 } });
    issued += 1;
    expiresAt.set(`access-${issued}`, now + TOKEN_MINUTES);
    refreshTokens.add(`refresh-${issued}`);
    return json(200, { operation: 'success', data: { token: `access-${issued}`, refreshToken: `refresh-${issued}` } });
  }
  if (!token || (expiresAt.get(token) ?? -1) <= now)
    return json(401, { operation: 'error', error: { key: 'Errors.Unauthorized', status: 401 } });
  if (path.endsWith('/events'))
    return Promise.resolve(
      new Response('id: 1\nevent: call\ndata: {"type":"answered","manager":{"managerId":"m1","name":"山田 太郎"},"answeredAt":"x"}\n\n', {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    );
  return json(202, { operation: 'success', data: { id: 'k1' } });
}

beforeEach(() => {
  now = 0;
  issued = 1;
  expiresAt = new Map([['access-1', TOKEN_MINUTES]]);
  refreshTokens = new Set(['refresh-1']);
  sent.length = 0;
  localStorage.clear();
  startDriverSession({
    _id: 'd1',
    username: 'driver1',
    lastName: '鈴木',
    firstName: '一郎',
    token: 'access-1',
    refreshToken: 'refresh-1',
  } as never);
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the driver's call stream when the token runs out", () => {
  it('opens again with a refreshed token, and the signals sent at the same moment share the one refresh', async () => {
    // The driver waited 16 minutes: the token of the sign-in has run out.
    now = 16;
    const received: StreamMessage[] = [];
    const refused: number[] = [];
    let stop = () => {};
    const heard = new Promise<void>((resolve) => {
      stop = readEventStream({
        open: (lastEventId, signal) => openCallStream('r1', 'k1', lastEventId, signal),
        onMessage: (message) => {
          received.push(message);
          resolve();
        },
        onRefused: (response) => {
          refused.push(response.status);
          resolve();
        },
      });
    });
    const signalled = sendSignal('r1', 'k1', { type: 'answer', sdp: 'v=0' });
    await Promise.all([heard, signalled]);
    stop();

    expect(refused).toEqual([]);
    expect(received.map((m) => m.data)).toEqual([{ type: 'answered', manager: { managerId: 'm1', name: '山田 太郎' }, answeredAt: 'x' }]);
    expect(sent.filter((s) => s.path === '/auth/driver-token')).toHaveLength(1);
    expect(sent.filter((s) => s.path.endsWith('/events')).map((s) => s.token)).toEqual(['access-1', 'access-2']);
    expect(sent.filter((s) => s.path.endsWith('/signal')).map((s) => s.token)).toEqual(['access-1', 'access-2']);
    expect(readDriverSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });
});
