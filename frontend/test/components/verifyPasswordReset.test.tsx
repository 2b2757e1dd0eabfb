import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VerifyPasswordResetPage } from '../../src/features/auth/components/VerifyPasswordResetPage';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer } from '../fakes/fakeSubscriptionServer';
import { passwordReset, resetCodeInvalid, resetCodeVerified } from '../fakes/subscriptionAnswers';

describe('password reset from the e-mailed link', () => {
  afterEach(cleanup);

  it('checks the code, takes a new password of at least 6 characters, shows the credentials, then goes to login', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/manager-forgot-password-email-verification', resetCodeVerified);
    server.answers.set('PATCH /auth/manager-reset-password-email', passwordReset);
    const done = vi.fn();
    renderWithApp(<VerifyPasswordResetPage auth="code-1" onDone={done} />, server.fetch);
    fireEvent.change(await screen.findByLabelText(/New password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The password must be at least 6 characters')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ken.ito');
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ auth: 'code-1', password: 'new-secret' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('shows the invalid-link message when the code is refused', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/manager-forgot-password-email-verification', resetCodeInvalid);
    renderWithApp(<VerifyPasswordResetPage auth="stale" onDone={() => undefined} />, server.fetch);
    expect((await screen.findByRole('alert')).textContent).toBe('This verification link is not valid.');
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });
});
