import { assertLoopback } from './loopback';

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read arbitrary JSON
  body: any;
}

/** A tiny JSON client for /api/v1 of a system on loopback. */
export function apiClient(baseUrl: string) {
  const root = `${assertLoopback(baseUrl).origin}/api/v1`;
  return async function call(
    method: string,
    path: string,
    options: { token?: string; device?: string; body?: unknown } = {},
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `JWT ${options.token}`;
    if (options.device) headers.authorization = `Device ${options.device}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(root + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
