import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../router/renderAppAt';

const auditor = { _id: 'au1', userType: 4, redirectPage: '/admin/audit/companies' };
const admin = { _id: 'a1', userType: 1, redirectPage: '/admin/companies' };

/** GET /audit/companies as query-api answers an auditor: the companies of their scope. */
const auditServer: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/audit/companies')
    return Response.json({
      operation: 'success',
      data: [{ _id: '0b7e4c1a-6f57-4c1e-9a59-1f0f3f1f2a3b', name: '東京運送', status: 'Active' }],
    });
  return Response.json({ docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0 });
};

afterEach(cleanup);

describe('an auditor on an admin page (issue 33 item 5)', () => {
  it('is told that the page is for platform admins, on the audit pages, where companies read by name and state in words', async () => {
    const router = renderAppAt('/admin/companies', auditServer, { user: auditor });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^That page is for platform admins only\. As an auditor you can read/);
    expect(router.state.location.pathname).toBe('/admin/audit/companies');
    const row = await screen.findByRole('row', { name: /東京運送/ });
    expect([...within(row).getAllByRole('cell')].map((cell) => cell.textContent)).toEqual(['東京運送', 'Active']);
    expect(document.body.textContent).not.toContain('0b7e4c1a');
  });

  it('leaves a platform admin on the admin page', async () => {
    const router = renderAppAt('/admin/companies', auditServer, { user: admin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
    expect(screen.queryByText(/That page is for platform admins only/)).toBeNull();
  });
});
