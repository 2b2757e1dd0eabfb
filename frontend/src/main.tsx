import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppServices } from './session/services';
import { ServicesContext } from './session/ServicesContext';
import { cookieNames } from './session/cookies';
import { resolveLanguage } from './i18n/language';
import { activateLanguage } from './i18n/catalog';
import { createAppRouter } from './router';
import './styles.css';

const services = createAppServices();
const router = createAppRouter(services);
const language = resolveLanguage(services.cookies.get(cookieNames.language) ?? services.session.readUser()?.language);
// An unsupported stored value is reset to ja, as the spec asks.
services.cookies.set(cookieNames.language, language);

await activateLanguage(language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>
  </StrictMode>,
);
