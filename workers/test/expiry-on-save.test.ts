import { randomUUID } from 'node:crypto';
import { notificationStream, type NotificationType } from '@fleetcheck/contracts';
import { type RecordedEvent } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { notificationIdFor } from '../src/notifications/notification-id';
import { needsJob } from '../src/processors/event-processor';
import { useWorkers } from './support/running-workers';
import { eventually, queueBackends } from './support/harness';
import { seedCar, seedCarChange, seedDriver, seedDriverChange } from './support/seed';

const backends = await queueBackends('workers expiry on save');

/** 2026-04-01 12:00 in Tokyo: the fake clock of the workers. */
const NOW = new Date('2026-04-01T03:00:00Z');

describe.each(backends)('expiry alerts when a car or driver is saved, on the %s queue backend', (_name, kind) => {
  const running = useWorkers(kind, { clock: { now: () => NOW }, schedule: false });

  const raised = (type: NotificationType, subjectId: string, date: string) =>
    running.harness.store.readStream(notificationStream(notificationIdFor(type, subjectId, date)));
  const raisedFor = async (companyId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } })).filter(
      (event) => (event.data as { companyId: string }).companyId === companyId,
    );

  it('a car saved with a past inspection date and a driver with a licence expiring within 30 days raise their alerts with no scan', async () => {
    const companyId = randomUUID();
    const car = await seedCar(running.harness.store, companyId, { inspection: '2026-03-15', insurance: '2027-01-01' });
    const soon = await seedDriver(running.harness.store, companyId, '2026-04-20');
    const valid = await seedDriver(running.harness.store, companyId, '2026-05-02');

    const [inspection] = await eventually(async () => {
      const events = await raised('INSPECTION_EXPIRED', car, '2026-03-15');
      return events.length > 0 ? events : undefined;
    }, 'the inspection alert');
    expect(inspection!.data).toMatchObject({
      type: 'INSPECTION_EXPIRED',
      level: 'alert',
      companyId,
      car: { inspection: '2026-03-15', insurance: '2027-01-01' },
      raisedAt: NOW.toISOString(),
    });
    const [licence] = await eventually(async () => {
      const events = await raised('LICENSE_EXPIRING', soon, '2026-04-20');
      return events.length > 0 ? events : undefined;
    }, 'the licence alert');
    expect(licence!.data).toMatchObject({ level: 'warning', driver: { expirationDate: '2026-04-20' } });
    // 2 May is 31 days ahead: not yet. The insurance is far off.
    expect(await raised('LICENSE_EXPIRING', valid, '2026-05-02')).toEqual([]);
    expect(await raised('INSURANCE_EXPIRING', car, '2027-01-01')).toEqual([]);

    // The daily scan finds them raised: nothing twice.
    await running.runScheduled((workers) => workers.scanNow('2026-04-01'), 'the scan to finish');
    expect((await raisedFor(companyId)).map((event) => (event.data as { type: string }).type).sort()).toEqual([
      'INSPECTION_EXPIRED',
      'LICENSE_EXPIRING',
    ]);
  });

  it('an edit that brings a lapsed date raises at once; an edit of other fields makes no job', async () => {
    const companyId = randomUUID();
    const driver = await seedDriver(running.harness.store, companyId, '2027-01-01');
    const car = await seedCar(running.harness.store, companyId, { inspection: '2027-06-01', insurance: '2027-06-01' });
    await seedDriverChange(running.harness.store, companyId, driver, { expirationDate: '2026-03-01' });
    await seedCarChange(running.harness.store, companyId, car, { insurance: '2026-04-10' });

    await eventually(async () => ((await raised('LICENSE_EXPIRED', driver, '2026-03-01')).length > 0 ? true : undefined), 'licence');
    await eventually(async () => ((await raised('INSURANCE_EXPIRING', car, '2026-04-10')).length > 0 ? true : undefined), 'insurance');
    expect((await raisedFor(companyId)).length).toBe(2);

    const edit = (type: string, data: unknown) => ({ type, schemaVersion: 1, data }) as RecordedEvent;
    expect(needsJob(edit('CarUpdated', { carId: car, companyId, changes: { number: '品川 500 あ 1-1' } }))).toBe(false);
    expect(needsJob(edit('CarUpdated', { carId: car, companyId, changes: { inspection: '2026-04-02' } }))).toBe(true);
    expect(needsJob(edit('DriverUpdated', { driverId: driver, companyId, changes: { mobile: '09011112222' } }))).toBe(false);
  });
});
