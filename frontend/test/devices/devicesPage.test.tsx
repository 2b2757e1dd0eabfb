import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { CompanyDeviceRecord, DeviceRecord } from '@fleetcheck/contracts';
import { DevicesPage } from '../../src/features/devices/components/DevicesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';
import { renderWithApp } from '../components/renderWithApp';

function DevicesHarness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <DevicesPage search={search} onSearchChange={setSearch} />;
}

const stamps = { createdAt: '2026-01-10T00:00:00.000Z', updatedAt: '2026-01-10T00:00:00.000Z', version: 0 };
const own = (serialNo: string, model: number): CompanyDeviceRecord => ({
  _id: serialNo,
  company: 'c1',
  serialNo,
  model,
  totalUsed: 0,
  ...stamps,
});
const rented = (serialNo: string, model: number, status: number): DeviceRecord => ({
  _id: serialNo,
  serialNo,
  company: { _id: 'c1', name: '東京運輸株式会社' },
  regDate: '2026-01-15',
  status,
  model,
  totalUsed: 0,
  ...stamps,
});

/** GET /device (the company's own list) and GET /device/rented as query-api answers them. */
const deviceServer: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/device/rented') {
    return Response.json({ operation: 'success', data: [rented('R-1', 2, 0), rented('R-2', 1, 2)] });
  }
  const docs = [own('L-1', 3), own('L-2', 7)];
  return Response.json({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
};

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
    expect((await rowOf('R-1')).slice(0, 4)).toEqual(['R-1', 'CAX-AD300', 'In service', '2026.01.15']);
    expect((await rowOf('R-2')).slice(0, 3)).toEqual(['R-2', 'ALC-MobileII', 'Out of service']);
  });

  it('in Japanese the model names stay (product names) and the status is translated', async () => {
    await activateJapanese();
    renderWithApp(<DevicesHarness />, deviceServer);
    expect((await rowOf('L-1')).slice(0, 2)).toEqual(['L-1', 'ALBLO FC-1000']);
    expect((await rowOf('R-1')).slice(0, 3)).toEqual(['R-1', 'CAX-AD300', '稼働中']);
    expect((await rowOf('R-2')).slice(0, 3)).toEqual(['R-2', 'ALC-MobileII', '停止中']);
  });
});

/** The company's own detector list and its rented ones, as query-api answers them. */
const japanDayServer: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/device/rented') return Response.json({ operation: 'success', data: [] });
  if (url.pathname === '/api/v1/device')
    return Response.json({
      docs: [
        {
          _id: 'd1',
          company: 'c1',
          serialNo: 'OWN-0001',
          model: 2,
          totalUsed: 3,
          // Registered at 00:30 on 1 April in Japan, still 31 March in UTC.
          createdAt: '2026-03-31T15:30:00.000Z',
          updatedAt: '2026-03-31T15:30:00.000Z',
          version: 0,
        },
      ],
      totalDocs: 1,
      page: 1,
      limit: 10,
      totalPages: 1,
    });
  return Response.json({}, { status: 404 });
};

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
