import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DevicesPage } from '../../src/features/devices/DevicesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';

/** The company's own detector list and its rented ones, as query-api answers them. */
const server: typeof fetch = async (input) => {
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

function Harness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <DevicesPage search={search} onSearchChange={setSearch} />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the company's device list", () => {
  it('shows the day a detector was registered in Japan: 00:30 on 1 April in Tokyo is 2026.04.01, not 31 March', async () => {
    renderWithApp(<Harness />, server);
    const row = (await screen.findByRole('cell', { name: 'OWN-0001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026.04.01')).toBeTruthy();
    expect(within(row).queryByText('2026.03.31')).toBeNull();
  });
});
