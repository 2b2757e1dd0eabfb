import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { ServicesContext } from '../../src/session/ServicesContext';
import type { AppServices } from '../../src/session/services';
import { DialogHost } from '../../src/components/dialogs/DialogHost';
import { PanelStackProvider } from '../../src/components/overlay/PanelStack';

// English with no compiled catalog: the macros fall back to their source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Renders inside the same providers as the app, with the API answered by `fetchFn`. */
export function renderWithApp(ui: ReactNode, fetchFn: typeof fetch) {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start({ _id: 'm1', userType: 2, redirectPage: '/user' }, { token: 'token', refreshToken: 'refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = new ApiClient({
    session,
    fetch: fetchFn,
    audience: () => 'manager',
    onSessionLost: () => undefined,
  });
  const services: AppServices = { session, api, queryClient, cookies, logout: async () => undefined };
  return render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={queryClient}>
          <DialogHost>
            <PanelStackProvider>{ui}</PanelStackProvider>
          </DialogHost>
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
}
