import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { AccessLogPage } from '../../src/features/audit/components/AccessLogPage';
import { renderWithApp } from '../components/renderWithApp';

const change = (eventType: string, companyId: string | null, companyName: string | null, onBehalf: boolean) => ({
  // 01:05 UTC is 10:05 in Japan.
  at: '2026-11-20T01:05:00.000Z',
  adminId: 'a1',
  adminName: '運営 太郎',
  companyId,
  companyName,
  onBehalf,
  eventType,
  streamName: `stream-${companyId ?? 'platform'}-0b7e4c1a-6f57-4c1e-9a59-1f0f3f1f2a3b`,
});

/** GET /audit/companies and GET /audit/access-log as query-api answers them. */
const accessLogServer: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/audit/companies') return Response.json({ operation: 'success', data: [{ _id: 'c1', name: '東京運送' }] });
  return Response.json({
    operation: 'success',
    data: {
      sessions: [
        {
          sessionId: 's1',
          adminId: 'a1',
          adminName: '運営 太郎',
          companyId: 'c1',
          companyName: '東京運送',
          startedAt: '2026-11-20T01:00:00.000Z',
          endedAt: '2026-11-20T01:10:00.000Z',
          expiresAt: '2026-11-20T02:00:00.000Z',
          changes: [change('DriverUpdated', 'c1', '東京運送', true)],
        },
      ],
      changes: [
        change('DeviceAssignedToCompany', 'c2', null, false),
        change('FaqArticleCreated', null, null, false),
        change('SomethingNew', 'c1', '東京運送', false),
      ],
      truncated: false,
    },
  });
};

describe('the access log (issue 33 item 5)', () => {
  afterEach(cleanup);

  it('names each change in words and each company by name, never an event type or an id', async () => {
    renderWithApp(<AccessLogPage filter={{}} onFilterChange={() => undefined} />, accessLogServer);
    const sessions = await screen.findByTestId('access-log-sessions');
    expect(within(sessions).getByText(/Driver: changed/).textContent).toBe('2026-11-20 10:05 Driver: changed');
    const rows = within(screen.getByTestId('access-log-changes'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-11-20 10:05', '運営 太郎', 'A deleted company', 'Admin pages', 'Rented detector: rented to the company'],
      ['2026-11-20 10:05', '運営 太郎', '–', 'Admin pages', 'FAQ article: added'],
      ['2026-11-20 10:05', '運営 太郎', '東京運送', 'Admin pages', 'Other change'],
    ]);
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(page).not.toContain('DriverUpdated');
  });
});
