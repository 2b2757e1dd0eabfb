import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../src/router';
import { routeTree } from '../../src/routeTree.gen';
import { ServicesContext } from '../../src/session/ServicesContext';
import type { SessionStore } from '../../src/session/sessionStore';
import { testServices } from '../components/testServices';

// English with no compiled catalog: the macros fall back to their source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export interface AppAtOptions {
  /** Signed in as this user; signed out when absent. */
  user?: Parameters<SessionStore['start']>[0];
  /** The app's own router configuration (intent preloading, scroll restoration) instead of a bare router of the route tree. */
  appRouter?: boolean;
}

/** The whole app (its route tree and providers) at `path` on a memory history, the API answered by `fetchFn`. */
export function renderAppAt(path: string, fetchFn: typeof fetch, { user, appRouter = false }: AppAtOptions = {}) {
  const services = testServices(fetchFn, user);
  const history = createMemoryHistory({ initialEntries: [path] });
  let router;
  if (appRouter) {
    router = createAppRouter(services);
    router.update({ ...router.options, history });
  } else {
    router = createRouter({ routeTree, context: { services }, history });
  }
  render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
  return router;
}
