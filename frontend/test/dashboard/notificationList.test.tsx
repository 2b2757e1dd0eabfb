import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_TYPES, type DeviceAlertReason, type HomeNotification, type NotificationType } from '@fleetcheck/contracts';
import { NotificationList } from '../../src/features/dashboard/components/NotificationList';
import { renderWithApp } from '../components/renderWithApp';
import { notificationServer } from '../fakes/fakeNotificationServer';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

const notification = (type: NotificationType, index: number): HomeNotification => ({
  _id: `n${index}`,
  type,
  level: type === 'ALCOHOL_TEST_FAILED' || type.endsWith('EXPIRED') || type === 'DEVICE_USAGE_EXCEEDED' ? 'alert' : 'warning',
  driver: { lastName: '山田', firstName: '太郎', expirationDate: '2025-03-01' },
  car: { model: 'Hiace', number: '品川 300 あ 12-34', inspection: '2025-04-02', insurance: '2025-05-03' },
  device: { serialNo: 'FC-0001', totalUsed: 9500, deviceId: 'd1', reason: null },
  testResult: 0.25,
  missingCheck: type === 'CHECK_MISSING' ? { date: '2025-01-31', checkTypes: ['after_driving'], officeId: null, unconfirmed: [] } : null,
  // Called at 09:05 in Japan; it rang out a minute later.
  liveCall:
    type === 'LIVE_CALL_UNANSWERED'
      ? { callId: 'k1', requestedAt: '2025-01-31T00:05:00.000Z', endedAt: '2025-01-31T00:06:00.000Z', officeId: null }
      : null,
  testResultId: type === 'ALCOHOL_TEST_FAILED' ? 't1' : null,
  // 15:30 UTC on 31 Jan is already 1 Feb in Japan.
  createdAt: '2025-01-31T15:30:00.000Z',
  read: false,
});

