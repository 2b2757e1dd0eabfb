import { recordChainVerificationResponseSchema, type RecordChainVerification } from '@fleetcheck/contracts';

/** The chain head the fake answers for an intact period. */
export const RECORD_CHAIN_HEAD = 'ab'.repeat(32);

/** Company c1's chain as the fake server keeps it: three links, one record per link, each in an office on a Japan day. */
const CHAIN = [
  { seq: 1, testResultId: 'tr-1', office: 'o-tokyo', day: '2026-11-01' },
  { seq: 2, testResultId: 'tr-2', office: 'o-osaka', day: '2026-11-05' },
  { seq: 3, testResultId: 'tr-3', office: 'o-tokyo', day: '2026-11-20' },
];

/**
 * Answers as query-api does (each answer parsed with the contract's schema first). GET /audit/company/c1/offices:
 * the company's offices by name. GET /audit/company/c1/ledger?office&from&to: the whole chain is checked; tr-2's
 * stored record was changed, which shows when its day is in the period (the period's content is rehashed; links
 * outside it only for continuity); the office's links of the period are counted; another office is a 404.
 * GET .../ledger-export: a CSV file. Records every ledger call it was asked. Held to the real server's answers by
 * deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function recordChainServer() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const notFound = () => Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    if (url.pathname === '/api/v1/audit/company/c1/offices')
      return Response.json({
        operation: 'success',
        data: [
          { _id: 'o-osaka', name: 'Osaka' },
          { _id: 'o-tokyo', name: 'Tokyo' },
        ],
      });
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/v1/audit/company/c1/ledger-export')
      return new Response('\uFEFFDate,Time\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (url.pathname !== '/api/v1/audit/company/c1/ledger')
      return Response.json({ operation: 'error', error: { key: 'Errors.Forbidden', status: 403 } }, { status: 403 });
    const office = url.searchParams.get('office');
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '9999-12-31';
    if (office !== null && !CHAIN.some((link) => link.office === office)) return notFound();
    const inPeriod = CHAIN.filter((link) => link.day >= from && link.day <= to);
    const periodLinks = inPeriod.filter((link) => office === null || link.office === office).length;
    const changed = inPeriod.find((link) => link.testResultId === 'tr-2');
    const data: RecordChainVerification = changed
      ? {
          intact: false,
          links: 3,
          office,
          periodLinks,
          head: null,
          firstMismatch: {
            seq: changed.seq,
            testResultId: changed.testResultId,
            officeId: changed.office,
            driver: '山田 太郎',
            date: changed.day,
            time: '8:30',
            reason: 'content_changed',
          },
        }
      : { intact: true, links: 3, office, periodLinks, head: RECORD_CHAIN_HEAD, firstMismatch: null };
    return Response.json(recordChainVerificationResponseSchema.parse({ operation: 'success', data }));
  };
  return { asked, fetchFn };
}
