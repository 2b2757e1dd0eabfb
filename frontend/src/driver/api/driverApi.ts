import { apiErrorFrom, ApiError } from '../../api/apiError';
import { readDriverSession, replaceDriverTokens } from '../session/driverSession';

const BASE = '/api/v1';

/** The network could not be reached (offline, or the server is down): the check waits in the queue. */
export class NetworkUnavailableError extends Error {
  override readonly name = 'NetworkUnavailableError';
}

export interface DriverRequest {
  readonly method?: 'GET' | 'POST';
  /** JSON, or raw bytes (a photo) sent with their own content type. */
  readonly body?: unknown;
  readonly anonymous?: boolean;
}

/**
 * The driver app's calls: plain fetch, no schema library (the first load has a budget of its own, issue 34 item 6),
 * with the driver's token and one refresh through /auth/driver-token on a 401. A session that cannot be refreshed
 * is reported through `onSessionLost` (the app shows the sign-in screen).
 */
export async function driverRequest<T>(path: string, options: DriverRequest = {}, onSessionLost?: () => void): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.anonymous) {
    if (await refresh()) response = await send(path, options);
    else onSessionLost?.();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  // The read side (query-api, the GETs) answers the document itself; the write side wraps it: {operation, data}.
  return (options.method ?? 'GET') === 'GET' ? (body as T) : (body as { data: T }).data;
}

async function send(path: string, options: DriverRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? undefined : readDriverSession()?.token;
  if (token) headers.Authorization = `JWT ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) {
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(`${BASE}${path}`, { method: options.method ?? 'GET', headers, body });
  } catch {
    throw new NetworkUnavailableError('The server could not be reached');
  }
}

/**
 * An event stream of the API (text/event-stream) with the driver's token, opened as `driverRequest` sends: a 401 (the
 * token ran out during a long wait or call, and the stream broke and reconnects) refreshes the token once and opens
 * it again.
 */
export async function driverStream(path: string, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
  const open = () => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = readDriverSession()?.token;
    if (token) headers.Authorization = `JWT ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    return fetch(`${BASE}${path}`, { headers, signal });
  };
  const response = await open();
  return response.status === 401 && (await refresh()) ? open() : response;
}

let refreshing: Promise<boolean> | undefined;

/**
 * One refresh at a time: a call's stream and its signals may meet a 401 together, and a refresh token is used once
 * (the second would find it spent and lose the session).
 */
function refresh(): Promise<boolean> {
  refreshing ??= refreshNow().finally(() => (refreshing = undefined));
  return refreshing;
}

async function refreshNow(): Promise<boolean> {
  const refreshToken = readDriverSession()?.refreshToken;
  if (!refreshToken) return false;
  const response = await send('/auth/driver-token', { method: 'POST', body: { refreshToken }, anonymous: true });
  if (!response.ok) return false;
  const body = (await response.json().catch(() => undefined)) as { data?: { token?: unknown; refreshToken?: unknown } } | undefined;
  const token = body?.data?.token;
  const next = body?.data?.refreshToken;
  if (typeof token !== 'string' || typeof next !== 'string') return false;
  replaceDriverTokens({ token, refreshToken: next });
  return true;
}

export const isNetworkError = (error: unknown): boolean => error instanceof NetworkUnavailableError;
export const isSessionError = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
