import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { LedgerVerificationSection } from '../../src/features/audit/components/LedgerVerificationSection';
import { renderWithApp } from '../components/renderWithApp';
import { LEDGER_HEAD as HEAD, ledgerServer as fakeLedgerServer } from '../fakes/fakeLedgerServer';

describe('ledger verification on the company audit page (issue 22 item 3)', () => {
  afterEach(cleanup);

  it('asks the server for the period and shows the first mismatching record, then intact with the chain head', async () => {
    const server = fakeLedgerServer();
    renderWithApp(<LedgerVerificationSection companyId="c1" />, server.fetchFn);
    // Nothing is recomputed before the auditor asks.
    expect(server.asked).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const broken = await screen.findByTestId('ledger-verdict');
    expect(broken.textContent).toBe(
      'Broken First mismatching record: tr-manual-1 (link 1) the stored record was changed after it was sealed',
    );
    expect(server.asked).toEqual(['/api/v1/audit/company/c1/ledger']);

    fireEvent.change(screen.getByLabelText('From (Japan date)'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('To (Japan date)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('Intact')).closest('[data-testid="ledger-verdict"]')?.textContent).toBe(
      `Intact 3 links checked.Chain head ${HEAD}`,
    );
    expect(server.asked.at(-1)).toBe('/api/v1/audit/company/c1/ledger?from=2026-11-02&to=2026-11-30');
  });

  it('says so when the server refuses (a company outside the auditor scope)', async () => {
    const server = fakeLedgerServer();
    renderWithApp(<LedgerVerificationSection companyId="c2" />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ledger could not be verified (or you may not audit this company).');
  });
});
