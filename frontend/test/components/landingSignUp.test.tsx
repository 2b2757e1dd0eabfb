import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import { renderAppAt } from '../router/renderAppAt';

const nothing: typeof fetch = async () =>
  new Response(JSON.stringify({ operation: 'success', data: null }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(cleanup);

describe('the landing page', () => {
  it('has a sign-up link that opens the sign-up form', async () => {
    const router = renderAppAt('/', nothing);
    const signUp = await screen.findByTestId('landing-sign-up');
    expect(signUp.textContent).toBe('Sign up');
    expect(signUp.getAttribute('href')).toBe('/authorization?page=register');
    fireEvent.click(signUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(router.state.location.search).toEqual({ page: 'register' });
    // The sign-up form, not the login form.
    expect((await screen.findByRole('heading', { level: 1, name: 'Sign up' })).textContent).toBe('Sign up');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
