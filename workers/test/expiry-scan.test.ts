import { randomUUID } from 'node:crypto';
import { notificationStream, type NotificationType } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import {
  CHECK_MISSING_SCHEDULER_ID,
  DRIVER_REMINDER_SCHEDULER_ID,
  EXPIRY_SCAN_SCHEDULER_ID,
  MONTHLY_REPORTS_SCHEDULER_ID,
  WEEKLY_REPORTS_SCHEDULER_ID,
  startWorkers,
} from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { useWorkers } from './support/running-workers';
import { queueBackends } from './support/harness';
import { seedCar, seedCarChange, seedDriver, seedDriverChange } from './support/seed';

const backends = await queueBackends('workers expiry scan');

/** 2026-04-01 12:00 in Tokyo. */
const NOW = new Date('2026-04-01T03:00:00Z');

describe.each(backends)('the daily expiry scan on the %s queue backend', (_name, kind) => {
  const running = useWorkers(kind, {
    clock: { now: () => NOW },
    // The scan alone: alerts raised when a car or driver is saved are expiry-on-save.test.ts's.
    dispatch: false,
  });

  const raisedOnce = async (type: NotificationType, subjectId: string, date: string) =>
    running.harness.store.readStream(notificationStream(notificationIdFor(type, subjectId, date)));

  const runScan = () => running.runScheduled((workers) => workers.scanNow(), 'the scan to finish');

  it('is registered as a daily job scheduler, beside the missed-check and driver reminder jobs every five minutes, once however often the workers start', async () => {
    const again = await startWorkers({
      eventStore: running.harness.store,
      readStore: running.harness.readStore,
      queues: running.harness.queues,
      mailer: running.workers.deps.mailer,
      dispatch: false,
      clock: { now: () => NOW },
    });
    await again.stop();
    expect(await running.scheduled.listSchedules()).toEqual(
      expect.arrayContaining([
        { id: EXPIRY_SCAN_SCHEDULER_ID, cron: '0 3 * * *', nextRunAt: expect.any(Date) },
        // Every five minutes: each office closes its day at its own cut-off (issue 34 item 5).
        { id: CHECK_MISSING_SCHEDULER_ID, cron: '*/5 * * * *', nextRunAt: expect.any(Date) },
        // The driver reminder mail, every five minutes by default (DRIVER_REMINDER_CRON, issue 34 item 5).
        { id: DRIVER_REMINDER_SCHEDULER_ID, cron: '*/5 * * * *', nextRunAt: expect.any(Date) },
        // 07:00 Japan on the 1st (the record book) and on Mondays (the weekly summary), issue 37 item 3.
        { id: MONTHLY_REPORTS_SCHEDULER_ID, cron: '0 7 1 * *', nextRunAt: expect.any(Date) },
        { id: WEEKLY_REPORTS_SCHEDULER_ID, cron: '0 7 * * 1', nextRunAt: expect.any(Date) },
      ]),
    );
    expect(await running.scheduled.listSchedules()).toHaveLength(5);
  });

  it('raises EXPIRING within 30 days and EXPIRED past the date, once across two runs', async () => {
    const companyId = randomUUID();
    const soon = await seedDriver(running.harness.store, companyId, '2026-04-20');
    const lapsed = await seedDriver(running.harness.store, companyId, '2026-03-01');
    const valid = await seedDriver(running.harness.store, companyId, '2027-01-01');
    const car = await seedCar(running.harness.store, companyId, { inspection: '2026-05-01', insurance: '2026-03-31' });

    await runScan();
    await runScan();

    const expected: [NotificationType, string, string, 'warning' | 'alert'][] = [
      ['LICENSE_EXPIRING', soon, '2026-04-20', 'warning'],
      ['LICENSE_EXPIRED', lapsed, '2026-03-01', 'alert'],
      ['INSPECTION_EXPIRING', car, '2026-05-01', 'warning'],
      ['INSURANCE_EXPIRED', car, '2026-03-31', 'alert'],
    ];
    for (const [type, subject, date, level] of expected) {
      const events = await raisedOnce(type, subject, date);
      expect(events, type).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ type, level, companyId });
    }
    const all = await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } });
    expect(all.filter((event) => (event.data as { companyId: string }).companyId === companyId)).toHaveLength(4);
    expect(await raisedOnce('LICENSE_EXPIRING', valid, '2027-01-01')).toEqual([]);
  });

  it('follows edits and deletions: a renewed licence, a deleted driver or car raise nothing; the unchanged twins do', async () => {
    const companyId = randomUUID();
    // Twins: the same dates, one left as is (the control), one renewed or deleted before the scan.
    const kept = await seedDriver(running.harness.store, companyId, '2026-04-20');
    const renewed = await seedDriver(running.harness.store, companyId, '2026-04-20');
    await seedDriverChange(running.harness.store, companyId, renewed, { expirationDate: '2029-04-20' });
    const keptLapsed = await seedDriver(running.harness.store, companyId, '2026-03-01');
    const removedDriver = await seedDriver(running.harness.store, companyId, '2026-03-01');
    await seedDriverChange(running.harness.store, companyId, removedDriver, 'deleted');
    const keptCar = await seedCar(running.harness.store, companyId, { inspection: '2026-05-01', insurance: '2026-03-31' });
    const removedCar = await seedCar(running.harness.store, companyId, { inspection: '2026-05-01', insurance: '2026-03-31' });
    await seedCarChange(running.harness.store, companyId, removedCar, 'deleted');
    const renewedCar = await seedCar(running.harness.store, companyId, { inspection: '2026-05-01', insurance: '2026-03-31' });
    await seedCarChange(running.harness.store, companyId, renewedCar, { inspection: '2028-05-01', insurance: '2027-03-31' });

    await runScan();

    expect(await raisedOnce('LICENSE_EXPIRING', kept, '2026-04-20')).toHaveLength(1);
    expect(await raisedOnce('LICENSE_EXPIRED', keptLapsed, '2026-03-01')).toHaveLength(1);
    expect(await raisedOnce('INSPECTION_EXPIRING', keptCar, '2026-05-01')).toHaveLength(1);
    expect(await raisedOnce('INSURANCE_EXPIRED', keptCar, '2026-03-31')).toHaveLength(1);

    expect(await raisedOnce('LICENSE_EXPIRING', renewed, '2026-04-20')).toEqual([]);
    expect(await raisedOnce('LICENSE_EXPIRING', renewed, '2029-04-20')).toEqual([]);
    expect(await raisedOnce('LICENSE_EXPIRED', removedDriver, '2026-03-01')).toEqual([]);
    for (const car of [removedCar, renewedCar]) {
      expect(await raisedOnce('INSPECTION_EXPIRING', car, '2026-05-01')).toEqual([]);
      expect(await raisedOnce('INSURANCE_EXPIRED', car, '2026-03-31')).toEqual([]);
    }
    const raised = await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } });
    expect(raised.filter((event) => (event.data as { companyId: string }).companyId === companyId)).toHaveLength(4);
  });
});
