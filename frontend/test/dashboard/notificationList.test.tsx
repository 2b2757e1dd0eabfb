import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_TYPES, type HomeNotification, type NotificationType } from '@fleetcheck/contracts';
import { NotificationList } from '../../src/features/dashboard/NotificationList';
import { renderWithApp } from '../components/renderWithApp';

const notification = (type: NotificationType, index: number): HomeNotification => ({
  _id: `n${index}`,
  type,
  level: type === 'ALCOHOL_TEST_FAILED' || type.endsWith('EXPIRED') || type === 'DEVICE_USAGE_EXCEEDED' ? 'alert' : 'warning',
  driver: { lastName: '山田', firstName: '太郎', expirationDate: '2025-03-01' },
  car: { model: 'Hiace', number: '品川 300 あ 12-34', inspection: '2025-04-02', insurance: '2025-05-03' },
  device: { serialNo: 'FC-0001', totalUsed: 9500 },
  testResult: 0.25,
  // 15:30 UTC on 31 Jan is already 1 Feb in Japan.
  createdAt: '2025-01-31T15:30:00.000Z',
  read: false,
});

/** Answers the two notification commands; `failing` ids get a 500. */
function notificationServer(failing: ReadonlySet<string> = new Set()) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const id = url.pathname.split('/')[4] ?? '';
    if (failing.has(id))
      return new Response(JSON.stringify({ operation: 'error', error: { key: 'Errors.Internal', status: 500 } }), { status: 500 });
    return new Response(JSON.stringify({ operation: 'success', data: { id } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('notification list', () => {
  afterEach(cleanup);

  it('shows every type as its own sentence with the names, dates and figures it carries', () => {
    const all = NOTIFICATION_TYPES.map(notification);
    renderWithApp(<NotificationList notifications={all} />, notificationServer().fetchFn);
    const text = (type: NotificationType) => document.querySelector(`[data-type="${type}"] .notification__text`)?.textContent;
    expect(text('ALCOHOL_TEST_FAILED')).toBe('山田 太郎 failed an alcohol test: 0.250 mg/l.');
    expect(text('LICENSE_EXPIRING')).toBe('The driving licence of 山田 太郎 expires on 2025.03.01.');
    expect(text('INSPECTION_EXPIRED')).toBe('The vehicle inspection of 品川 300 あ 12-34 Hiace expired on 2025.04.02.');
    expect(text('INSURANCE_EXPIRING')).toBe('The insurance of 品川 300 あ 12-34 Hiace expires on 2025.05.03.');
    expect(text('DEVICE_USAGE_NEAR')).toBe('Detector FC-0001 is close to its usage limit (9500 tests).');
    expect(text('DEVICE_MAINTENANCE_REQUIRED')).toBe('Detector FC-0001 is due for maintenance.');
    const sentences = NOTIFICATION_TYPES.map(text);
    expect(new Set(sentences).size).toBe(NOTIFICATION_TYPES.length);
    const first = document.querySelector('[data-type="ALCOHOL_TEST_FAILED"]') as HTMLElement;
    expect(within(first).getByText('Alert')).toBeTruthy();
    expect(within(first).getByText('2025.02.01')).toBeTruthy();
  });

  it('marks a notification read and dismisses another through the command API', async () => {
    const server = notificationServer();
    renderWithApp(
      <NotificationList notifications={[notification('LICENSE_EXPIRED', 1), notification('DEVICE_USAGE_NEAR', 2)]} />,
      server.fetchFn,
    );
    const licence = document.querySelector('[data-type="LICENSE_EXPIRED"]') as HTMLElement;
    fireEvent.click(within(licence).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(licence.className).toContain('is-read'));
    expect(within(licence).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    const device = document.querySelector('[data-type="DEVICE_USAGE_NEAR"]') as HTMLElement;
    fireEvent.click(within(device).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(document.querySelector('[data-type="DEVICE_USAGE_NEAR"]')).toBeNull());
    expect(server.calls).toEqual(['PATCH /api/v1/notification/n1/read', 'PATCH /api/v1/notification/n2/dismiss']);
  });

  it('brings a notification back and shows the error dialog when dismissing fails', async () => {
    renderWithApp(
      <NotificationList notifications={[notification('ALCOHOL_TEST_FAILED', 7)]} />,
      notificationServer(new Set(['n7'])).fetchFn,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await screen.findByText('Something went wrong. Please try again.');
    expect(document.querySelector('[data-type="ALCOHOL_TEST_FAILED"]')).not.toBeNull();
  });
});
