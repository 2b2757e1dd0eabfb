import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckBoardPage } from '../../src/features/check-board/components/CheckBoardPage';
import { renderWithApp } from '../components/renderWithApp';
import { boardServer } from '../fakes/fakeCheckBoardServer';

describe('check board page (issue 15 item 3)', () => {
  afterEach(cleanup);

  it("shows each driver's before- and after-driving check of the day and marks a driver back on duty", async () => {
    const server = boardServer();
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, server.fetchFn);
    const table = await screen.findByRole('table', { name: 'Alcohol checks of 2026.11.20' });
    const cells = (driverId: string) =>
      [...table.querySelectorAll(`tr[data-driver="${driverId}"] td[data-state]`)].map((cell) => cell.getAttribute('aria-label'));
    expect(cells('d1')).toEqual(['Before driving: Done', 'After driving: Missing']);
    expect(cells('d2')).toEqual(['Before driving: Failed', 'After driving: Awaiting confirmation']);
    // The offices lookup (the pickers') may go first.
    expect(server.sent.find((call) => call.path.startsWith('/api/v1/check-board'))).toMatchObject({
      method: 'GET',
      path: '/api/v1/check-board?date=2026-11-20',
    });

    // Off duty: nothing is missing.
    expect(cells('d3')).toEqual(['Before driving: Not needed (off duty)', 'After driving: Not needed (off duty)']);
    const resting = table.querySelector('tr[data-driver="d3"]') as HTMLElement;
    expect(within(resting).getByText(/Off duty/)).toBeTruthy();
    fireEvent.click(within(resting).getByRole('button', { name: 'Mark on duty' }));
    await waitFor(() => expect(within(table.querySelector('tr[data-driver="d3"]') as HTMLElement).getByText(/On duty/)).toBeTruthy());
    expect(cells('d3')).toEqual(['Before driving: Missing', 'After driving: Missing']);
    expect(server.sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/driver/d3/duty',
      body: { date: '2026-11-20', onDuty: true },
    });
  });

  it('has every word of the board in Japanese', () => {
    const catalog = readFileSync(join(process.cwd(), 'src/locales/ja/messages.po'), 'utf8');
    for (const [english, japanese] of [
      ['Check board', 'チェック状況'],
      ['Missing', '未実施'],
      ['Mark off duty', '非番にする'],
      ['Record book (PDF)', '記録簿をダウンロード（PDF）'],
      ['Shift_JIS (older Excel)', 'Shift_JIS（以前の Excel 向け）'],
    ])
      expect(catalog).toContain(`msgid "${english}"\nmsgstr "${japanese}"`);
  });
});
