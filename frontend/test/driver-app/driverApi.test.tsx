import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '../../src/api/apiError';
import { isNetworkError } from '../../src/driver/api/driverApi';
import { fetchDriverHome } from '../../src/driver/api/driverAppApi';
import { activateDriverLanguage } from '../../src/driver/i18n/driverLanguage';
import { submitCheck } from '../../src/driver/queue/submitCheck';
import { queuedChecks } from '../../src/driver/queue/checkQueue';
import { readDriverSession } from '../../src/driver/session/driverSession';
import type { FakeDriverAppServer } from '../fakes/fakeDriverAppServer';
import { openDriverApp, signInDriver, useDriverAppServer } from './driverAppHarness';

/** Issue 34: the driver app's calls to the API (src/driver/api), with the driver's own session. */

describe("the driver app's API client", () => {
  const current = useDriverAppServer();
  let server: FakeDriverAppServer;
  beforeEach(() => {
    server = current();
  });

  it("sends the driver's access token with each read", async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    const home = await fetchDriverHome();
    expect(home.driver).toEqual({ id: 'd1', firstName: '一郎', lastName: '鈴木' });
    expect(server.calls).toEqual([
      { method: 'GET', path: '/api/v1/driver-app/home', authorization: 'JWT driver-token-1', body: undefined },
    ]);
  });

  it('renews an expired access token once with the refresh token, keeps the new pair, and repeats the read', async () => {
    signInDriver('driver-token-expired', server.validRefreshToken);
    const lost = vi.fn();
    const home = await fetchDriverHome(lost);
    expect(home.reminder.dueAt).toBe('2026-11-30T23:30:00.000Z');
    expect(server.calls.map(({ method, path, authorization, body }) => [method, path, authorization, body])).toEqual([
      ['GET', '/api/v1/driver-app/home', 'JWT driver-token-expired', undefined],
      ['POST', '/api/v1/auth/driver-token', null, { refreshToken: 'driver-refresh-1' }],
      ['GET', '/api/v1/driver-app/home', 'JWT driver-token-2', undefined],
    ]);
    expect(readDriverSession()).toMatchObject({ token: 'driver-token-2', refreshToken: 'driver-refresh-2', username: 'd12345678' });
    expect(lost).not.toHaveBeenCalled();
  });

  it('reports a session that cannot be renewed, and the app then asks the driver to sign in again', async () => {
    signInDriver('driver-token-expired', 'driver-refresh-revoked');
    const lost = vi.fn();
    const refused = await fetchDriverHome(lost).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, key: 'Errors.TokenExpired' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/v1/driver-app/home', '/api/v1/auth/driver-token']);

    server.calls.length = 0;
    openDriverApp();
    // Two answers and the phone's storage before the sign-in shows: a wide bound for a busy machine (not a speed check).
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText(/Username/)).toBeTruthy();
    expect(readDriverSession()).toBeUndefined();
  });

  it("shows the server's refusal in the driver's words, in English and in Japanese", async () => {
    server.unavailable = true;
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('The service is temporarily unavailable.');
    cleanup();

    activateDriverLanguage('ja');
    openDriverApp();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('サービスは一時的に利用できません。');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  });

  it('tells a missing network from a refusal', async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchDriverHome().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it("keeps a check taken with no network on the phone, marked offline with the phone's time, and sends nothing", async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await submitCheck(
      'check-1',
      {
        timing: 'before_driving',
        vehicle: 'car1',
        noVehicleReason: '',
        detector: 'dev1',
        reading: '0.00',
        displayPhoto: new Blob(['display'], { type: 'image/jpeg' }),
        facePhoto: new Blob(['face'], { type: 'image/jpeg' }),
        location: null,
        locationMissingReason: 'denied',
      },
      () => new Date('2026-11-30T23:10:00.000Z'),
    );
    expect(outcome).toEqual({ delivery: 'queued', failed: false });
    const kept = await queuedChecks();
    expect(
      kept.map(({ id, timing, result, phoneTime, offline, uploaded }) => ({ id, timing, result, phoneTime, offline, uploaded })),
    ).toEqual([{ id: 'check-1', timing: 'before_driving', result: 0, phoneTime: '2026-11-30T23:10:00.000Z', offline: true, uploaded: {} }]);
    // (The photos are kept too; jsdom's Blob does not survive fake-indexeddb's structured clone, so not read back here.)
    expect(server.calls).toEqual([]);
  });
});
