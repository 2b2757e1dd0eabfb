import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DevicesPage } from '../../src/features/devices/components/DevicesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';
import { renderWithApp } from '../components/renderWithApp';
import { deviceListServer, ownDevice, rentedDevice } from '../fakes/fakeDeviceListServer';

function DevicesHarness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <DevicesPage search={search} onSearchChange={setSearch} />;
}

/** GET /device (the company's own list) and GET /device/rented as query-api answers them. */
const deviceServer = deviceListServer(
  [
    ownDevice('L-1', 3, { checker: { managerId: 'm1', name: '鈴木 花子', stillManager: true } }),
    ownDevice('L-2', 7),
    ownDevice('L-3', 3, { outOfService: 'usage_limit_passed', checker: { managerId: 'm9', name: '田中 一郎', stillManager: false } }),
  ],
  [rentedDevice('R-1', 2, 0), rentedDevice('R-2', 1, 2, { checker: { managerId: 'm1', name: '鈴木 花子', stillManager: true } })],
);

const rowOf = async (serialNo: string) =>
  within((await screen.findByRole('cell', { name: serialNo })).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('devices page', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    activateEnglish();
  });

  it("names each detector's model, on the company's own list and the rented one, never a bare number", async () => {
    renderWithApp(<DevicesHarness />, deviceServer);
    expect((await rowOf('L-1')).slice(0, 2)).toEqual(['L-1', 'ALBLO FC-1000']);
    // A model number no longer on the list (an old record) reads "#7".
    expect((await rowOf('L-2')).slice(0, 2)).toEqual(['L-2', '#7']);
    expect((await rowOf('R-1')).slice(0, 5)).toEqual(['R-1', 'CAX-AD300', 'In service', 'Not assigned', '2026.01.15']);
    expect((await rowOf('R-2')).slice(0, 3)).toEqual(['R-2', 'ALC-MobileII', 'Out of service (taken out by FleetCheck)']);
  });

  it('says on each list whether a detector is in service and, if not, why', async () => {
    renderWithApp(<DevicesHarness />, deviceServer);
    expect((await rowOf('L-1'))[3]).toBe('In service');
    expect((await rowOf('L-3'))[3]).toBe('Out of service: past its usage limit date');
  });

  it("names each detector's assigned checker on both lists: by name, 'Not assigned' when none, a warning when no longer a manager", async () => {
    renderWithApp(<DevicesHarness />, deviceServer);
    // Own list: serial, model, tests taken, status, checker; rented list: serial, model, status, checker.
    expect((await rowOf('L-1'))[4]).toBe('鈴木 花子');
    expect((await rowOf('L-2'))[4]).toBe('Not assigned');
    expect((await rowOf('L-3'))[4]).toBe('田中 一郎 (no longer a manager)');
    expect((await rowOf('R-1'))[3]).toBe('Not assigned');
    expect((await rowOf('R-2'))[3]).toBe('鈴木 花子');
    expect(screen.getAllByRole('columnheader', { name: 'Checker' })).toHaveLength(2);
  });

  it('in Japanese the checker column is 確認者, with 未設定 and the warning in Japanese', async () => {
    await activateJapanese();
    renderWithApp(<DevicesHarness />, deviceServer);
    expect((await rowOf('L-1'))[4]).toBe('鈴木 花子');
    expect((await rowOf('L-2'))[4]).toBe('未設定');
    expect((await rowOf('L-3'))[4]).toBe('田中 一郎（管理者ではなくなりました）');
    expect(screen.getAllByRole('columnheader', { name: '確認者' })).toHaveLength(2);
  });

  it('in Japanese the model names stay (product names) and the status is translated', async () => {
    await activateJapanese();
    renderWithApp(<DevicesHarness />, deviceServer);
    expect((await rowOf('L-1')).slice(0, 2)).toEqual(['L-1', 'ALBLO FC-1000']);
    expect((await rowOf('R-1')).slice(0, 3)).toEqual(['R-1', 'CAX-AD300', '稼働中']);
    expect((await rowOf('R-2')).slice(0, 3)).toEqual(['R-2', 'ALC-MobileII', '使用停止（FleetCheck による停止）']);
    expect((await rowOf('L-3'))[3]).toBe('使用停止：使用期限切れ');
  });
});

/** One detector of the company's own, registered at 00:30 on 1 April in Japan, still 31 March in UTC; none rented. */
const japanDayServer = deviceListServer(
  [ownDevice('OWN-0001', 2, { _id: 'd1', totalUsed: 3, createdAt: '2026-03-31T15:30:00.000Z', updatedAt: '2026-03-31T15:30:00.000Z' })],
  [],
);

describe("the company's device list dates", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the day a detector was registered in Japan: 00:30 on 1 April in Tokyo is 2026.04.01, not 31 March', async () => {
    renderWithApp(<DevicesHarness />, japanDayServer);
    const row = (await screen.findByRole('cell', { name: 'OWN-0001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026.04.01')).toBeTruthy();
    expect(within(row).queryByText('2026.03.31')).toBeNull();
  });
});
