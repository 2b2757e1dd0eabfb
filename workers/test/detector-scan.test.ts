import { randomUUID } from 'node:crypto';
import { notificationStream, type NotificationType } from '@fleetcheck/contracts';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { useWorkers } from './support/running-workers';
import { availableServices, eventually } from './support/harness';
import {
  recordMaintenance,
  recordTest,
  seedAdmin,
  seedCompany,
  seedDriver,
  seedListedDetector,
  seedRegisteredDetector,
} from './support/seed';

const services = await availableServices('workers detector scan');

/** 20 Nov 2026, 12:00 in Tokyo: the fake clock of the workers and the scan's day (one test moves it, then back). */
const NOW = new Date('2026-11-20T03:00:00Z');
let now = NOW;

describe('the daily detector scan', () => {
  const enabled = services.postgres;
  const running = useWorkers('postgres', { clock: { now: () => now }, schedule: false });

  const runScan = () => running.runScheduled((workers) => workers.scanNow(), 'the scan to finish');
  const raised = (type: NotificationType, deviceId: string, reason: string, since: string) =>
    running.harness.store.readStream(notificationStream(notificationIdFor(type, deviceId, reason, since)));
  const raisedFor = async (companyId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } }))
      .map((event) => event.data as { companyId: string; type: string; device: { serialNo: string; reason: string } | null })
      .filter((data) => data.companyId === companyId)
      .map((data) => `${data.device?.serialNo} ${data.type} ${data.device?.reason}`)
      .sort();

  it.skipIf(!enabled)(
    'flags overdue checks, a silent detector and a passed usage limit date once each, on rented and listed detectors alike; a kept one and one in stock raise nothing',
    async () => {
      const companyId = randomUUID();
      const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
      // Rented on 1 Nov, never checked, last used on 16 Nov (Japan): weekly and daily checks overdue, silent 4 days.
      const neglected = await seedRegisteredDetector(running.harness.store, companyId, 'R-NEGLECTED', '2026-11-01T00:00:00.000Z');
      const device = (deviceId: string, serialNo: string) => ({ deviceId, serialNo, model: 2 });
      await recordTest(running.harness.store, {
        companyId,
        driverId,
        resultMgL: 0,
        device: device(neglected, 'R-NEGLECTED'),
        testedAt: '2026-11-16T00:00:00.000Z',
      });
      // Rented on 1 Nov, checked daily and weekly, used yesterday: nothing.
      const kept = await seedRegisteredDetector(running.harness.store, companyId, 'R-KEPT', '2026-11-01T00:00:00.000Z');
      await recordMaintenance(running.harness.store, companyId, kept, 'weekly_check', '2026-11-18T23:00:00.000Z');
      await recordTest(running.harness.store, {
        companyId,
        driverId,
        resultMgL: 0,
        device: device(kept, 'R-KEPT'),
        testedAt: '2026-11-19T00:00:00.000Z',
      });
      // On the company's own list since 18 Nov, its usage limit date 19 Nov: passed.
      const listed = await seedListedDetector(running.harness.store, companyId, 'L-LIMIT', '2026-11-18T00:00:00.000Z');
      await recordMaintenance(running.harness.store, companyId, listed, 'usage_limit_set', '2026-11-18T00:00:00.000Z', '2026-11-19');
      // In stock since October: nobody's.
      await seedRegisteredDetector(running.harness.store, null, 'R-STOCK', '2026-10-01T00:00:00.000Z');

      await runScan();
      await runScan();

      expect(await raisedFor(companyId)).toEqual([
        'L-LIMIT DEVICE_USAGE_EXCEEDED usage_limit',
        'R-NEGLECTED DEVICE_MAINTENANCE_REQUIRED daily_check',
        'R-NEGLECTED DEVICE_MAINTENANCE_REQUIRED idle',
        'R-NEGLECTED DEVICE_MAINTENANCE_REQUIRED weekly_check',
      ]);
      const [weekly] = await raised('DEVICE_MAINTENANCE_REQUIRED', neglected, 'weekly_check', 'never');
      expect(weekly!.data).toMatchObject({
        level: 'warning',
        companyId,
        device: { serialNo: 'R-NEGLECTED', totalUsed: 1, deviceId: neglected, reason: 'weekly_check' },
        raisedAt: NOW.toISOString(),
      });
      const [limit] = await raised('DEVICE_USAGE_EXCEEDED', listed, 'usage_limit', '2026-11-19');
      expect(limit!.data).toMatchObject({ level: 'alert', device: { serialNo: 'L-LIMIT', deviceId: listed, reason: 'usage_limit' } });
    },
  );

  it.skipIf(!enabled)('a failed weekly check raises one alert to the managers, out of service, however many scans', async () => {
    const companyId = randomUUID();
    const detector = await seedRegisteredDetector(running.harness.store, companyId, 'R-FAULT', '2026-11-01T00:00:00.000Z');
    await recordMaintenance(running.harness.store, companyId, detector, 'weekly_check', '2026-11-19T01:00:00.000Z', null, 'failed');
    await runScan();
    await runScan();
    // A failed weekly check is no weekly check done: in service since 1 Nov, that one is overdue too.
    expect(await raisedFor(companyId)).toEqual([
      'R-FAULT DEVICE_MAINTENANCE_REQUIRED check_failed',
      'R-FAULT DEVICE_MAINTENANCE_REQUIRED weekly_check',
    ]);
    const [fault] = await raised('DEVICE_MAINTENANCE_REQUIRED', detector, 'check_failed', '2026-11-19T01:00:00.000Z');
    expect(fault!.data).toMatchObject({ level: 'alert', companyId, device: { serialNo: 'R-FAULT', reason: 'check_failed' } });
  });

  it.skipIf(!enabled)('a weekly check answers it: the next scans raise no weekly or daily alert for it', async () => {
    const companyId = randomUUID();
    const detector = await seedRegisteredDetector(running.harness.store, companyId, 'R-CHECKED', '2026-11-01T00:00:00.000Z');
    await runScan();
    expect(await raisedFor(companyId)).toEqual(['R-CHECKED DEVICE_MAINTENANCE_REQUIRED weekly_check']);

    await recordMaintenance(running.harness.store, companyId, detector, 'weekly_check', '2026-11-20T01:00:00.000Z');
    await runScan();
    expect(await raisedFor(companyId)).toEqual(['R-CHECKED DEVICE_MAINTENANCE_REQUIRED weekly_check']);
  });

  it.skipIf(!enabled)(
    "a sensor's year ends while the detector sends nothing: the scan raises it; one the test monitor raised is not raised twice; a new sensor starts afresh",
    async () => {
      const companyId = randomUUID();
      const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
      const device = (deviceId: string, serialNo: string) => ({ deviceId, serialNo, model: 2 });
      // Each detector is checked weekly and calibrated in November, so only its sensor (365 days, 90 % NEAR) and its silence count.
      const kept = async (serialNo: string, firstUse: string, lastUse?: string) => {
        // On the company's own list (its alerts mail no platform admin, whom another test counts mails to).
        const id = await seedListedDetector(running.harness.store, companyId, serialNo, '2025-11-01T00:00:00.000Z');
        // Entered before the tests, so the test monitor knows them when it counts.
        await recordMaintenance(running.harness.store, companyId, id, 'calibration', '2026-11-01T00:00:00.000Z');
        await recordMaintenance(running.harness.store, companyId, id, 'weekly_check', '2026-11-19T01:00:00.000Z');
        for (const testedAt of [firstUse, ...(lastUse ? [lastUse] : [])]) {
          await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0, device: device(id, serialNo), testedAt });
        }
        return id;
      };
      // First (and last) used 19 Nov 2025: 366 days before the scan's clock, its sensor's year is over.
      const yearOver = await kept('S-YEAR-OVER', '2025-11-19T00:00:00.000Z');
      // First used 20 Dec 2025: 335 days, 91.8 % of its year.
      await kept('S-NEAR', '2025-12-20T03:00:00.000Z');
      // First used 10 Nov 2025, used again yesterday: the test monitor raised EXCEEDED when that test came.
      const used = await kept('S-USED', '2025-11-10T00:00:00.000Z', '2026-11-19T00:30:00.000Z');
      const usedExceeded = notificationIdFor('DEVICE_USAGE_EXCEEDED', used, 'initial');
      const [byMonitor] = await eventually(async () => {
        const events = await running.harness.store.readStream(notificationStream(usedExceeded));
        return events.length > 0 && events;
      }, 'the test monitor to raise the used sensor');
      expect(byMonitor!.data).toMatchObject({ testResultId: expect.any(String), device: { serialNo: 'S-USED', totalUsed: 2 } });

      await runScan();
      await runScan();

      expect(await raisedFor(companyId)).toEqual([
        'S-NEAR DEVICE_MAINTENANCE_REQUIRED idle',
        'S-NEAR DEVICE_USAGE_NEAR sensor_life',
        'S-USED DEVICE_USAGE_EXCEEDED sensor_life',
        'S-YEAR-OVER DEVICE_MAINTENANCE_REQUIRED idle',
        'S-YEAR-OVER DEVICE_USAGE_EXCEEDED sensor_life',
      ]);
      const [byScan] = await running.harness.store.readStream(
        notificationStream(notificationIdFor('DEVICE_USAGE_EXCEEDED', yearOver, 'initial')),
      );
      expect(byScan!.data).toMatchObject({
        level: 'alert',
        companyId,
        device: { serialNo: 'S-YEAR-OVER', totalUsed: 1, deviceId: yearOver, reason: 'sensor_life' },
        testResultId: null,
        raisedAt: NOW.toISOString(),
      });
      expect(await running.harness.store.readStream(notificationStream(usedExceeded))).toHaveLength(1);

      // A new sensor in the year-over detector: nothing more about its sensor.
      await recordMaintenance(running.harness.store, companyId, yearOver, 'sensor_replaced', '2026-11-20T02:00:00.000Z');
      await runScan();
      expect((await raisedFor(companyId)).filter((line) => line.includes('sensor_life'))).toHaveLength(3);
    },
  );

  it.skipIf(!enabled)(
    "a rented detector's alert is also mailed to every platform admin, in ja and en with the company's name; a company's own detector's is not",
    async () => {
      const companyId = randomUUID();
      await seedCompany(running.harness.store, companyId, '東京運輸株式会社');
      const admin = `admin-${companyId.slice(0, 8)}@fleetcheck.example`;
      await seedAdmin(running.harness.store, admin);
      // Both came into service on 1 Nov, never used nor checked: on 20 Nov the weekly check is overdue.
      await seedRegisteredDetector(running.harness.store, companyId, 'R-MAILED', '2026-11-01T00:00:00.000Z');
      await seedListedDetector(running.harness.store, companyId, 'L-NOT-MAILED', '2026-11-01T00:00:00.000Z');
      await runScan();
      expect(await raisedFor(companyId)).toEqual([
        'L-NOT-MAILED DEVICE_MAINTENANCE_REQUIRED weekly_check',
        'R-MAILED DEVICE_MAINTENANCE_REQUIRED weekly_check',
      ]);

      const mailsTo = async () =>
        (await running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to: admin } })).filter(
          (mail) => mail.subject,
        );
      const [mail, ...more] = await eventually(async () => {
        const found = await mailsTo();
        return found.length > 0 && found;
      }, 'the admin mail');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('【FleetCheck】検知器の保守 / Detector R-MAILED needs attention');
      expect(mail!.text).toContain(
        '貸出中の検知器 R-MAILED（東京運輸株式会社）: 週次点検（酒気なしで0・洗口液で反応あり）が行われていません。',
      );
      expect(mail!.text).toContain(
        'Rented detector R-MAILED (東京運輸株式会社): Its weekly check (sober 0, positive after mouthwash) is overdue.',
      );
      // 03:00 UTC is 12:00 in Tokyo.
      expect(mail!.text).toContain('日時: 2026.11.20 12:00');
      // The listed detector's alert reached the events queue too, and mailed nobody: both queues idle, still one mail.
      const idle = async (name: string) => {
        const counts = await running.harness.queues.queue(name).counts();
        return counts.waiting + counts.active + counts.delayed === 0;
      };
      await eventually(async () => ((await idle(QUEUE_NAMES.events)) && (await idle(QUEUE_NAMES.mail))) || undefined, 'idle queues');
      expect((await mailsTo()).map((found) => found.subject)).toEqual(['【FleetCheck】検知器の保守 / Detector R-MAILED needs attention']);
    },
  );

  it.skipIf(!enabled)(
    "at 23:59:59 on New Year's Eve in Japan a 31 December usage limit holds and that day's use needs no check yet; at 00:00 on 1 January both are due",
    async () => {
      const companyId = randomUUID();
      const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
      // Both on the company's list since 28 Dec (weekly check not yet due), never daily-checked.
      const limited = await seedListedDetector(running.harness.store, companyId, 'L-NY-LIMIT', '2026-12-28T00:00:00.000Z');
      await recordMaintenance(running.harness.store, companyId, limited, 'usage_limit_set', '2026-12-28T00:00:00.000Z', '2026-12-31');
      const used = await seedListedDetector(running.harness.store, companyId, 'L-NY-USED', '2026-12-28T00:00:00.000Z');
      // 2026-12-31T14:59:59Z: 23:59:59 on 31 Dec in Japan.
      await recordTest(running.harness.store, {
        companyId,
        driverId,
        resultMgL: 0,
        device: { deviceId: used, serialNo: 'L-NY-USED', model: 2 },
        testedAt: '2026-12-31T14:59:59.000Z',
      });
      try {
        now = new Date('2026-12-31T14:59:59.000Z');
        await runScan();
        expect(await raisedFor(companyId)).toEqual([]);

        // 15:00:00Z: midnight, 1 Jan 2027 in Japan.
        now = new Date('2026-12-31T15:00:00.000Z');
        await runScan();
        expect(await raisedFor(companyId)).toEqual([
          'L-NY-LIMIT DEVICE_USAGE_EXCEEDED usage_limit',
          'L-NY-USED DEVICE_MAINTENANCE_REQUIRED daily_check',
        ]);
        const [limit] = await raised('DEVICE_USAGE_EXCEEDED', limited, 'usage_limit', '2026-12-31');
        expect(limit!.data).toMatchObject({ raisedAt: '2026-12-31T15:00:00.000Z', device: { serialNo: 'L-NY-LIMIT' } });
      } finally {
        now = NOW;
      }
    },
  );
});
