import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDevicesPage } from '../../src/features/admin-devices/components/AdminDevicesPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';
import type { DeviceRecord } from '@fleetcheck/contracts';
import { companies, FakeDeviceRegistry } from '../fakes/fakeDeviceRegistry';

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
  let registry: FakeDeviceRegistry;
  beforeEach(() => {
    registry = new FakeDeviceRegistry();
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
      outOfService: null,
      checker: null,
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

  it('names the checker the renting company assigned, warns when they are no longer a manager, and shows none for a detector in stock', async () => {
    const device = (serialNo: string, company: (typeof companies)[number] | null, checker: DeviceRecord['checker']): DeviceRecord => ({
      _id: serialNo,
      serialNo,
      company,
      regDate: '2026-11-01',
      status: 0,
      model: 2,
      totalUsed: 0,
      outOfService: null,
      checker,
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
    registry.devices.push(
      device('ALC-1', companies[0]!, { managerId: 'm1', name: '鈴木 花子', stillManager: true }),
      device('ALC-2', companies[1]!, { managerId: 'm2', name: '田中 一郎', stillManager: false }),
      device('ALC-3', companies[1]!, null),
      device('ALC-4', null, null),
    );
    renderWithApp(<Harness />, registry.fetch);
    const checkerOf = async (serialNo: string) => {
      const cells = within((await screen.findByRole('cell', { name: serialNo })).closest('tr') as HTMLElement).getAllByRole('cell');
      // Serial number, company, registration date, status, checker.
      return cells[4]?.textContent;
    };
    expect(await checkerOf('ALC-1')).toBe('鈴木 花子');
    expect(await checkerOf('ALC-2')).toBe('田中 一郎 (no longer a manager)');
    expect(await checkerOf('ALC-3')).toBe('Not assigned');
    expect(await checkerOf('ALC-4')).toBe('–');
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
