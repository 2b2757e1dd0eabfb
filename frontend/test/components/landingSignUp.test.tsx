import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from '../../src/routeTree.gen';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { ServicesContext } from '../../src/session/ServicesContext';
import type { AppServices } from '../../src/session/services';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const nothing: typeof fetch = async () =>
  new Response(JSON.stringify({ operation: 'success', data: null }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(cleanup);

describe('the landing page', () => {
  it('has a sign-up link that opens the sign-up form', async () => {
    const cookies = documentCookieJar();
    const session = new SessionStore(cookies);
    session.clear();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = new ApiClient({ session, fetch: nothing, audience: () => 'manager', onSessionLost: () => undefined });
    const services: AppServices = { session, api, queryClient, cookies, logout: async () => undefined };
    const router = createRouter({ routeTree, context: { services }, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <I18nProvider i18n={i18n}>
        <ServicesContext value={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ServicesContext>
      </I18nProvider>,
    );
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
