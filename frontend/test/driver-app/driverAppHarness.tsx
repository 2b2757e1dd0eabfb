import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { DriverApp } from '../../src/driver/DriverApp';
import { activateDriverLanguage } from '../../src/driver/i18n/driverLanguage';
import { queuedChecks, removeQueuedCheck } from '../../src/driver/queue/checkQueue';
import { clearDriverSession, startDriverSession } from '../../src/driver/session/driverSession';
import { FakeDriverAppServer } from '../fakes/fakeDriverAppServer';
// The screens the app loads lazily, loaded with the harness: a test that opens one and ends before its import has
// come would leave that import to land after the file's environment is torn down, failing the next file
// (EnvironmentTeardownError). Imported here, React.lazy finds them in the module registry.
import '../../src/driver/screens/CheckScreen';
import '../../src/driver/live/LiveScreen';
import '../../src/driver/screens/InspectionScreen';

/**
 * The driver's phone app in a test (issue 34): its fetch answered by a FakeDriverAppServer (`current()`), English,
 * at /driver-app; after each test nothing stays rendered, signed in or queued (IndexedDB is fake-indexeddb's).
 */
export function useDriverAppServer(): () => FakeDriverAppServer {
  let server: FakeDriverAppServer;
  beforeEach(() => {
    server = new FakeDriverAppServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.stubGlobal('scrollTo', vi.fn());
    activateDriverLanguage('en');
    window.history.replaceState(null, '', '/driver-app');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearDriverSession();
    for (const check of await queuedChecks()) await removeQueuedCheck(check.id);
    activateDriverLanguage('en');
  });
  return () => server;
}

let signIns = 0;

/**
 * The demo driver 鈴木 一郎 signed in on the phone with these tokens, under a user id of the test's own (d1, d2, …):
 * the home kept on the phone (by user id, in IndexedDB) from one test is not another's.
 */
export const signInDriver = (token: string, refreshToken: string) =>
  startDriverSession({
    _id: `d${++signIns}`,
    username: 'd12345678',
    firstName: '一郎',
    lastName: '鈴木',
    token,
    refreshToken,
  } as Parameters<typeof startDriverSession>[0]);

/** Once the home has come (the screen shows before it): today's statuses are listed. */
export const homeShown = () => screen.findByText('Before driving', { selector: '.driver-status span' }, { timeout: 10_000 });

export const openDriverApp = () =>
  render(
    <I18nProvider i18n={i18n}>
      <DriverApp />
    </I18nProvider>,
  );
