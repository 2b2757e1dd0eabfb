import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../src/router';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { ServicesContext } from '../../src/session/ServicesContext';
import type { AppServices } from '../../src/session/services';

/** What answers the app's API calls: a fake server's fetch. */
export interface Backend {
  readonly fetch: typeof fetch;
}
export type SessionUserInput = Parameters<SessionStore['start']>[0];

/** A manager of a company whose registration is complete. */
export const manager: SessionUserInput = {
  _id: 'm1',
  userType: 2,
  redirectPage: '/user',
  firstName: 'Taro',
  lastName: 'Yamada',
  companyName: 'Acme',
};

/** The whole app (its own router configuration, defaultPreload 'intent') at `path`, signed in as `user`. */
export function renderAppAt(path: string, server: Backend, user: SessionUserInput = manager) {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start(user, { token: 't', refreshToken: 'r' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const audience = (): 'admin' | 'manager' => (user.userType === 1 ? 'admin' : 'manager');
  const api = new ApiClient({ session, fetch: server.fetch, audience, onSessionLost: () => undefined });
  const services: AppServices = { session, api, queryClient, cookies, logout: async () => undefined };
  // The app's own router configuration (defaultPreload: 'intent'), on a memory history.
  const router = createAppRouter(services);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
  return router;
}
