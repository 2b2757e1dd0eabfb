import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../src/router';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { ServicesContext } from '../../src/session/ServicesContext';
import type { AppServices } from '../../src/session/services';
import { FakeOfficeServer } from '../components/fakeOfficeServer';

/*
 * Issue 18 item 8: list routes load their data in a route loader (ensureQueryData), so the app's intent preloading
 * fetches a page's list when its link is hovered, and the page then shows it without asking the server again.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });

type Backend = Pick<FakeOfficeServer, 'fetch'>;
type SessionUserInput = Parameters<SessionStore['start']>[0];

const manager: SessionUserInput = {
  _id: 'm1',
  userType: 2,
  redirectPage: '/user',
  firstName: 'Taro',
  lastName: 'Yamada',
  companyName: 'Acme',
};

function renderAppAt(path: string, server: Backend, user: SessionUserInput = manager) {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start(user, { token: 't', refreshToken: 'r' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const audience = (): 'admin' | 'manager' => (user.userType === 1 ? 'admin' : 'manager');
  const api = new ApiClient({ session, fetch: server.fetch, audience, onSessionLost: () => undefined });
  const services: AppServices = { session, api, queryClient, cookies, logout: async () => undefined };
  // The app's own router configuration (defaultPreload: 'intent'), on a memory history.
  const router = createAppRouter(services);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
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

const officeListReads = (server: FakeOfficeServer) =>
  server.calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/office?')).map((call) => call.url);

afterEach(cleanup);

describe('route loaders and intent preloading', () => {
  it("hovering the menu's Offices link fetches the office list; the page then shows it with no second request", async () => {
    const server = new FakeOfficeServer();
    server.seed(3);
    const router = renderAppAt('/user/company', server);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(officeListReads(server)).toEqual([]);

    fireEvent.mouseEnter(within(menu).getByRole('link', { name: 'Offices' }));
    await waitFor(() => expect(officeListReads(server)).toEqual(['/api/v1/office?page=1&limit=10&language=en']));
    // Still on the company page: the list came in ahead of the visit.
    expect(router.state.location.pathname).toBe('/user/company');

    fireEvent.click(within(menu).getByRole('link', { name: 'Offices' }));
    expect(await screen.findByRole('cell', { name: 'Office 01' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Office 03' })).toBeTruthy();
    expect(officeListReads(server)).toHaveLength(1);
  });

  it("opening a list page directly loads the page's list before it shows, with the search in the address", async () => {
    const server = new FakeOfficeServer();
    server.seed(12);
    renderAppAt('/user/offices?page=2', server);
    expect(await screen.findByRole('cell', { name: 'Office 11' })).toBeTruthy();
    expect(officeListReads(server)).toEqual(['/api/v1/office?page=2&limit=10&language=en']);
  });

  it("the admin's list routes load the same way: hovering Companies fetches the company list before the visit", async () => {
    const reads: string[] = [];
    // Every admin list answers empty, as the read side does for a platform with nothing of that kind yet.
    const server: Backend = {
      fetch: async (input) => {
        reads.push(String(input));
        return Response.json({ docs: [], totalDocs: 0, page: 1, limit: 50, totalPages: 0 });
      },
    };
    const router = renderAppAt('/admin/faq-categories', server, { _id: 'a1', userType: 1 });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const companyReads = () => reads.filter((url) => url.startsWith('/api/v1/admin/company?'));
    expect(companyReads()).toEqual([]);

    fireEvent.mouseEnter(within(menu).getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(companyReads()).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/admin/faq-categories');

    fireEvent.click(within(menu).getByRole('link', { name: 'Companies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
    expect(companyReads()).toHaveLength(1);
  });
});
