import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordChainVerificationSection } from '../../src/features/audit/components/RecordChainVerificationSection';
import { renderWithApp } from '../components/renderWithApp';
import { RECORD_CHAIN_HEAD as HEAD, recordChainServer as fakeRecordChainServer } from '../fakes/fakeRecordChainServer';

describe('record chain verification of an office on the company audit page (issue 22 item 3)', () => {
  beforeEach(() => {
    // jsdom makes no object URLs; the browser test downloads the file for real.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record-book');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("asks for the office and period, shows the first mismatching record and its office, then intact with the head and the office's links", async () => {
    const server = fakeRecordChainServer();
    renderWithApp(<RecordChainVerificationSection companyId="c1" />, server.fetchFn);
    const office = screen.getByLabelText<HTMLSelectElement>('Office');
    await screen.findByRole('option', { name: 'Tokyo' });
    expect([...office.options].map((option) => option.textContent)).toEqual(['All offices', 'Osaka', 'Tokyo']);
    // Nothing is recomputed before the auditor asks.
    expect(server.asked).toEqual([]);

    fireEvent.change(office, { target: { value: 'o-tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const broken = await screen.findByTestId('record-chain-verdict');
    // Osaka's record (山田 太郎's of 5 November) breaks the company's chain for Tokyo too; Tokyo has tr-1 and tr-3.
    expect(broken.textContent).toBe(
      'Broken First mismatching record: 山田 太郎 2026.11.05 8:30 (Osaka) (link 2) the stored record was changed after it was sealed' +
        'Links of Tokyo in the period: 2',
    );
    expect(server.asked).toEqual(['/api/v1/audit/company/c1/ledger?office=o-tokyo']);

    fireEvent.change(screen.getByLabelText('From (Japan date)'), { target: { value: '2026-11-06' } });
    fireEvent.change(screen.getByLabelText('To (Japan date)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('Intact')).closest('[data-testid="record-chain-verdict"]')?.textContent).toBe(
      `Intact 3 links checked.Chain head ${HEAD}Links of Tokyo in the period: 1`,
    );
    expect(server.asked.at(-1)).toBe('/api/v1/audit/company/c1/ledger?office=o-tokyo&from=2026-11-06&to=2026-11-30');

    // All offices over the same period: tr-3 alone.
    fireEvent.change(office, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Links of all offices in the period: 1');
    expect(server.asked.at(-1)).toBe('/api/v1/audit/company/c1/ledger?from=2026-11-06&to=2026-11-30');
  });

  it('downloads the record book of the office picked for the verification, the file that carries the same head', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = fakeRecordChainServer();
    renderWithApp(<RecordChainVerificationSection companyId="c1" />, server.fetchFn);
    await screen.findByRole('option', { name: 'Tokyo' });
    fireEvent.change(screen.getByLabelText('Office'), { target: { value: 'o-tokyo' } });
    fireEvent.change(screen.getByLabelText('Record book month'), { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download record book (CSV)' }));
    await waitFor(() =>
      expect(server.asked).toEqual(['/api/v1/audit/company/c1/ledger-export?month=2026-11&format=csv&language=en&office=o-tokyo']),
    );
    await waitFor(() => expect(saved).toEqual(['record-book_2026-11_o-tokyo.csv']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server refuses (a company outside the auditor scope)', async () => {
    const server = fakeRecordChainServer();
    renderWithApp(<RecordChainVerificationSection companyId="c2" />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The record chain could not be verified (or you may not audit this company).',
    );
  });
});
