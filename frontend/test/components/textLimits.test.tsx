import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TEXT_MAX_LENGTH } from '@fleetcheck/contracts';
import { OfficesPage } from '../../src/features/offices/components/OfficesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from './renderWithApp';
import { FakeOfficeServer } from './fakeOfficeServer';

function OfficesHarness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <OfficesPage search={search} onSearchChange={setSearch} />;
}

/** Issue 19 item 3: the forms check the same maximum lengths as the APIs (contracts' schemas) and say so in the user's language. */
describe('text length limits in the forms', () => {
  afterEach(cleanup);

  it('the office form takes a 100-character name and marks a 101-character one as too long, sending nothing', async () => {
    const server = new FakeOfficeServer();
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('No offices have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Office' }));
    const panel = await screen.findByRole('dialog');
    const name = within(panel).getByLabelText(/Office name/);

    expect(TEXT_MAX_LENGTH.organisationName).toBe(100);
    fireEvent.change(name, { target: { value: 'x'.repeat(100) } });
    expect(within(panel).queryByText('This is too long.')).toBeNull();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(within(panel).getByText('This is too long.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('the list search box takes at most the 100 characters the query API accepts', async () => {
    const server = new FakeOfficeServer();
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('No offices have been registered yet.');
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('maxlength')).toBe(String(TEXT_MAX_LENGTH.search));
    expect(TEXT_MAX_LENGTH.search).toBe(100);
  });
});
