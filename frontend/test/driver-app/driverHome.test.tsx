import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { queueCheck, type QueuedCheck } from '../../src/driver/queue/checkQueue';
import { readDriverSession } from '../../src/driver/session/driverSession';
import type { FakeDriverAppServer } from '../fakes/fakeDriverAppServer';
import { homeShown, openDriverApp, signInDriver, useDriverAppServer } from './driverAppHarness';

/** Issue 34: what a signed-in driver sees on opening the phone app (GET /driver-app/home). */

/** A check kept on the phone, taken at 08:10 Japan time. */
const queued = (fields: Partial<QueuedCheck> = {}): QueuedCheck => ({
  id: 'q1',
  timing: 'before_driving',
  vehicle: 'car1',
  noVehicleReason: null,
  detector: 'dev1',
  result: 0,
  location: null,
  locationMissingReason: 'denied',
  phoneTime: '2026-11-30T23:10:00.000Z',
  displayPhoto: new Blob(['display'], { type: 'image/jpeg' }),
  facePhoto: new Blob(['face'], { type: 'image/jpeg' }),
  uploaded: {},
  offline: true,
  ...fields,
});

describe("the driver app's home", () => {
  const current = useDriverAppServer();
  let server: FakeDriverAppServer;
  beforeEach(() => {
    server = current();
  });

  it('reminds a driver with no before-driving check once the start time plus the margin has passed (08:00 + 30 min)', async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    expect((await screen.findByRole('alert')).textContent).toBe('Your before-driving check was due at 08:30. Take it now.');
    expect(screen.getByRole('heading', { name: "Today's checks" })).toBeTruthy();
    expect(within(screen.getByText('Before driving').closest('li')!).getByText('Not yet')).toBeTruthy();
    // The driver's name as the server knows it.
    expect(screen.getByText('鈴木 一郎')).toBeTruthy();
  });

  it('shows no reminder before it is due (08:29), nor once a before-driving check is recorded today', async () => {
    server.now = new Date('2026-11-30T23:29:00.000Z');
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    await homeShown();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    server.now = new Date('2026-11-30T23:45:00.000Z');
    server.checks = [
      {
        id: 'r1',
        timing: 'before_driving',
        testedAt: '2026-11-30T23:05:00.000Z',
        enteredAt: '2026-11-30T23:05:02.000Z',
        phoneTime: '2026-11-30T23:05:00.000Z',
        date: '2026-12-01',
        result: 0,
        failed: false,
        source: 'driver_app',
        offline: false,
        vehicle: 'car1',
        carNumber: '品川 300 あ 12-34',
        confirmationStatus: 'awaiting',
        photos: [],
      },
    ];
    openDriverApp();
    await homeShown();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByText('Before driving').closest('li')!).getByText('Done')).toBeTruthy();
    expect(screen.getByText('Before driving · 01/12, 08:05 · 0.000 mg/l')).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
  });

  it("shows the start button before the home has come, and today's figures once it has (issue 34 item 6)", async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return server.fetch(input, init);
    });
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    expect(await screen.findByRole('button', { name: 'Take a check' })).toBeTruthy();
    expect(screen.getByText('鈴木 一郎')).toBeTruthy();
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    expect(screen.queryByText('Not yet')).toBeNull();
    expect(screen.queryByText('No check sent today yet.')).toBeNull();
    // A tap before the home has come waits for it: the check needs the cars and detectors.
    fireEvent.click(screen.getByRole('button', { name: 'Take a check' }));
    expect(window.location.pathname).toBe('/driver-app/check');
    expect(screen.queryByRole('button', { name: 'Take a check' })).toBeNull();
    window.history.replaceState(null, '', '/driver-app');
    fireEvent(window, new PopStateEvent('popstate'));

    answer();
    expect((await screen.findByRole('alert')).textContent).toBe('Your before-driving check was due at 08:30. Take it now.');
    expect(within(screen.getByText('Before driving').closest('li')!).getByText('Not yet')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('takes the driver to a new check from the start button', async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Take a check' }));
    expect(window.location.pathname).toBe('/driver-app/check');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('switches to Japanese from the header, the reminder included, and keeps the choice', async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    await homeShown();
    fireEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { name: '今日のチェック' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('運転前チェックの期限は 08:30 でした。今すぐ行ってください。');
    expect(screen.getByRole('button', { name: 'チェックを行う' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(document.cookie).toContain('ja');
  });

  it('opens with no network on the home kept from the last visit, with the checks waiting to be sent', async () => {
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    await homeShown();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();

    // The network is gone: a check was taken meanwhile and waits on the phone.
    await queueCheck(queued());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    openDriverApp();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Offline: checks are kept on this phone and sent when the network returns.',
    );
    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    const item = within(waiting).getByText('Before driving · 01/12, 08:10').closest('li')!;
    expect(within(item).getByText('Offline')).toBeTruthy();
    expect(within(item).getByText('Queued')).toBeTruthy();
    // The queued check counts for today: no reminder, and before driving is done.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByText('Before driving', { selector: '.driver-status span' }).closest('li')!).getByText('Done')).toBeTruthy();
  });

  it("shows a check the server refused with the refusal's words, and still reminds the driver", async () => {
    await queueCheck(queued({ refused: 'Errors.ReadingOutOfRange', offline: false, uploaded: { displayPhoto: 'p1', facePhoto: 'p2' } }));
    signInDriver(server.validToken, server.validRefreshToken);
    openDriverApp();
    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(within(waiting).getByText('Enter the reading in mg/l, from 0 to 10, with at most 3 decimals (e.g. 0.00).')).toBeTruthy();
    expect(within(waiting).queryByText('Queued')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Your before-driving check was due at 08:30. Take it now.');
    expect(readDriverSession()?.token).toBe('driver-token-1');
  });
});
