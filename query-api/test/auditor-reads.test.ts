import { describe, expect, it } from 'vitest';
import { auditorReadOf } from '../src/auth/auditor-reads';

describe('what an auditor read is recorded as', () => {
  const route = { path: '/audit/company/:id/ledger-export' };

  it('a CSV or PDF answer is an export in that format, with the path and query as asked', () => {
    expect(
      auditorReadOf({ url: '/audit/company/c1/ledger-export?month=2026-11&format=csv', route }, 'c1', 'text/csv; charset=utf-8'),
    ).toEqual({
      action: 'export',
      format: 'csv',
      what: '/audit/company/c1/ledger-export?month=2026-11&format=csv',
      route: '/audit/company/:id/ledger-export',
      companyId: 'c1',
    });
    // No format in the query: the file the route answers by default (a PDF) is still an export.
    expect(auditorReadOf({ url: '/audit/company/c1/ledger-export?month=2026-11', route }, 'c1', 'application/pdf')).toMatchObject({
      action: 'export',
      format: 'pdf',
    });
  });

  it('a JSON answer is a read, of no company when the route names none', () => {
    expect(
      auditorReadOf({ url: '/audit/companies', route: { path: '/audit/companies' } }, undefined, 'application/json; charset=utf-8'),
    ).toEqual({
      action: 'read',
      what: '/audit/companies',
      route: '/audit/companies',
      companyId: null,
    });
  });

  it('a long query is cut to the 300 characters the event keeps', () => {
    const url = `/audit/access-log?company=${'x'.repeat(400)}`;
    expect(auditorReadOf({ url }, undefined, 'application/json').what).toBe(url.slice(0, 300));
  });
});
