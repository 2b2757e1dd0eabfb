import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

/*
 * The files share one module registry and one jsdom document per worker (vitest.config.ts, isolate: false), so each
 * file starts from the page a fresh environment gave it: nothing left rendered by the file before (some files do not
 * unmount their last tree, and their overlays hold the body's scroll lock), English with no catalog (renderWithApp
 * and other modules activate it once, on first import, and a file may leave Japanese on), no storage or cookies, the
 * address at /, and an unstyled body.
 */
// How long findBy…/waitFor wait for what should appear (1 s by default): a bound on a busy machine, where jsdom
// renders a whole page slowly, not a speed check; a passing wait ends as soon as the page shows it.
configure({ asyncUtilTimeout: 5_000 });

/*
 * What the app loads lazily (React.lazy screens and panels, the catalogs), loaded before a file's first test: a test
 * that opens such a screen and ends before it has come would otherwise leave its import on the way, to land after the
 * file's environment is torn down and fail the next file (EnvironmentTeardownError). The registry is shared, so only
 * the first file pays for the loading.
 */
const preloadLazyModules = () =>
  Promise.all([
    import('../../src/driver/screens/CheckScreen'),
    import('../../src/driver/live/LiveScreen'),
    import('../../src/driver/screens/InspectionScreen'),
    import('../../src/shell/FaqPanel'),
    import('../../src/features/admin-faq/components/RichTextEditor'),
    import('../../src/features/dashboard/components/DashboardCharts'),
    import('../../src/locales/ja/public.po'),
    import('../../src/locales/en/public.po'),
    import('../../src/locales/ja/messages.po'),
    import('../../src/locales/en/messages.po'),
    import('@fleetcheck/contracts'),
  ]);

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  if (typeof document === 'undefined') return; // a file in the node environment (// @vitest-environment node)
  await preloadLazyModules();
  cleanup();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
