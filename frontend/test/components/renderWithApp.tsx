import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ServicesContext } from '../../src/session/ServicesContext';
import { DialogHost } from '../../src/components/dialogs/DialogHost';
import { PanelStackProvider } from '../../src/components/overlay/PanelStack';
import { testServices } from './testServices';

// English with no compiled catalog: the macros fall back to their source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Renders inside the same providers as the app, with the API answered by `fetchFn`. */
export function renderWithApp(ui: ReactNode, fetchFn: typeof fetch) {
  const services = testServices(fetchFn, { _id: 'm1', userType: 2, redirectPage: '/user' });
  return render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <DialogHost>
            <PanelStackProvider>{ui}</PanelStackProvider>
          </DialogHost>
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
}

/** As renderWithApp, inside a router at `path` (for what holds links); the router renders after it loads: use findBy. */
export function renderWithRouter(ui: ReactNode, fetchFn: typeof fetch, path = '/user') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithApp(<RouterProvider router={router} />, fetchFn);
}
