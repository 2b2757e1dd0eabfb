import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import { renderAppAt } from '../router/renderAppAt';
import { signedOutServer } from '../fakes/fakeSignedOutServer';

afterEach(cleanup);

describe('the landing page', () => {
  it('has a sign-up link that opens the sign-up form', async () => {
    const server = signedOutServer();
    const router = renderAppAt('/', server.fetchFn);
    const signUp = await screen.findByTestId('landing-sign-up');
    expect(signUp.textContent).toBe('Sign up');
    expect(signUp.getAttribute('href')).toBe('/authorization?page=register');
    fireEvent.click(signUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(router.state.location.search).toEqual({ page: 'register' });
    // The sign-up form, not the login form.
    expect((await screen.findByRole('heading', { level: 1, name: 'Sign up' })).textContent).toBe('Sign up');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    // Neither page asks the server anything before the visitor signs up.
    expect(server.asked).toEqual([]);
  });
});
