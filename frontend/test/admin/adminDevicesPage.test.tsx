import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDevicesPage } from '../../src/features/admin-devices/components/AdminDevicesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';

interface StoredDevice {
  _id: string;
  serialNo: string;
  company: { _id: string; name: string } | null;
  regDate: string;
  status: number;
  model: number;
  totalUsed: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const companies = [
  { _id: 'c1', name: 'Alpha Transport' },
  { _id: 'c2', name: 'Beta Logistics' },
];
const companyDoc = (company: (typeof companies)[number]) => ({
  ...company,
  email: 'a@example.com',
  phone: '03-1234-5678',
  fax: '',
  employeeCount: 1,
  carCount: 1,
  postcode: '100-0001',
  prefectures: 'Tokyo',
  municipalities: 'Chiyoda',
  town: '1-1',
  buildings: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 0,
  subscription: null,
  managerName: null,
  deviceTotal: 0,
});

/** The registry endpoints as query-api and command-api answer them, serial numbers unique. */
class FakeRegistry {
  devices: StoredDevice[] = [];
  posts: unknown[] = [];
  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/v1/admin/company')
      return Response.json({ docs: companies.map(companyDoc), totalDocs: companies.length, page: 1, limit: 1000, totalPages: 1 });
    if (method === 'GET' && url.pathname === '/api/v1/admin/device')
      return Response.json({ docs: this.devices, totalDocs: this.devices.length, page: 1, limit: 10, totalPages: 1 });
    if (method === 'POST' && url.pathname === '/api/v1/admin/device') {
      const body = JSON.parse(String(init?.body)) as { serialNo: string; company: string; regDate: string; status: number; model: number };
      this.posts.push(body);
      if (this.devices.some((device) => device.serialNo === body.serialNo))
        // As command-api's serialTaken(): the key, and the field it is about.
        return Response.json(
          {
            operation: 'error',
            error: { key: 'Errors.SerialNoTaken', status: 409, fields: [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }] },
          },
          { status: 409 },
        );
      const company = companies.find((candidate) => candidate._id === body.company) ?? null;
      const id = `d${this.devices.length + 1}`;
      this.devices.push({ ...body, _id: id, company, totalUsed: 0, createdAt: '', updatedAt: '', version: 0 });
      // As command-api's registerDevice: the secret names the device and is returned this once.
      return Response.json({ operation: 'success', data: { id, revision: 0, secret: `${id}.s3cr3t-once` } }, { status: 201 });
    }
    return Response.json({}, { status: 404 });
  };
}

async function findPanel(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = document.querySelector<HTMLElement>(`[data-panel-id="${id}"]`);
    if (!panel) throw new Error(`panel ${id} is not open`);
    return panel;
  });
}

function Harness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <AdminDevicesPage search={search} onSearchChange={setSearch} />;
}

describe('the admin device registry', () => {
  let registry: FakeRegistry;
  beforeEach(() => {
    registry = new FakeRegistry();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const addDevice = async (serialNo: string, company: string) => {
    fireEvent.click(screen.getByRole('button', { name: 'Add Device' }));
    const panel = await findPanel('admin-add-device');
    fireEvent.change(within(panel).getByLabelText(/Serial number/), { target: { value: serialNo } });
    const companySelect = within(panel).getByLabelText(/Company/);
    await within(companySelect).findByRole('option', { name: company });
    fireEvent.change(companySelect, { target: { value: companies.find((c) => c.name === company)?._id } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    return panel;
  };

  it('registers a device with its company and the default status and model, then lists it', async () => {
    renderWithApp(<Harness />, registry.fetch);
    await screen.findByText('No devices have been registered yet.');

    await addDevice('ALC-100', 'Beta Logistics');

    const dialog = await screen.findByRole('dialog', { name: 'Device added' });
    expect(definitionOf(dialog, 'Serial number')).toBe('ALC-100');
    expect(within(dialog).getByText('d1.s3cr3t-once')).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toBe(
      'This secret is shown only once. Enter it in the detector now: FleetCheck keeps only a hash of it.',
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('d1.s3cr3t-once');
    expect(registry.posts).toEqual([
      { serialNo: 'ALC-100', company: 'c2', regDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: 0, model: 2 },
    ]);
    const row = (await screen.findByRole('cell', { name: 'ALC-100' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Beta Logistics')).toBeTruthy();
    expect(within(row).getByText('In service')).toBeTruthy();
    expect(within(row).getByText('CAX-AD300')).toBeTruthy();
  });

  it("shows the server's error key translated when the serial number is taken, at the field and in a dialog", async () => {
    registry.devices.push({
      _id: 'd1',
      serialNo: 'ALC-100',
      company: { _id: 'c1', name: 'Alpha Transport' },
      regDate: '2026-11-01',
      status: 0,
      model: 2,
      totalUsed: 0,
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
    renderWithApp(<Harness />, registry.fetch);
    await screen.findByRole('cell', { name: 'ALC-100' });

    const panel = await addDevice('ALC-100', 'Alpha Transport');

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('This serial number is already registered.')).toBeTruthy();
    expect(within(panel).getByText('This serial number is already registered.')).toBeTruthy();
    expect(registry.devices).toHaveLength(1);

    fireEvent.change(within(panel).getByLabelText(/Serial number/), { target: { value: 'ALC-101' } });
    await waitFor(() => expect(within(panel).queryByText('This serial number is already registered.')).toBeNull());
  });

  it('opens the add form on the day in Japan: at 00:30 on 1 April in Tokyo (31 March in UTC) the date is 1 April', async () => {
    // Only the date is faked: the form's queries and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T15:30:00.000Z') });
    try {
      renderWithApp(<Harness />, registry.fetch);
      await screen.findByText('No devices have been registered yet.');
      await addDevice('ALC-200', 'Alpha Transport');
      await screen.findByRole('dialog', { name: 'Device added' });
      expect(registry.posts).toEqual([{ serialNo: 'ALC-200', company: 'c1', regDate: '2026-04-01', status: 0, model: 2 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call the server while required fields are missing', async () => {
    renderWithApp(<Harness />, registry.fetch);
    await screen.findByText('No devices have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Device' }));
    const panel = await findPanel('admin-add-device');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    expect(await within(panel).findAllByText('This field is required')).toHaveLength(2);
    expect(registry.posts).toEqual([]);
  });
});
