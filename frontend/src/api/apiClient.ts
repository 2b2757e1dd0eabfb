import type { z } from 'zod';
import { downloadName } from './downloadName';
import { ApiError, apiErrorFrom } from './apiError';
import { refreshTokens, type TokenAudience } from './refreshTokens';
import { SingleFlight } from '../session/singleFlight';
import type { SessionStore } from '../session/sessionStore';
import type { Tokens } from '../session/sessionData';

export const apiBaseUrl = '/api/v1';
/** Where a command's write landed (command side) and the position a read waits for (query side). */
export const positionHeader = 'X-FleetCheck-Position';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<S extends z.ZodType> {
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly schema?: S;
  /** Login and similar calls: no token is sent and a 401 means wrong credentials, not an expired token. */
  readonly anonymous?: boolean;
  /** The record's version as it was read: sent as `If-Match`, so a write over someone else's change is a 412. */
  readonly ifMatch?: number;
  /** A file sent as the body itself, with its own type (an import); instead of `body`. */
  readonly file?: Blob;
  /** An event stream: what was last seen (Last-Event-ID), and the abort that closes it. */
  readonly lastEventId?: string;
  readonly signal?: AbortSignal;
}

export interface ApiClientOptions {
  readonly session: SessionStore;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Admin pages refresh through /auth/admin-token, everything else through /auth/manager-token. */
  readonly audience: () => TokenAudience;
  /** Called once per lost session (failed refresh); it logs out. */
  readonly onSessionLost: () => void;
  readonly onTokensRefreshed?: (tokens: Tokens) => void;
}

export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly refresher: SingleFlight<Tokens>;
  /** The furthest position any of our writes reached: reads wait for it (read-your-writes). */
  private lastWrittenPosition: bigint | undefined;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl ?? apiBaseUrl;
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.refresher = new SingleFlight(() => this.refreshNow());
  }

  get<S extends z.ZodType = z.ZodUnknown>(path: string, options: RequestOptions<S> = {}) {
    return this.request<S>('GET', path, options);
  }
  post<S extends z.ZodType = z.ZodUnknown>(path: string, options: RequestOptions<S> = {}) {
    return this.request<S>('POST', path, options);
  }
  put<S extends z.ZodType = z.ZodUnknown>(path: string, options: RequestOptions<S> = {}) {
    return this.request<S>('PUT', path, options);
  }
  patch<S extends z.ZodType = z.ZodUnknown>(path: string, options: RequestOptions<S> = {}) {
    return this.request<S>('PATCH', path, options);
  }
  delete<S extends z.ZodType = z.ZodUnknown>(path: string, options: RequestOptions<S> = {}) {
    return this.request<S>('DELETE', path, options);
  }

  /** Bytes the app shows (a stored photo through the image proxy at `path`, outside /api/v1), sent with the session. */
  async fetchBlob(path: string): Promise<Blob> {
    const token = this.options.session.read()?.token;
    const response = await this.fetchFn(path, { headers: token ? { Authorization: `JWT ${token}` } : {}, credentials: 'include' });
    if (!response.ok) throw new ApiError(response.status, undefined, undefined);
    return response.blob();
  }

  /** An event stream (text/event-stream) as a response to read, with the same token and refresh as every other call. */
  stream(path: string, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
    return this.exchange('GET', path, { lastEventId, signal }, 'text/event-stream');
  }

  /** Refreshes the tokens now (the 60 s poll uses it); concurrent callers share one refresh. */
  refresh(): Promise<Tokens> {
    return this.refresher.run();
  }

  async request<S extends z.ZodType>(method: string, path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
    const response = await this.exchange(method, path, options, 'application/json');
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw apiErrorFrom(response.status, body);
    return (options.schema ? options.schema.parse(body) : body) as z.infer<S>;
  }

  /**
   * A file from the API (CSV exports, invoice PDFs), with the same token, refresh and error answers as every other
   * call; `fileName` is the server's Content-Disposition name when it sends one.
   */
  async file(path: string, options: Pick<RequestOptions<z.ZodType>, 'query'> = {}): Promise<{ blob: Blob; fileName?: string }> {
    const response = await this.exchange('GET', path, options, '*/*');
    if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
    const fileName = downloadName(response.headers.get('Content-Disposition') ?? '');
    return { blob: await response.blob(), ...(fileName ? { fileName } : {}) };
  }

  /** Sends a call and, on a 401 with a refresh token, refreshes once (shared with concurrent calls) and sends it again. */
  private async exchange(method: string, path: string, options: RequestOptions<z.ZodType>, accept: string): Promise<Response> {
    // While a refresh holds the lock, new requests wait so they go out with the new token.
    await this.refresher.inFlight?.catch(() => undefined);
    const sentToken = this.currentToken(options);
    // One id for the call, kept when it is sent again after a refresh: the server records an auditor's read once per id.
    const requestId = crypto.randomUUID();
    let response = await this.send(method, path, options, sentToken, accept, requestId);
    if (response.status === 401 && !options.anonymous && this.options.session.read()?.refreshToken) {
      try {
        // A refresh that finished while this request was out already replaced the token it was sent with:
        // retry with the new one instead of refreshing a second time.
        if (this.currentToken(options) === sentToken) await this.refresher.run();
      } catch {
        throw new ApiError(401, undefined, undefined);
      }
      response = await this.send(method, path, options, this.currentToken(options), accept, requestId);
    }
    if (method !== 'GET') this.rememberPosition(response.headers.get(positionHeader));
    return response;
  }

  private rememberPosition(header: string | null): void {
    if (!header || !/^\d{1,20}$/.test(header)) return;
    const position = BigInt(header);
    if (this.lastWrittenPosition === undefined || position > this.lastWrittenPosition) this.lastWrittenPosition = position;
  }

  private currentToken(options: RequestOptions<z.ZodType>): string | undefined {
    return options.anonymous ? undefined : this.options.session.read()?.token;
  }

  private send(
    method: string,
    path: string,
    options: RequestOptions<z.ZodType>,
    token: string | undefined,
    accept: string,
    requestId: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept, 'X-Correlation-Id': requestId };
    if (method === 'GET' && this.lastWrittenPosition !== undefined) headers[positionHeader] = this.lastWrittenPosition.toString();
    if (token) headers.Authorization = `JWT ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
    if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
    if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
    return this.fetchFn(this.url(path, options.query), {
      method,
      headers,
      credentials: 'include',
      signal: options.signal,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  }

  private url(path: string, query: RequestOptions<z.ZodType>['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.toString();
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  }

  private async refreshNow(): Promise<Tokens> {
    const refreshToken = this.options.session.read()?.refreshToken;
    try {
      if (!refreshToken) throw new Error('No refresh token');
      const tokens = await refreshTokens(this.fetchFn, this.baseUrl, this.options.audience(), refreshToken);
      this.options.session.replaceTokens(tokens);
      this.options.onTokensRefreshed?.(tokens);
      return tokens;
    } catch (error) {
      console.warn('Token refresh failed; logging out', error);
      this.options.onSessionLost();
      throw error;
    }
  }
}
