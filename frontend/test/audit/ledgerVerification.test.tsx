import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ledgerVerificationResponseSchema, type LedgerVerification } from '@fleetcheck/contracts';
import { LedgerVerificationSection } from '../../src/features/audit/components/LedgerVerificationSection';
import { renderWithApp } from '../components/renderWithApp';

const HEAD = 'ab'.repeat(32);

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
 * GET .../ledger-export: a CSV file. Records every ledger call it was asked.
 */
function fakeLedgerServer() {
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
    const data: LedgerVerification = changed
      ? {
          intact: false,
          links: 3,
          office,
          periodLinks,
          head: null,
          firstMismatch: { seq: changed.seq, testResultId: changed.testResultId, officeId: changed.office, reason: 'content_changed' },
        }
      : { intact: true, links: 3, office, periodLinks, head: HEAD, firstMismatch: null };
    return Response.json(ledgerVerificationResponseSchema.parse({ operation: 'success', data }));
  };
  return { asked, fetchFn };
}

describe('ledger verification of an office on the company audit page (issue 22 item 3)', () => {
  beforeEach(() => {
    // jsdom makes no object URLs; the browser test downloads the file for real.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ledger');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("asks for the office and period, shows the first mismatching record and its office, then intact with the head and the office's links", async () => {
    const server = fakeLedgerServer();
    renderWithApp(<LedgerVerificationSection companyId="c1" />, server.fetchFn);
    const office = screen.getByLabelText<HTMLSelectElement>('Office');
    await screen.findByRole('option', { name: 'Tokyo' });
    expect([...office.options].map((option) => option.textContent)).toEqual(['All offices', 'Osaka', 'Tokyo']);
    // Nothing is recomputed before the auditor asks.
    expect(server.asked).toEqual([]);

    fireEvent.change(office, { target: { value: 'o-tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const broken = await screen.findByTestId('ledger-verdict');
    // Osaka's record breaks the company's chain for Tokyo too; Tokyo has tr-1 and tr-3.
    expect(broken.textContent).toBe(
      'Broken First mismatching record: tr-2 (Osaka) (link 2) the stored record was changed after it was sealed' +
        'Links of Tokyo in the period: 2',
    );
    expect(server.asked).toEqual(['/api/v1/audit/company/c1/ledger?office=o-tokyo']);

    fireEvent.change(screen.getByLabelText('From (Japan date)'), { target: { value: '2026-11-06' } });
    fireEvent.change(screen.getByLabelText('To (Japan date)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('Intact')).closest('[data-testid="ledger-verdict"]')?.textContent).toBe(
      `Intact 3 links checked.Chain head ${HEAD}Links of Tokyo in the period: 1`,
    );
    expect(server.asked.at(-1)).toBe('/api/v1/audit/company/c1/ledger?office=o-tokyo&from=2026-11-06&to=2026-11-30');

    // All offices over the same period: tr-3 alone.
    fireEvent.change(office, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Links of all offices in the period: 1');
    expect(server.asked.at(-1)).toBe('/api/v1/audit/company/c1/ledger?from=2026-11-06&to=2026-11-30');
  });

  it('downloads the ledger of the office picked for the verification, the file that carries the same head', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = fakeLedgerServer();
    renderWithApp(<LedgerVerificationSection companyId="c1" />, server.fetchFn);
    await screen.findByRole('option', { name: 'Tokyo' });
    fireEvent.change(screen.getByLabelText('Office'), { target: { value: 'o-tokyo' } });
    fireEvent.change(screen.getByLabelText('Ledger month'), { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download ledger (CSV)' }));
    await waitFor(() =>
      expect(server.asked).toEqual(['/api/v1/audit/company/c1/ledger-export?month=2026-11&format=csv&language=en&office=o-tokyo']),
    );
    await waitFor(() => expect(saved).toEqual(['ledger_2026-11_o-tokyo.csv']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server refuses (a company outside the auditor scope)', async () => {
    const server = fakeLedgerServer();
    renderWithApp(<LedgerVerificationSection companyId="c2" />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ledger could not be verified (or you may not audit this company).');
  });
});
