import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ServicesContext } from '../../src/session/ServicesContext';
import { PanelStackProvider } from '../../src/components/overlay/PanelStack';
import { UserMenu } from '../../src/shell/UserMenu';
import { OnBehalfBanner } from '../../src/shell/OnBehalfBanner';
import { testServices } from '../components/testServices';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const adminUser = { _id: 'admin-1', userType: 1, redirectPage: '/admin/companies', firstName: 'Admin' };
const companyUser = { _id: 'admin-1', userType: 2, redirectPage: '/user', firstName: 'Admin', companyName: 'Demo Transport' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('leaving a company entered on its behalf (issue 33 item 5)', () => {
  it("signs the on-behalf session out (the access log shows when it ended), then restores the admin's own session", async () => {
    // jsdom does not navigate: the page load that follows is not part of this test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: { path: string; auth: string | null }[] = [];
    const services = testServices(async (input, init) => {
      calls.push({ path: new URL(String(input), 'http://localhost').pathname, auth: new Headers(init?.headers).get('Authorization') });
      return Response.json({ operation: 'success' });
    }, adminUser);
    services.session.enterOnBehalf(companyUser, { token: 'company-jwt', refreshToken: 'company-refresh' });
    render(
      <I18nProvider i18n={i18n}>
        <ServicesContext value={services}>
          <QueryClientProvider client={services.queryClient}>
            <PanelStackProvider>
              <UserMenu />
            </PanelStackProvider>
          </QueryClientProvider>
        </ServicesContext>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to Admin Dashboard' }));
    await waitFor(() => expect(services.session.hasOldSession()).toBe(false));
    expect(calls).toEqual([{ path: '/api/v1/auth/logout', auth: 'JWT company-jwt' }]);
    expect(services.session.read()).toMatchObject({ token: 't', user: { _id: 'admin-1', userType: 1 } });
  });
});

describe('the banner of an admin acting on a company’s behalf (issue 37 item 4)', () => {
  const renderBanner = (services: ReturnType<typeof testServices>) =>
    render(
      <I18nProvider i18n={i18n}>
        <ServicesContext value={services}>
          <QueryClientProvider client={services.queryClient}>
            <OnBehalfBanner />
          </QueryClientProvider>
        </ServicesContext>
      </I18nProvider>,
    );

  it('names the company and leaves, back to the admin’s own session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    const services = testServices(async (input) => {
      calls.push(new URL(String(input), 'http://localhost').pathname);
      return Response.json({ operation: 'success' });
    }, adminUser);
    services.session.enterOnBehalf(companyUser, { token: 'company-jwt', refreshToken: 'company-refresh' });
    renderBanner(services);
    const banner = screen.getByRole('region', { name: 'Acting on behalf of Demo Transport' });
    expect(banner.textContent).toContain('You are acting on behalf of Demo Transport.');
    fireEvent.click(screen.getByRole('button', { name: 'Leave and return to the admin pages' }));
    await waitFor(() => expect(services.session.hasOldSession()).toBe(false));
    expect(calls).toEqual(['/api/v1/auth/logout']);
    expect(services.session.read()).toMatchObject({ user: { _id: 'admin-1', userType: 1 } });
  });

  it('is not there for a manager signed in as themself', () => {
    const services = testServices(async () => Response.json({}), { ...companyUser, _id: 'm1' });
    renderBanner(services);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave and return to the admin pages' })).toBeNull();
  });
});
