import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CompaniesPage } from '../../src/features/admin-companies/components/CompaniesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';

const company = {
  _id: 'c1',
  name: 'Alpha Transport',
  email: 'alpha@example.com',
  phone: '03-1234-5678',
  fax: '',
  employeeCount: 12,
  carCount: 3,
  postcode: '100-0001',
  prefectures: 'Tokyo',
  municipalities: 'Chiyoda',
  town: '1-1',
  buildings: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
  subscription: null,
  managerName: 'Yamada Taro',
  deviceTotal: 2,
};

/** A self-registered company paying by card, its term running to 30 November: billed again on 1 December. */
const cardCompany = {
  ...company,
  _id: 'c2',
  name: 'Beta Logistics',
  managerName: 'Suzuki Hanako',
  subscription: {
    carCount: 6,
    deviceCount: 2,
    paymentSchedule: 'monthly' as const,
    paymentMethod: 'card' as const,
    status: 'Active' as const,
    startDate: '2026-11-01',
    expiryDate: '2026-11-30',
    totalAmount: 15000,
    deviceAmount: 6000,
    carAmount: 9000,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};
/** A company awaiting its first bank transfer: no term yet, so no billing date. */
const pendingCompany = {
  ...cardCompany,
  _id: 'c3',
  name: 'Gamma Freight',
  subscription: {
    ...cardCompany.subscription,
    paymentSchedule: 'yearly' as const,
    paymentMethod: 'bank transfer' as const,
    status: 'Pending' as const,
    startDate: null,
    expiryDate: null,
  },
};

describe('the admin companies page', () => {
  let calls: { method: string; url: string; body?: unknown }[];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET')
      return Response.json({ docs: [company, cardCompany, pendingCompany], totalDocs: 3, page: 1, limit: 50, totalPages: 1 });
    return Response.json({ operation: 'success', data: { id: 'c1', revision: 3 } });
  };

  function Harness() {
    const [search, setSearch] = useState(readListSearch({}));
    return <CompaniesPage search={search} onSearchChange={setSearch} />;
  }

  const openEditPanel = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alpha Transport' }));
    return waitFor(() => {
      const panel = document.querySelector<HTMLElement>('[data-panel-id="admin-edit-company"]');
      if (!panel) throw new Error('panel not open');
      return panel;
    });
  };

  beforeEach(() => {
    calls = [];
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('asks for 50 companies per page and sorts by a header', async () => {
    renderWithApp(<Harness />, fetchFn);
    await screen.findByRole('cell', { name: 'Alpha Transport' });
    expect(calls[0]?.url).toBe('/api/v1/admin/company?page=1&limit=50&language=en');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Devices rented/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=deviceTotal'));
  });

  it('shows each company’s manager, plan, status, payment method and next billing date', async () => {
    renderWithApp(<Harness />, fetchFn);
    const cells = async (name: string) =>
      [...((await screen.findByRole('cell', { name })).closest('tr') as HTMLElement).querySelectorAll('td')].map((td) => td.textContent);
    expect((await cells('Beta Logistics')).slice(0, 9)).toEqual([
      'Beta Logistics',
      'Suzuki Hanako',
      'alpha@example.com',
      '03-1234-5678',
      '6 / 2 (Monthly)',
      'Active',
      'Card',
      '2026.12.01',
      '2',
    ]);
    expect((await cells('Gamma Freight')).slice(4, 8)).toEqual(['6 / 2 (Yearly)', 'Awaiting payment', 'Bank transfer', '–']);
    expect((await cells('Alpha Transport')).slice(4, 8)).toEqual(['–', '–', '–', '–']);
  });

  it('saves an edit as the whole company form, and an unchanged form without a call', async () => {
    renderWithApp(<Harness />, fetchFn);
    await screen.findByRole('cell', { name: 'Alpha Transport' });

    let panel = await openEditPanel();
    fireEvent.submit(panel.querySelector('form')!);
    expect(definitionOf(await screen.findByRole('dialog', { name: 'Company details saved' }), 'Company name')).toBe('Alpha Transport');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company details saved' })).toBeNull());

    panel = await openEditPanel();
    fireEvent.change(panel.querySelector('input[name="phone"]')!, { target: { value: '03-9999-0000' } });
    fireEvent.submit(panel.querySelector('form')!);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/company/c1',
      body: {
        name: 'Alpha Transport',
        email: 'alpha@example.com',
        phone: '03-9999-0000',
        fax: '',
        employeeCount: 12,
        carCount: 3,
        postcode: '100-0001',
        prefectures: 'Tokyo',
        municipalities: 'Chiyoda',
        town: '1-1',
        buildings: '',
      },
    });
  });
});
