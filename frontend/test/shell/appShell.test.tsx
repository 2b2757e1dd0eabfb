import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../src/session/sessionData';
import { FakeOfficeServer } from '../components/fakeOfficeServer';
import { renderAppAt } from '../router/renderAppAt';

const renderAt = (path: string, user?: SessionUser) => renderAppAt(path, new FakeOfficeServer().fetch, { user });

const manager: SessionUser = {
  _id: 'm1',
  userType: 2,
  redirectPage: '/user',
  firstName: 'Taro',
  lastName: 'Yamada',
  companyName: 'Acme Logistics',
};

afterEach(cleanup);

describe('application shell', () => {
  it('gives managers the header title, Dashboard, the Settings group and the company name', async () => {
    renderAt('/user/offices', manager);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offices' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Acme Logistics')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Cars', 'Drivers', 'Managers', 'Devices', 'Offices', 'Company', 'Plan'])
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('#help');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('gives a lapsed company’s manager (records-only) the check board and a notice, none of the other pages', async () => {
    renderAt('/user/offices', manager);
    const full = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(full).getByRole('link', { name: 'Offices' })).toBeTruthy();
    cleanup();

    renderAt('/user/check-board', { ...manager, recordsOnly: true });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText(/Your subscription has ended\. For one year after the paid term/)).toBeTruthy();
    expect(
      within(menu)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Check board', 'Help']);
  });

  it('gives admins Companies, Devices and the FAQ group', async () => {
    renderAt('/admin/companies', { _id: 'a1', userType: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Companies', 'Devices', 'Categories', 'Articles']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('hides the side menu while registration is incomplete, and puts its language switch in the header', async () => {
    renderAt('/user/tariffs', { ...manager, redirectPage: '/user/tariffs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const header = screen.getByRole('banner');
    expect((within(header).getByLabelText('Language') as HTMLSelectElement).tagName).toBe('SELECT');
  });

  it('once registered, the language switch is in the side menu only', async () => {
    renderAt('/user/offices', manager);
    await screen.findByRole('heading', { level: 1, name: 'Offices' });
    expect(within(screen.getByRole('banner')).queryByLabelText('Language')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' }).parentElement!).getAllByLabelText('Language')).toHaveLength(1);
  });

  it('shows users who are neither manager nor admin an empty menu', async () => {
    renderAt('/user', { _id: 'x', userType: 7, redirectPage: '/user' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Help']);
  });

  it('redirects company pages without a session to the login with the original location', async () => {
    const router = renderAt('/user/drivers?page=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(router.state.location.search).toEqual({ page: 'login', redirect: '/user/drivers?page=3' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('redirects admin pages to the admin login when the session is not an admin one', async () => {
    const router = renderAt('/admin/devices', manager);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-authorization'));
  });

  it('opens the FAQ panel when the URL hash is non-empty', async () => {
    renderAt('/user/offices#help', manager);
    expect(await screen.findByRole('dialog', { name: 'Frequently asked questions' })).toBeTruthy();
  });
});
