import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { officeBoardServer } from '../fakes/fakeCheckBoardServer';
import { renderAppAt } from '../router/renderAppAt';

const manager = { _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/*
 * The board opened with no day shows today in Japan, whatever the browser's zone: the browser's clock is faked at
 * the last second of 2026 in Japan (2026-12-31T14:59:59Z, 23:59:59 JST) and at the first of 2027 (15:00:00Z).
 */
describe('the check board of today across New Year in Japan', () => {
  it.each([
    ['2026-12-31T14:59:59.000Z', '2026-12-31', '2026.12.31'],
    ['2026-12-31T15:00:00.000Z', '2027-01-01', '2027.01.01'],
  ])('at %s it asks for and shows %s', async (instant, day, dotted) => {
    // Only Date: the app's and the testing library's timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const server = officeBoardServer();
    renderAppAt('/user/check-board', server.fetchFn, { user: manager });
    await screen.findByRole('table', { name: `Alcohol checks of ${dotted}` });
    expect(server.boards).toEqual([`?date=${day}`]);
  });
});
