import type { z } from 'zod';

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<S extends z.ZodType> {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Parses the response body; without it the body is returned as unknown. */
  readonly schema?: S;
}

/** What the machines' default actors need from an HTTP client: the app's ApiClient (with token refresh). */
export interface ApiTransport {
  get<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
  put<S extends z.ZodType>(path: string, options?: ApiRequestOptions<S>): Promise<z.infer<S>>;
}
