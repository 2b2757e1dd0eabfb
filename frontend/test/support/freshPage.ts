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

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  if (typeof document === 'undefined') return; // a file in the node environment (// @vitest-environment node)
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
