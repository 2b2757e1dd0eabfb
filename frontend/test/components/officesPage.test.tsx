import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OfficesPage } from '../../src/features/offices/components/OfficesPage';
import { readListSearch, type ListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from './renderWithApp';
import { definitionOf } from './definitionList';
import { FakeOfficeServer } from '../fakes/fakeOfficeServer';

function OfficesHarness({ onSearch }: { readonly onSearch?: (search: ListSearch) => void }) {
  const [search, setSearch] = useState(readListSearch({}));
  return (
    <OfficesPage
      search={search}
      onSearchChange={(next) => {
        onSearch?.(next);
        setSearch(next);
      }}
    />
  );
}

describe('offices list page', () => {
  let server: FakeOfficeServer;
  const scrollTo = vi.fn();

  beforeEach(() => {
    server = new FakeOfficeServer();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('pages through the results, scrolling to the top on each page change', async () => {
    server.seed(12);
    renderWithApp(<OfficesHarness />, server.fetch);

    await screen.findByText('Office 01');
    expect(screen.getByText('1-10 of 12 results')).toBeTruthy();
    const scrollsBefore = scrollTo.mock.calls.length;

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Office 11');
    expect(screen.getByText('11-12 of 12 results')).toBeTruthy();
    expect(screen.queryByText('Office 01')).toBeNull();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(scrollsBefore);
    expect(server.calls.at(-1)?.url).toBe('/api/v1/office?page=2&limit=10&language=en');
  });

  it('searches on submit, goes back to page 1, and clears the search when the box is emptied', async () => {
    server.seed(12);
    const searches: ListSearch[] = [];
    renderWithApp(<OfficesHarness onSearch={(search) => searches.push(search)} />, server.fetch);
    await screen.findByText('Office 01');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Office 11');

    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' Office 12 ' } });
    fireEvent.submit(box);
    await waitFor(() => expect(screen.queryByText('Office 11')).toBeNull());
    expect(screen.getByText('Office 12')).toBeTruthy();
    expect(searches.at(-1)).toEqual({ page: 1, query: 'Office 12' });

    fireEvent.change(box, { target: { value: '' } });
    await screen.findByText('Office 01');
    expect(searches.at(-1)).toEqual({ page: 1, query: '' });
  });

  it('sorts by a header, toggling the direction', async () => {
    server.seed(3);
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('Office 01');

    fireEvent.click(screen.getByRole('button', { name: /Office name/ }));
    await waitFor(() => expect(server.calls.at(-1)?.url).toContain('sort=name'));
    fireEvent.click(screen.getByRole('button', { name: /Office name/ }));
    await waitFor(() => expect(server.calls.at(-1)?.url).toContain('sort=-name'));
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('Office 03'));
    expect(screen.getByRole('columnheader', { name: /Office name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the empty-state text when there are no offices', async () => {
    renderWithApp(<OfficesHarness />, server.fetch);
    expect(await screen.findByText('No offices have been registered yet.')).toBeTruthy();
    expect(screen.getByText('0-0 of 0 results')).toBeTruthy();
  });

  it('moves focus to the first invalid field on submit (the shared form layer), then to the next one left invalid', async () => {
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('No offices have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Office' }));
    const panel = await screen.findByRole('dialog');

    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText(/Office name/)));

    fireEvent.change(within(panel).getByLabelText(/Office name/), { target: { value: 'Shinjuku' } });
    fireEvent.change(within(panel).getByLabelText(/^Phone/), { target: { value: 'abc' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText(/^Phone/)));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds an office through the side panel and shows it in the list without a reload', async () => {
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('No offices have been registered yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Add Office' }));
    const panel = await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    expect(within(panel).getAllByText('This field is required')).toHaveLength(6);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText(/Office name/), { target: { value: 'Shinjuku' } });
    fireEvent.change(within(panel).getByLabelText(/^Phone/), { target: { value: 'abc' } });
    expect(within(panel).getByText('Please enter a valid phone number')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Phone/), { target: { value: '03-1111-2222' } });
    for (const [label, value] of [
      [/Postcode/, '160-0022'],
      [/Prefecture/, '東京都'],
      [/Municipality/, '新宿区'],
      [/Town/, '新宿1-1'],
    ] as const) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }
    // The start time the driver app's reminder follows and the cut-off the missed-check alert follows (issue 34 item 5).
    fireEvent.change(within(panel).getByLabelText(/^Start time/), { target: { value: '07:30' } });
    fireEvent.change(within(panel).getByLabelText(/^Cut-off time/), { target: { value: '18:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));

    // The dialog names what was saved: an office, under its own field's label (not a person's "Name").
    const result = await screen.findByRole('dialog', { name: 'Office added' });
    expect(definitionOf(result, 'Office name')).toBe('Shinjuku');
    expect(within(result).queryByText('Name')).toBeNull();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Shinjuku',
      phone: '03-1111-2222',
      prefectures: '東京都',
      fax: '',
      startTime: '07:30',
      cutoff: '18:00',
    });
    expect(await screen.findByRole('cell', { name: 'Shinjuku' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });

  it("shows the server's refusal of a cut-off with no room for the driver reminder on the cut-off field, and saves once it leaves room", async () => {
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('No offices have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Office' }));
    const panel = await screen.findByRole('dialog');
    for (const [label, value] of [
      [/Office name/, 'Early'],
      [/^Phone/, '03-1111-2222'],
      [/Postcode/, '160-0022'],
      [/Prefecture/, '東京都'],
      [/Municipality/, '新宿区'],
      [/Town/, '新宿1-1'],
      // Start 08:00 plus the server's margin (30 minutes) is 08:30: a cut-off then leaves no room for the reminder.
      [/^Start time/, '08:00'],
      [/^Cut-off time/, '08:30'],
    ] as const) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));

    const cutoff = within(panel).getByLabelText(/^Cut-off time/);
    const message =
      "The cut-off time must be later than the start time plus the driver reminder's margin, or no reminder can come before it.";
    await waitFor(() => expect(cutoff.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (cutoff.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(within(panel).getAllByText(message)).toHaveLength(1);
    expect(
      within(panel)
        .getByLabelText(/^Start time/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(server.offices).toHaveLength(0);

    fireEvent.change(cutoff, { target: { value: '08:31' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    await screen.findByRole('dialog', { name: 'Office added' });
    expect(server.offices.map((office) => [office.name, office.startTime, office.cutoff])).toEqual([['Early', '08:00', '08:31']]);
  });

  it('treats an edit with nothing changed as a success without a call, and otherwise sends the whole office', async () => {
    server.add({
      name: 'Umeda',
      phone: '06-1111-2222',
      postcode: '530-0001',
      prefectures: '大阪府',
      municipalities: '大阪市',
      town: '梅田1-1',
    });
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('Umeda');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Umeda' }));
    let panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Office saved' });
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Umeda' }));
    panel = await screen.findByRole('dialog');
    fireEvent.change(within(panel).getByLabelText(/Office name/), { target: { value: 'Umeda North' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Office saved' });
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/office/o1',
      body: {
        name: 'Umeda North',
        phone: '06-1111-2222',
        fax: '',
        postcode: '530-0001',
        prefectures: '大阪府',
        municipalities: '大阪市',
        town: '梅田1-1',
        buildings: '',
      },
      ifMatch: '"0"',
    });
    expect(await screen.findByRole('cell', { name: 'Umeda North' })).toBeTruthy();
  });

  it("refuses an edit over someone else's change with the conflict message, keeping the input", async () => {
    const office = server.add({
      name: 'Sakae',
      phone: '052-111-2222',
      postcode: '460-0008',
      prefectures: '愛知県',
      municipalities: '名古屋市',
      town: '栄1-1',
    });
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('Sakae');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Sakae' }));
    const panel = await screen.findByRole('dialog');
    office.version += 1; // another manager saved the office after this list was read
    fireEvent.change(within(panel).getByLabelText(/Office name/), { target: { value: 'Sakae East' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    const result = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(result).getByText('Someone else changed this in the meantime. Please reload and try again.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"0"');
    expect(server.offices[0]?.name).toBe('Sakae');
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect((screen.getByLabelText(/Office name/) as HTMLInputElement).value).toBe('Sakae East');
  });

  it('deletes only after the warning is confirmed', async () => {
    server.add({ name: 'Namba', phone: '06-3333-4444' });
    renderWithApp(<OfficesHarness />, server.fetch);
    await screen.findByText('Namba');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Namba' }));
    let warning = await screen.findByRole('dialog', { name: 'Delete office' });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Namba' }));
    warning = await screen.findByRole('dialog', { name: 'Delete office' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No offices have been registered yet.')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/office/o1']);
    expect(server.calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('"0"');
  });
});
