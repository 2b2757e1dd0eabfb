import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SessionStore } from '../../src/session/sessionStore';
import { renderAppAt as renderAt } from '../router/renderAppAt';

type Backend = { readonly fetch: typeof fetch };
type SessionUserInput = Parameters<SessionStore['start']>[0];
const manager: SessionUserInput = { _id: 'm1', userType: 2, redirectPage: '/user', firstName: 'Taro', lastName: 'Yamada' };

const renderAppAt = (path: string, server: Backend, user: SessionUserInput) => renderAt(path, server.fetch, { user, appRouter: true });

/** The company profile as GET /auth/company-profile answers it; every other read answers an empty list. */
function companyBackend(): Backend {
  return {
    fetch: async (input) => {
      if (String(input) === '/api/v1/auth/company-profile') {
        return Response.json({
          operation: 'success',
          data: {
            _id: 'c1',
            name: '山田運送株式会社',
            email: 'office@yamada-unso.example',
            phone: '06-1234-5678',
            fax: '06-1234-5679',
            employeeCount: 40,
            carCount: 12,
            postcode: '530-0001',
            prefectures: '大阪府',
            municipalities: '大阪市北区',
            town: '梅田1-1-1',
            buildings: '',
            createdAt: '2026-04-01T00:00:00.000Z',
            updatedAt: '2026-04-01T00:00:00.000Z',
            version: 3,
          },
        });
      }
      return Response.json({ docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0 });
    },
  };
}

afterEach(cleanup);

describe("the signed-in layouts' footer (spec: layouts)", () => {
  it("shows a manager the company's own name, phone, fax, e-mail and address, not the operator's", async () => {
    renderAppAt('/user/offices', companyBackend(), { ...manager, companyName: '山田運送株式会社' });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('Phone: 06-1234-5678')).toBeTruthy());
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
    const failing: Backend = {
      fetch: async () => Response.json({ operation: 'error', error: { key: 'Errors.Internal', status: 500 } }, { status: 500 }),
    };
    renderAppAt('/user/offices', failing, { ...manager, companyName: '山田運送株式会社' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('山田運送株式会社')).toBeTruthy();
    expect(footer.textContent).not.toContain('03-0000-0000');
  });

  it("keeps the operator's contact details in the admin layout", async () => {
    renderAppAt('/admin/companies', companyBackend(), { _id: 'a1', userType: 1 });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('FleetCheck')).toBeTruthy();
    expect(within(footer).getByText('Phone: 03-0000-0000')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'support@fleetcheck.example' })).toBeTruthy();
    expect(footer.textContent).not.toContain('山田運送');
  });
});
