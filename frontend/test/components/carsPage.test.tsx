import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CarsPage } from '../../src/features/cars/components/CarsPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { car, carServer } from '../fakes/fakeCarServer';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';
import { renderWithApp } from './renderWithApp';

function CarsHarness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <CarsPage search={search} onSearchChange={setSearch} />;
}

/** 15 June 2026, 12:00 in Japan: only Date is faked, so the page's "today" is fixed and its requests run. */
const TODAY = new Date('2026-06-15T03:00:00.000Z');

// The inspection expired the day before; the insurance ends in 30 days (amber) or in 31 (plain).
const cars = [car('品川 300 あ 1-1', '2026-06-14', '2026-07-15'), car('品川 300 あ 2-2', '2026-06-15', '2026-07-16')];

const cellsOf = async (number: string) => {
  const row = (await screen.findByRole('cell', { name: number })).closest('tr') as HTMLElement;
  const dates = within(row).getAllByText(/^2026\.0[67]\.\d\d/);
  return dates.map((date) => ({
    text: date.closest('td')!.textContent,
    mark: date.closest('td')!.querySelector('[data-expiry]')?.getAttribute('data-expiry') ?? null,
  }));
};

describe('cars list page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    activateEnglish();
    vi.useRealTimers();
  });

  it('marks a past inspection red and insurance ending within 30 days amber, with the legend, in English', async () => {
    renderWithApp(<CarsHarness />, carServer(cars));
    expect(await cellsOf('品川 300 あ 1-1')).toEqual([
      { text: '2026.06.14 (expired)', mark: 'expired' },
      { text: '2026.07.15 (expiring soon)', mark: 'expiring' },
    ]);
    // An inspection ending today is still valid today: amber, not red; insurance 31 days off: plain.
    expect(await cellsOf('品川 300 あ 2-2')).toEqual([
      { text: '2026.06.15 (expiring soon)', mark: 'expiring' },
      { text: '2026.07.16', mark: null },
    ]);
    expect(screen.getByText('Red: expired').className).toBe('expiry--expired');
    expect(screen.getByText('Amber: expires within 30 days').className).toBe('expiry--expiring');
  });

  it("follows the server's EXPIRY_WARNING_DAYS: with 45 days, insurance 31 days off is amber and the legend says 45", async () => {
    renderWithApp(<CarsHarness />, carServer(cars, 45));
    await screen.findByText('Amber: expires within 45 days');
    expect(await cellsOf('品川 300 あ 2-2')).toEqual([
      { text: '2026.06.15 (expiring soon)', mark: 'expiring' },
      { text: '2026.07.16 (expiring soon)', mark: 'expiring' },
    ]);
  });

  it('shows the same marks and legend in Japanese', async () => {
    await activateJapanese();
    renderWithApp(<CarsHarness />, carServer(cars));
    expect(await cellsOf('品川 300 あ 1-1')).toEqual([
      { text: '2026.06.14 (期限切れ)', mark: 'expired' },
      { text: '2026.07.15 (期限間近)', mark: 'expiring' },
    ]);
    expect(screen.getByText('赤：期限切れ')).toBeTruthy();
    expect(screen.getByText('橙：30日以内に期限')).toBeTruthy();
  });

  it('warns in the car form, before saving, that the inspection has passed or the insurance is close, in Japanese', async () => {
    await activateJapanese();
    renderWithApp(<CarsHarness />, carServer([]));
    fireEvent.click(await screen.findByRole('button', { name: '車両を追加' }));
    const panel = await screen.findByRole('dialog');
    const pick = (field: string, year: string, month: string, day: string) => {
      for (const [part, value] of [
        ['年', year],
        ['月', month],
        ['日', day],
      ] as const) {
        fireEvent.change(within(panel).getByLabelText(`${field}：${part}`), { target: { value } });
      }
    };
    expect(within(panel).queryByRole('status')).toBeNull();
    pick('車検満了日', '2026', '06', '14');
    expect(
      within(panel)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['この日付は既に過ぎています。保存するとすぐに期限切れの通知が出ます。']);
    pick('保険満了日', '2026', '07', '15');
    expect(
      within(panel)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([
      'この日付は既に過ぎています。保存するとすぐに期限切れの通知が出ます。',
      'この日付は30日以内です。保存するとすぐに期限間近の通知が出ます。',
    ]);
  });
});
