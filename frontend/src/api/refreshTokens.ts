import type { Tokens } from '../session/sessionData';

export type TokenAudience = 'manager' | 'admin';

export class RefreshFailedError extends Error {
  override readonly name = 'RefreshFailedError';
}

/** POST /auth/manager-token or /auth/admin-token; anything other than operation 'success' is a failure. */
export async function refreshTokens(
  fetchFn: typeof fetch,
  baseUrl: string,
  audience: TokenAudience,
  refreshToken: string,
): Promise<Tokens> {
  const response = await fetchFn(`${baseUrl}/auth/${audience}-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) throw new RefreshFailedError(`Token refresh answered ${response.status}`);
  // Loaded when needed: the schema library is not part of the first page (issue 18 item 11).
  const { refreshTokenResponseSchema } = await import('@fleetcheck/contracts');
  const parsed = refreshTokenResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RefreshFailedError('Token refresh did not succeed');
  return parsed.data.data;
}
