import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { officeBoardServer } from '../fakes/fakeCheckBoardServer';
import { renderAppAt } from '../router/renderAppAt';

const manager = { _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' };

afterEach(cleanup);

describe('the check board of one office (issue 15 item 3)', () => {
  it('reads the office from the address, asks the board of that office, and keeps a new choice (and the day) in the address', async () => {
    const server = officeBoardServer();
    const router = renderAppAt('/user/check-board?date=2026-11-20&office=o2', server.fetchFn, { user: manager });
    await screen.findByRole('row', { name: /石井 太郎/ });
    const picker = screen.getByLabelText('Office') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toEqual(['All offices', '本社', '大阪営業所']));
    expect(picker.value).toBe('o2');
    expect(server.boards).toEqual(['?date=2026-11-20&office=o2']);

    fireEvent.change(picker, { target: { value: 'o1' } });
    await screen.findByRole('row', { name: /青木 太郎/ });
    expect(router.state.location.search).toEqual({ date: '2026-11-20', office: 'o1' });
    expect(server.boards.at(-1)).toBe('?date=2026-11-20&office=o1');

    // The whole company again: the office leaves the address, the day stays.
    fireEvent.change(screen.getByLabelText('Office'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-11-20' }));
    await waitFor(() => expect(server.boards.at(-1)).toBe('?date=2026-11-20'));
  });
});
