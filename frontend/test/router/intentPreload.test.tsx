import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionStore } from '../../src/session/sessionStore';
import { FakeOfficeServer } from '../fakes/fakeOfficeServer';
import { renderAppAt as renderAt } from './renderAppAt';

/*
 * Issue 18 item 8: every route that shows data loads it in a route loader (ensureQueryData), so the app's intent
 * preloading fetches a page's data when its link is hovered, and the page then shows it without asking the server again.
 */

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

/** The app with its own router configuration (defaultPreload: 'intent'), on a memory history. */
const renderAppAt = (path: string, server: Backend, user: SessionUserInput = manager) =>
  renderAt(path, server.fetch, { user, appRouter: true });

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

  describe('every route that shows data preloads it', () => {
    /** Answers every read (the loaders' requests are what is counted here, not what the pages make of the answers). */
    function recordingBackend() {
      const reads: string[] = [];
      const backend: Backend = {
        fetch: async (input) => {
          reads.push(String(input));
          return Response.json({ operation: 'success', data: {}, docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0 });
        },
      };
      return { reads, backend };
    }
    const admin: SessionUserInput = { _id: 'a1', userType: 1 };
    const readsOf = (reads: readonly string[], prefix: string) => reads.filter((url) => url.startsWith(prefix));

    // Hovering the menu link: the reads the page needs go out while the app is still on the page it started from.
    const hovered: { start: string; user: SessionUserInput; link: string; reads: string[] }[] = [
      { start: '/user/offices', user: manager, link: 'Dashboard', reads: ['/api/v1/home?', '/api/v1/test-result?'] },
      { start: '/user/offices', user: manager, link: 'Check board', reads: ['/api/v1/check-board?date='] },
      // (The company's own profile is in the cache already: the footer shows its contact details on every page.)
      { start: '/user/offices', user: manager, link: 'Company', reads: ['/api/v1/auth/profile'] },
      { start: '/user/offices', user: manager, link: 'Plan', reads: ['/api/v1/auth/profile'] },
      { start: '/admin/companies', user: admin, link: 'Operations', reads: ['/api/v1/admin/jobs/failed', '/api/v1/admin/mail-outbox?'] },
      { start: '/admin/companies', user: admin, link: 'Articles', reads: ['/api/v1/admin/faq?', '/api/v1/admin/faq-category?'] },
      { start: '/admin/companies', user: admin, link: 'Subscription history', reads: ['/api/v1/audit/companies'] },
      { start: '/admin/companies', user: admin, link: 'Access log', reads: ['/api/v1/audit/access-log', '/api/v1/audit/companies'] },
      { start: '/admin/companies', user: admin, link: 'Auditors', reads: ['/api/v1/admin/auditors', '/api/v1/audit/companies'] },
    ];
    it.each(hovered)('hovering $link (from $start) fetches $reads before the visit', async ({ start, user, link, reads: expected }) => {
      const { reads, backend } = recordingBackend();
      const router = renderAppAt(start, backend, user);
      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      await waitFor(() => expect(reads.length).toBeGreaterThan(0)); // the start page's own reads
      for (const prefix of expected) expect(readsOf(reads, prefix)).toEqual([]);

      fireEvent.mouseEnter(within(menu).getByRole('link', { name: link }));
      await waitFor(() => {
        for (const prefix of expected) expect(readsOf(reads, prefix)).toHaveLength(1);
      });
      expect(router.state.location.pathname).toBe(start);
    });

    // Routes no menu link leads to (a row's link, a button, a redirect): the router's preload, which a hovered link calls.
    const preloaded: { start: string; user: SessionUserInput; to: string; params?: Record<string, string>; reads: string[] }[] = [
      { start: '/user/offices', user: manager, to: '/user/settings', reads: ['/api/v1/auth/profile'] },
      { start: '/user/offices', user: manager, to: '/user/payment', reads: ['/api/v1/auth/profile'] },
      { start: '/user/offices', user: manager, to: '/user/cancelation', reads: ['/api/v1/auth/profile'] },
      { start: '/admin/companies', user: admin, to: '/admin/faq-article-creator', reads: ['/api/v1/admin/faq-category?'] },
      {
        start: '/admin/companies',
        user: admin,
        to: '/admin/faq-article-creator/$id',
        params: { id: 'f1' },
        reads: ['/api/v1/admin/faq/f1', '/api/v1/admin/faq-category?'],
      },
      {
        start: '/admin/companies',
        user: admin,
        to: '/admin/audit/companies/$companyId',
        params: { companyId: 'c1' },
        reads: ['/api/v1/admin/company/c1/subscription-history'],
      },
    ];
    it.each(preloaded)('preloading $to fetches $reads before the visit', async ({ start, user, to, params, reads: expected }) => {
      const { reads, backend } = recordingBackend();
      const router = renderAppAt(start, backend, user);
      await screen.findByRole('navigation', { name: 'Main menu' });
      for (const prefix of expected) expect(readsOf(reads, prefix)).toEqual([]);

      await router.preloadRoute({ to, params } as Parameters<typeof router.preloadRoute>[0]);
      for (const prefix of expected) expect(readsOf(reads, prefix)).toHaveLength(1);
      expect(router.state.location.pathname).toBe(start);
    });
  });
});
