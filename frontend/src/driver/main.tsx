import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateDriverLanguage, storedLanguage } from './i18n/driverLanguage';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { DriverApp } from './DriverApp';
import './driver.css';

// The driver's phone app (issue 34): its own entry, catalog and styles; none of the web app's router or pages.
activateDriverLanguage(storedLanguage());
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('driver-app.html has no #root');
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <DriverApp />
    </I18nProvider>
  </StrictMode>,
);
