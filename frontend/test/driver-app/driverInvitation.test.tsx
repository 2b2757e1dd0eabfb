import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DriverInvitationPage } from '../../src/features/driver-app/components/DriverInvitationPage';
import { renderWithApp } from '../components/renderWithApp';
import { clearDriverSession, readDriverSession } from '../../src/driver/session/driverSession';

/** Issue 34: the invitation link opened on the driver's phone. */
const calls: { url: string; body: unknown }[] = [];
const answering =
  (status: number, body: unknown): typeof fetch =>
  async (input, init) => {
    calls.push({ url: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init?.body)) });
    return Response.json(body, { status });
  };
const signedIn = {
  operation: 'success',
  data: {
    _id: 'd1',
    username: 'd12345678',
    firstName: '一郎',
    lastName: '鈴木',
    userType: 5,
    company: { _id: 'c1', name: 'A運輸' },
    subscription: null,
    redirectPage: '/driver-app',
    token: 't',
    jwtExpire: '2026-06-15T04:00:00.000Z',
    refreshToken: 'r',
    refreshTokenExpires: '2026-06-22T03:00:00.000Z',
  },
};

const choose = (password: string) => {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
};

describe('the driver app invitation page', () => {
  afterEach(() => {
    cleanup();
    calls.length = 0;
    clearDriverSession();
  });

  it('sends the code with the chosen password once and tells the driver their username', async () => {
    renderWithApp(<DriverInvitationPage auth="d1.code" />, answering(200, signedIn));
    choose('my-phone-pass-34');
    expect(await screen.findByText('Your username is d12345678. Sign in with it and this password on the driver app.')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/v1/auth/driver-set-password', body: { auth: 'd1.code', password: 'my-phone-pass-34' } }]);
    // The phone app opens signed in with the session the answer started.
    expect(screen.getByRole('link', { name: 'Open the driver app' }).getAttribute('href')).toBe('/driver-app');
    expect(readDriverSession()).toEqual({ token: 't', refreshToken: 'r', userId: 'd1', username: 'd12345678', name: '鈴木 一郎' });
  });

  it('shows why a used or expired link is refused, stays on the form and starts no session', async () => {
    const refused = { operation: 'error', error: { key: 'Errors.VerificationInvalid', status: 400 } };
    renderWithApp(<DriverInvitationPage auth="d1.code" />, answering(400, refused));
    choose('my-phone-pass-34');
    expect((await screen.findByRole('alert')).textContent).toBe('This verification link is not valid.');
    expect(screen.getByRole('button', { name: 'Set password' })).toBeTruthy();
    expect(readDriverSession()).toBeUndefined();
  });
});
