import { QueryClient } from '@tanstack/react-query';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import type { AppServices } from '../../src/session/services';

type SessionUserInput = Parameters<SessionStore['start']>[0];

/**
 * The app's services for a test: a fresh session (signed in as `user`, or signed out), a query client that does
 * not retry, and the app's one ApiClient over `fetchFn` (an admin's calls on the admin audience, as in the app).
 */
export function testServices(fetchFn: typeof fetch, user?: SessionUserInput): AppServices {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  if (user) session.start(user, { token: 't', refreshToken: 'r' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const audience = (): 'admin' | 'manager' => (user?.userType === 1 ? 'admin' : 'manager');
  const api = new ApiClient({ session, fetch: fetchFn, audience, onSessionLost: () => undefined });
  return { session, api, queryClient, cookies, logout: async () => undefined };
}
