import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ReportMailsSettings } from '../../src/features/settings/components/ReportMailsSettings';
import { renderWithApp } from '../components/renderWithApp';
import { errorAnswer } from '../fakes/listPage';

/** PATCH /auth/report-mails as command-api answers it; records each body sent. */
function reportMailsServer() {
  const sent: unknown[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/auth/report-mails' || init?.method !== 'PATCH') return errorAnswer('Errors.NotFound', 404);
    const reportMails = JSON.parse(String(init.body));
    sent.push(reportMails);
    return Response.json({ operation: 'success', data: { id: 'm1', reportMails } });
  };
  return { sent, fetchFn };
}

describe('the report mails setting (issue 37 item 3)', () => {
  afterEach(cleanup);

  it('turns the monthly record book off with one request that keeps the weekly choice, and shows it saved', async () => {
    const server = reportMailsServer();
    renderWithApp(<ReportMailsSettings current={{ monthlyRecordBook: true, weeklySummary: false }} />, server.fetchFn);
    const monthly = screen.getByLabelText("The previous month's record book (PDF), on the 1st of each month") as HTMLInputElement;
    const weekly = screen.getByLabelText("Last week's missed checks and unconfirmed records, each Monday") as HTMLInputElement;
    expect([monthly.checked, weekly.checked]).toEqual([true, false]);
    fireEvent.click(monthly);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Report mails saved'));
    expect(server.sent).toEqual([{ monthlyRecordBook: false, weeklySummary: false }]);
    expect([monthly.checked, weekly.checked]).toEqual([false, false]);
  });
});
