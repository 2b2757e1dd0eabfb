import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { CompaniesPage } from '../../src/features/admin-companies/components/CompaniesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';
import { companyServer } from '../fakes/fakeCompanyServer';

describe('the admin companies page', () => {
  let calls: ReturnType<typeof companyServer>['calls'];
  let fetchFn: typeof fetch;

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
    ({ calls, fetchFn } = companyServer());
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

  it('names the payment method in the shared words of the language shown (銀行振込, クレジットカード)', async () => {
    // Japanese, with no compiled catalog: the page's own messages stay in English, the shared words are Japanese.
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    try {
      renderWithApp(<Harness />, fetchFn);
      const cells = async (name: string) =>
        [...((await screen.findByRole('cell', { name })).closest('tr') as HTMLElement).querySelectorAll('td')].map((td) => td.textContent);
      expect((await cells('Gamma Freight'))[6]).toBe('銀行振込');
      expect((await cells('Beta Logistics'))[6]).toBe('クレジットカード');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
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
