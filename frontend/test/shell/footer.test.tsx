import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SessionStore } from '../../src/session/sessionStore';
import { renderAppAt as renderAt } from '../router/renderAppAt';
import { companyProfileServer } from '../fakes/fakeCompanyProfileServer';
import { companyServer } from '../fakes/fakeCompanyServer';
import { errorAnswer } from '../fakes/listPage';

type SessionUserInput = Parameters<SessionStore['start']>[0];
const manager: SessionUserInput = { _id: 'm1', userType: 2, redirectPage: '/user', firstName: 'Taro', lastName: 'Yamada' };

const renderAppAt = (path: string, fetchFn: typeof fetch, user: SessionUserInput) => renderAt(path, fetchFn, { user, appRouter: true });

afterEach(cleanup);

describe("the signed-in layouts' footer (spec: layouts)", () => {
  it("shows a manager the company's own name, phone, fax, e-mail and address, not the operator's", async () => {
    const server = companyProfileServer();
    renderAppAt('/user/offices', server.fetchFn, { ...manager, companyName: '山田運送株式会社' });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('Phone: 06-1234-5678')).toBeTruthy());
    expect(server.asked).toContain('GET /api/v1/auth/company-profile');
    expect(within(footer).getByText('山田運送株式会社')).toBeTruthy();
    expect(within(footer).getByText('Fax: 06-1234-5679')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'office@yamada-unso.example' }).getAttribute('href')).toBe(
      'mailto:office@yamada-unso.example',
    );
    // The empty building line is left out, not shown as a gap.
    expect(within(footer).getByText('530-0001 大阪府 大阪市北区 梅田1-1-1')).toBeTruthy();
    expect(footer.textContent).not.toContain('FleetCheck');
    expect(footer.textContent).not.toContain('03-0000-0000');
  });

  it("shows the session's company name while the profile cannot be read, and no operator details", async () => {
    const failing: typeof fetch = async () => errorAnswer('Errors.Internal', 500);
    renderAppAt('/user/offices', failing, { ...manager, companyName: '山田運送株式会社' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('山田運送株式会社')).toBeTruthy();
    expect(footer.textContent).not.toContain('03-0000-0000');
  });

  it("keeps the operator's contact details in the admin layout", async () => {
    renderAppAt('/admin/companies', companyServer().fetchFn, { _id: 'a1', userType: 1 });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('FleetCheck')).toBeTruthy();
    expect(within(footer).getByText('Phone: 03-0000-0000')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'support@fleetcheck.example' })).toBeTruthy();
    expect(footer.textContent).not.toContain('山田運送');
  });
});