describe('notification list', () => {
  afterEach(cleanup);

  it('shows every type as its own sentence with the names, dates and figures it carries', () => {
    const all = NOTIFICATION_TYPES.map(notification);
    renderWithApp(<NotificationList notifications={all} />, notificationServer().fetchFn);
    const text = (type: NotificationType) => document.querySelector(`[data-type="${type}"] .notification__text`)?.textContent;
    expect(text('ALCOHOL_TEST_FAILED')).toBe(
      '山田 太郎 failed an alcohol test: 0.250 mg/l. The record needs the instructions given and the action taken (duty stopped, a substitute driver, or other).',
    );
    expect(text('LICENSE_EXPIRING')).toBe('The driving licence of 山田 太郎 expires on 2025.03.01.');
    expect(text('INSPECTION_EXPIRED')).toBe('The vehicle inspection of 品川 300 あ 12-34 Hiace expired on 2025.04.02.');
    expect(text('INSURANCE_EXPIRING')).toBe('The insurance of 品川 300 あ 12-34 Hiace expires on 2025.05.03.');
    expect(text('DEVICE_USAGE_NEAR')).toBe('The sensor of detector FC-0001 is near the end of its life (tests or days; 9500 tests on it).');
    expect(text('DEVICE_MAINTENANCE_REQUIRED')).toBe('Detector FC-0001 is due for maintenance.');
    expect(text('CHECK_MISSING')).toBe('山田 太郎 has no after-driving alcohol check on 2025.01.31.');
    expect(text('LIVE_CALL_UNANSWERED')).toBe(
      'Nobody answered the live call of 山田 太郎 at 2025.01.31 9:05. The driver was told to phone the office.',
    );
    const sentences = NOTIFICATION_TYPES.map(text);
    expect(new Set(sentences).size).toBe(NOTIFICATION_TYPES.length);
    const first = document.querySelector('[data-type="ALCOHOL_TEST_FAILED"]') as HTMLElement;
    expect(within(first).getByText('Warning')).toBeTruthy();
    expect(within(first).getByText('2025.02.01')).toBeTruthy();
  });

  it('names a driver-app check not confirmed live by the cut-off 未確認, apart from a check never taken (issue 35 item 5)', async () => {
    const base = notification('CHECK_MISSING', 0);
    const unconfirmedOnly: HomeNotification = {
      ...base,
      missingCheck: { date: '2025-01-31', checkTypes: ['before_driving'], officeId: null, unconfirmed: ['before_driving'] },
    };
    const both: HomeNotification = {
      ...base,
      _id: 'n1',
      missingCheck: {
        date: '2025-01-31',
        checkTypes: ['before_driving', 'after_driving'],
        officeId: null,
        unconfirmed: ['before_driving'],
      },
    };
    await activateJapanese();
    try {
      renderWithApp(<NotificationList notifications={[unconfirmedOnly, both]} />, notificationServer().fetchFn);
      const texts = [...document.querySelectorAll('[data-type="CHECK_MISSING"] .notification__text')].map((node) => node.textContent);
      expect(texts).toEqual([
        '2025.01.31 の 山田 太郎 さんの運転前の確認は運転者アプリで行われましたが、締め時刻までにライブ確認がありません（未確認）。',
        '2025.01.31 の 山田 太郎 さんの運転後のアルコールチェックがありません。 2025.01.31 の 山田 太郎 さんの運転前の確認は運転者アプリで行われましたが、締め時刻までにライブ確認がありません（未確認）。',
      ]);
    } finally {
      activateEnglish();
    }
  });

  it("opens a failed test's record from its alert (to give 指示事項 and the action taken); other alerts name no record", async () => {
    const server = notificationServer();
    renderWithApp(<NotificationList notifications={NOTIFICATION_TYPES.map(notification)} />, server.fetchFn);
    const alert = document.querySelector('[data-type="ALCOHOL_TEST_FAILED"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Open the record' }));
    await waitFor(() => expect(server.calls).toContain('GET /api/v1/test-result/t1'));
    expect(screen.getAllByRole('button', { name: 'Open the record' })).toHaveLength(1);
  });

  const withReason = (type: NotificationType, reason: DeviceAlertReason, index: number): HomeNotification => {
    const base = notification(type, index);
    return { ...base, device: { ...base.device!, reason } };
  };
  const detectorAlerts = [
    withReason('DEVICE_MAINTENANCE_REQUIRED', 'daily_check', 1),
    withReason('DEVICE_MAINTENANCE_REQUIRED', 'weekly_check', 2),
    withReason('DEVICE_MAINTENANCE_REQUIRED', 'idle', 3),
    withReason('DEVICE_USAGE_EXCEEDED', 'usage_limit', 4),
    withReason('DEVICE_MAINTENANCE_REQUIRED', 'calibration', 5),
    withReason('DEVICE_USAGE_EXCEEDED', 'sensor_life', 6),
  ];
  const sentences = () => [...document.querySelectorAll('.notification__text')].map((node) => node.textContent);

  it('says what a detector alert asks for: an overdue daily or weekly check, an idle detector, a passed usage limit date, a calibration, a worn sensor', () => {
    renderWithApp(<NotificationList notifications={detectorAlerts} />, notificationServer().fetchFn);
    expect(sentences()).toEqual([
      'Detector FC-0001: the daily check is overdue.',
      'Detector FC-0001: the weekly check is overdue.',
      'Detector FC-0001 has sent no test for days. Check that it works.',
      'Detector FC-0001 has passed its usage limit date. Replace it or its sensor.',
      'Detector FC-0001 is due for calibration.',
      // Its life ends by tests or by days: the daily scan raises it for a detector that sends nothing.
      'The sensor of detector FC-0001 has reached the end of its life (tests or days; 9500 tests on it). Replace the sensor.',
    ]);
  });

  it('says the same in Japanese', async () => {
    await activateJapanese();
    try {
      renderWithApp(<NotificationList notifications={detectorAlerts} />, notificationServer().fetchFn);
      expect(sentences()).toEqual([
        '検知器 FC-0001：日常点検が行われていません。',
        '検知器 FC-0001：週次点検が行われていません。',
        '検知器 FC-0001 から数日間測定がありません。正常に動作するか確認してください。',
        '検知器 FC-0001 は使用期限を過ぎています。本体またはセンサーを交換してください。',
        '検知器 FC-0001 の校正時期です。',
        '検知器 FC-0001 のセンサーが寿命（使用回数または使用日数の上限）に達しました（このセンサーで 9500 回）。センサーを交換してください。',
      ]);
    } finally {
      activateEnglish();
    }
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

  it('labels the levels in the words the notification export prints: Warning, Caution, Notice; 警告, 注意, お知らせ in Japanese', async () => {
    const levels = [
      { ...notification('ALCOHOL_TEST_FAILED', 1), level: 'alert' as const },
      { ...notification('LICENSE_EXPIRING', 2), level: 'warning' as const },
      { ...notification('DEVICE_MAINTENANCE_REQUIRED', 3), level: 'info' as const },
    ];
    const badges = () =>
      ['ALCOHOL_TEST_FAILED', 'LICENSE_EXPIRING', 'DEVICE_MAINTENANCE_REQUIRED'].map(
        (type) => document.querySelector(`[data-type="${type}"] .level-badge`)?.textContent,
      );
    renderWithApp(<NotificationList notifications={levels} />, notificationServer().fetchFn);
    expect(badges()).toEqual(['Warning', 'Caution', 'Notice']);
    cleanup();
    await activateJapanese();
    try {
      renderWithApp(<NotificationList notifications={levels} />, notificationServer().fetchFn);
      expect(badges()).toEqual(['警告', '注意', 'お知らせ']);
    } finally {
      activateEnglish();
    }
  });
});
