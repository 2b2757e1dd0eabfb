import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { missedChecksServer, returnedRecordsServer } from '../fakes/fakeManagerViewsServer';
import { renderAppAt } from '../router/renderAppAt';

const manager = { _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' };

afterEach(cleanup);

describe("the month's missed checks (issue 33 item 5)", () => {
  it('shows per office and per driver the days missed and which checks, and asks again for another office', async () => {
    const server = missedChecksServer();
    const router = renderAppAt('/user/missed-checks?month=2026-11', server.fetchFn, { user: manager });
    const offices = await screen.findByRole('table', { name: 'Missed checks per office' });
    expect(
      within(offices)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['OfficeDrivers who missed oneDays missed', '本社12', '大阪営業所11']);
    const drivers = screen.getByRole('table', { name: 'Missed checks per driver' });
    const aoki = within(drivers).getByRole('row', { name: /青木 太郎/ });
    expect(
      within(aoki)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026.11.02 After driving', '2026.11.05 Before driving・After driving']);
    expect(screen.getByText(/Days judged: 2026.11.01 to 2026.11.19/)).toBeTruthy();
    expect(server.asked).toEqual(['?month=2026-11']);

    fireEvent.change(await screen.findByLabelText('Office'), { target: { value: 'o2' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ month: '2026-11', office: 'o2' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /青木 太郎/ })).toBeNull());
    expect(server.asked.at(-1)).toBe('?month=2026-11&office=o2');
  });

  it('says so when no day of the month is over yet', async () => {
    renderAppAt('/user/missed-checks?month=2026-12', missedChecksServer().fetchFn, { user: manager });
    expect(await screen.findByText('No day of this month is over yet.')).toBeTruthy();
  });
});

describe('the returned records (issue 33 item 5)', () => {
  it('lists every record returned and not corrected, whatever its day, with who returned it, when and why', async () => {
    const server = returnedRecordsServer();
    renderAppAt('/user/returned-records', server.fetchFn, { user: manager });
    const table = await screen.findByRole('table', { name: 'Returned records' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['青木 太郎', '2026.11.19 8:30', 'Before driving', '鈴木 花子', '2026.11.20 10:05', '車両番号が違います'],
      ['石井 太郎', '2026.10.02 8:30', 'After driving', '鈴木 花子', '2026.11.20 10:05', '確認者の記入漏れ'],
    ]);
    expect(screen.getByText('2 returned records are waiting for a correction.')).toBeTruthy();
    expect(server.asked).toEqual(['?confirmation=returned&page=1&limit=20']);
  });

  it('has the words of both views in Japanese', () => {
    const catalog = readFileSync(join(process.cwd(), 'src/locales/ja/messages.po'), 'utf8');
    for (const [english, japanese] of [
      ['Missed checks', '未実施の確認'],
      ['Returned records', '差し戻し中の記録'],
      ['Not needed (off duty)', '不要（非番）'],
      ['Days missed', '未実施の日数'],
    ])
      expect(catalog).toContain(`msgid "${english}"\nmsgstr "${japanese}"`);
  });
});
