import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ManagerFormPanel } from '../../src/features/managers/components/ManagerFormPanel';
import { ManagersPage } from '../../src/features/managers/components/ManagersPage';
import { managerToForm, type Manager } from '../../src/features/managers/model/managerForm';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

/** 佐藤 花子, an assistant confirmer (補助者) of 東京本社, as GET /manager lists her. */
const sato: Manager = {
  _id: 'm2',
  id: 'm2',
  company: 'c1',
  username: 'sato',
  lastName: '佐藤',
  firstName: '花子',
  spellingLastName: 'サトウ',
  spellingFirstName: 'ハナコ',
  email: 'sato@example.com',
  mobile: '09011112222',
  office: { _id: 'o1', name: '東京本社' },
  image: null,
  userType: 3,
  confirmerRole: 'assistant',
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
  version: 1,
};
const yamada: Manager = {
  ...sato,
  _id: 'm1',
  id: 'm1',
  lastName: '山田',
  firstName: '太郎',
  userType: 2,
  confirmerRole: 'safe_driving_manager',
};

/** The manager endpoints the panels and the list call; every write is kept with its body. */
function managerServer() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/v1/office')
      return Response.json({ docs: [{ id: 'o1', name: '東京本社' }], totalDocs: 1, page: 1, limit: 1000, totalPages: 1 });
    if (method === 'GET' && url.pathname === '/api/v1/manager')
      return Response.json({ docs: [yamada, sato], totalDocs: 2, page: 1, limit: 10, totalPages: 1 });
    writes.push({ method, url: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST')
      return Response.json(
        { operation: 'success', data: { name: '鈴木 一郎', username: 'suzuki', password: 'pw-123456789' }, position: '1' },
        { status: 201 },
      );
    return Response.json({ operation: 'success', data: { id: 'm2', revision: 2 }, position: '2' });
  };
  return { writes, fetchFn };
}

const roleRadio = (panel: HTMLElement, name: string) => within(panel).getByRole('radio', { name }) as HTMLInputElement;

describe("the manager form's confirmer role (補助者, issue 35 item 4)", () => {
  afterEach(() => {
    cleanup();
    activateEnglish();
  });

  it('a new manager is a safe driving manager unless set to assistant confirmer, and the role is sent', async () => {
    const server = managerServer();
    renderWithApp(<ManagerFormPanel mode="add" />, server.fetchFn);
    const group = await screen.findByRole('group', { name: 'Confirms checks as' });
    const panel = group.closest('form')!;
    expect(roleRadio(group, 'Safe driving manager').checked).toBe(true);
    expect(roleRadio(group, 'Assistant confirmer').checked).toBe(false);

    for (const [label, value] of [
      [/^Last name \*/, '鈴木'],
      [/^First name \*/, '一郎'],
      [/^Last name \(spelling\)/, 'スズキ'],
      [/^First name \(spelling\)/, 'イチロウ'],
      [/^Email/, 'suzuki@example.com'],
      [/^Mobile/, '09033334444'],
    ] as const) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(roleRadio(group, 'Assistant confirmer'));
    expect(roleRadio(group, 'Assistant confirmer').checked).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));

    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toEqual({
      method: 'POST',
      url: '/api/v1/manager',
      body: {
        firstName: '一郎',
        lastName: '鈴木',
        spellingFirstName: 'イチロウ',
        spellingLastName: 'スズキ',
        email: 'suzuki@example.com',
        phone: '09033334444',
        confirmerRole: 'assistant',
      },
    });
  });

  it('editing an assistant confirmer shows 補助者 chosen, in Japanese; made a 安全運転管理者, the role is sent', async () => {
    await activateJapanese();
    const server = managerServer();
    renderWithApp(<ManagerFormPanel mode="edit" id="m2" version={1} initial={managerToForm(sato)} />, server.fetchFn);
    const group = await screen.findByRole('group', { name: '確認者の役割' });
    const panel = group.closest('form')!;
    expect(roleRadio(group, '補助者').checked).toBe(true);
    expect(roleRadio(group, '安全運転管理者').checked).toBe(false);

    fireEvent.click(roleRadio(group, '安全運転管理者'));
    fireEvent.click(within(panel).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({ method: 'PUT', url: '/api/v1/manager/m2', body: { confirmerRole: 'safe_driving_manager' } });
  });

  it('the managers list shows each manager’s role', async () => {
    await activateJapanese();
    const server = managerServer();
    function Harness() {
      const [search, setSearch] = useState(readListSearch({}));
      return <ManagersPage search={search} onSearchChange={setSearch} />;
    }
    renderWithApp(<Harness />, server.fetchFn);
    const row = (await screen.findByRole('cell', { name: '佐藤 花子' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '補助者' })).toBeTruthy();
    const owner = screen.getByRole('cell', { name: '山田 太郎' }).closest('tr')!;
    expect(within(owner).getByRole('cell', { name: '安全運転管理者' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /確認者の役割/ })).toBeTruthy();
  });
});
