import { API_BASE_PATH, apiErrorBodySchema, type FieldError } from '@fleetcheck/contracts';
import type { z } from 'zod';

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<S extends z.ZodType> {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Parses the response body; without it the body is returned as unknown. */
  readonly schema?: S;
}

/**
 * What the machines' default actors need from an HTTP client. The shell's ApiClient (with token refresh)
 * has this shape, so it can be passed as is; createFetchTransport is the small stand-alone one.
 */
export interface ApiTransport {
  get<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
  put<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
}

/** A failed call as a value: status plus the spec's message key when the server sent one. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly status: number,
    readonly key: string | undefined,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(`API call failed with status ${status}${key ? ` (${key})` : ''}`);
  }
}

export interface FetchTransportOptions {
  /** Read on every call, so a refreshed token is used without rebuilding the transport. */
  readonly getToken: () => string | null | undefined;
  readonly fetch?: typeof fetch;
  readonly baseUrl?: string;
}

export function createFetchTransport(options: FetchTransportOptions): ApiTransport {
  const baseUrl = options.baseUrl ?? API_BASE_PATH;
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const request = async <S extends z.ZodType>(method: string, path: string, requestOptions: ApiRequestOptions<S> = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `JWT ${token}`;
    if (requestOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchFn(urlOf(baseUrl, path, requestOptions.query), {
      method,
      headers,
      credentials: 'include',
      body: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
    });
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = apiErrorBodySchema.safeParse(body);
      throw error.success
        ? new ApiCallError(response.status, error.data.error.key, error.data.error.fields)
        : new ApiCallError(response.status, undefined);
    }
    return (requestOptions.schema ? requestOptions.schema.parse(body) : body) as z.infer<S>;
  };

  return {
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    put: (path, requestOptions) => request('PUT', path, requestOptions),
  };
}

function urlOf(baseUrl: string, path: string, query: ApiRequestOptions<z.ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}
