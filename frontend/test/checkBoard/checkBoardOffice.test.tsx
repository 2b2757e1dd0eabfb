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

const page = (docs: unknown[]) => ({
  docs,
  totalDocs: docs.length,
  limit: 1000,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
  pagingCounter: 1,
});

/** The office lookup (本社, 大阪営業所) and the board of whatever day and office is asked; records the board's queries. */
function boardServer() {
  const boards: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/office')
      return Response.json(
        page([
          { id: 'o1', name: '本社' },
          { id: 'o2', name: '大阪営業所' },
        ]),
      );
    if (url.pathname === '/api/v1/check-board') {
      boards.push(url.search);
      const office = url.searchParams.get('office');
      const driver = office === 'o2' ? { driverId: 'd2', lastName: '石井' } : { driverId: 'd1', lastName: '青木' };
      const missing = { state: 'missing', testResultId: null };
      return Response.json({
        operation: 'success',
        data: {
          date: url.searchParams.get('date'),
          office,
          drivers: [{ ...driver, firstName: '太郎', officeId: office, onDuty: true, before_driving: missing, after_driving: missing }],
        },
      });
    }
    return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
  }) as typeof fetch;
  return { boards, fetchFn };
}

function renderAt(path: string, fetchFn: typeof fetch) {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start({ _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' }, { token: 't', refreshToken: 'r' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = new ApiClient({ session, fetch: fetchFn, audience: () => 'manager', onSessionLost: () => undefined });
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

describe('the check board of one office (issue 15 item 3)', () => {
  it('reads the office from the address, asks the board of that office, and keeps a new choice (and the day) in the address', async () => {
    const server = boardServer();
    const router = renderAt('/user/check-board?date=2026-11-20&office=o2', server.fetchFn);
    await screen.findByRole('row', { name: /石井 太郎/ });
    const picker = screen.getByLabelText('Office') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toEqual(['All offices', '本社', '大阪営業所']));
    expect(picker.value).toBe('o2');
    expect(server.boards).toEqual(['?date=2026-11-20&office=o2']);

    fireEvent.change(picker, { target: { value: 'o1' } });
    await screen.findByRole('row', { name: /青木 太郎/ });
    expect(router.state.location.search).toEqual({ date: '2026-11-20', office: 'o1' });
    expect(server.boards.at(-1)).toBe('?date=2026-11-20&office=o1');

    // The whole company again: the office leaves the address, the day stays.
    fireEvent.change(screen.getByLabelText('Office'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-11-20' }));
    await waitFor(() => expect(server.boards.at(-1)).toBe('?date=2026-11-20'));
  });
});
