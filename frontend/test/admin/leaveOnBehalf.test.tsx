import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ServicesContext } from '../../src/session/ServicesContext';
import { PanelStackProvider } from '../../src/components/overlay/PanelStack';
import { UserMenu } from '../../src/shell/UserMenu';
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
