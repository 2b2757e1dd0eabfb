import { ledgerVerificationResponseSchema, type LedgerVerification } from '@fleetcheck/contracts';
import { errorAnswer } from './listPage';

/** The chain head the fake answers for an intact period. */
export const LEDGER_HEAD = 'ab'.repeat(32);

/**
 * Answers GET /audit/company/c1/ledger as query-api does (the answer is parsed with the contract's schema
 * first): intact for a period from 2026-11-02 on, broken at link 1 otherwise; any other company is outside the
 * auditor's scope (403). Records what it was asked (the offices, which the download form beside it reads, apart:
 * none). Held to the real server's answers by deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function ledgerServer() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/audit/company/c1/offices') return Response.json({ operation: 'success', data: [] });
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname !== '/api/v1/audit/company/c1/ledger') return errorAnswer('Errors.Forbidden', 403);
    const data: LedgerVerification =
      (url.searchParams.get('from') ?? '') >= '2026-11-02'
        ? { intact: true, links: 3, head: LEDGER_HEAD, firstMismatch: null }
        : { intact: false, links: 5, head: null, firstMismatch: { seq: 1, testResultId: 'tr-manual-1', reason: 'content_changed' } };
    return Response.json(ledgerVerificationResponseSchema.parse({ operation: 'success', data }));
  };
  return { asked, fetchFn };
}
