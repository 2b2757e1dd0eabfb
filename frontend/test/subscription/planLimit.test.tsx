import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of a company whose plan is full: lists are empty, adding a detector is refused as the API does. */
const fullPlanServer: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if ((init?.method ?? 'GET') === 'POST' && url.pathname === '/api/v1/device')
    return json(422, {
      operation: 'error',
      error: { key: 'Errors.DeviceLimitReached', status: 422, fields: [{ path: 'serialNo', key: 'Errors.DeviceLimitReached' }] },
    });
  return json(200, { operation: 'success', data: null, docs: [], totalDocs: 0 });
};

function renderAt(path: string) {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start({ _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' }, { token: 't', refreshToken: 'r' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = new ApiClient({ session, fetch: fullPlanServer, audience: () => 'manager', onSessionLost: () => undefined });
  const services: AppServices = { session, api, queryClient, cookies, logout: async () => undefined };
  const router = createRouter({ routeTree, context: { services }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('a refusal by the plan limit', () => {
  it('says the plan allows no more detectors and offers the plan page, closing the dialog as it goes there', async () => {
    const router = renderAt('/user/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Device' }));
    fireEvent.change(await screen.findByLabelText(/Serial number/), { target: { value: 'FULL-0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Your plan allows no more devices.')).toBeTruthy();
    const toPlan = within(dialog).getByRole('link', { name: 'Change the plan' });
    expect(toPlan.getAttribute('href')).toBe('/user/tariffs');

    fireEvent.click(toPlan);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/tariffs'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
  });
});
