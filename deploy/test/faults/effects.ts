import { mailOutboxCollection } from '@fleetcheck/platform';
import { allProjections, replayProjections } from '@fleetcheck/projections';
import { expect } from 'vitest';
import type { SplitSystem } from '../../src/split/split-system';
import { countBy, readWholeLog } from '../support/event-log';
import { snapshotReadModels } from '../support/read-models';
import type { Acknowledged } from './write-load';

const MANAGERS = 2; // the demo company's managers: each alert mails both

/** Every failing reading acknowledged so far has raised its alert and both mails. */
export async function effectsComplete(system: SplitSystem, failingIds: readonly string[]): Promise<true | undefined> {
  const log = await readWholeLog(system.stores.eventStore);
  const byDeviceId = new Map(
    log
      .filter((e) => e.type === 'TestResultRecorded')
      .map((e) => [(e.data as { deviceResultId: string }).deviceResultId, (e.data as { testResultId: string }).testResultId]),
  );
  const alerted = new Set(
    log.filter((e) => e.type === 'NotificationRaised').map((e) => (e.data as { testResultId: string | null }).testResultId),
  );
  if (!failingIds.every((id) => alerted.has(byDeviceId.get(id) ?? null))) return undefined;
  const mails = (await system.stores.readStore.collection(mailOutboxCollection).findMany({})).filter((mail) =>
    mail._id.startsWith('mail.'),
  );
  return mails.length >= failingIds.length * MANAGERS ? true : undefined;
}

/**
 * With the workers and projections stopped and caught up: each acknowledged write once in the event store, each
 * job effect once (one alert per failing result, mailed to both managers once), read models equal to a replay.
 */
export async function expectEachEffectOnce(system: SplitSystem, acknowledged: Acknowledged): Promise<void> {
  const log = await readWholeLog(system.stores.eventStore);
  const results = countBy(log, 'TestResultRecorded', 'deviceResultId');
  for (const id of acknowledged.readings.keys()) expect(results.get(id), `reading ${id}`).toBe(1);
  const offices = countBy(log, 'OfficeCreated', 'officeId');
  for (const id of acknowledged.offices) expect(offices.get(id), `office ${id}`).toBe(1);

  // One alert per failing result (and none for a passing one), each raised once, each mailed to both managers once.
  const testResultIds = new Map(
    log
      .filter((e) => e.type === 'TestResultRecorded')
      .map((e) => [(e.data as { deviceResultId: string }).deviceResultId, (e.data as { testResultId: string }).testResultId]),
  );
  const alerts = log.filter((e) => e.type === 'NotificationRaised' && (e.data as { type: string }).type === 'ALCOHOL_TEST_FAILED');
  const alertsPerResult = countBy(alerts, 'NotificationRaised', 'testResultId');
  for (const [id, reading] of acknowledged.readings)
    expect(alertsPerResult.get(testResultIds.get(id)!) ?? 0, `alerts of ${id}`).toBe(reading.failing ? 1 : 0);
  expect(Math.max(...countBy(log, 'NotificationRaised', 'notificationId').values())).toBe(1);
  const mails = (await system.stores.readStore.collection(mailOutboxCollection).findMany({})).filter((mail) =>
    mail._id.startsWith('mail.'),
  );
  const mailsPerAlert = new Map<string, number>();
  for (const mail of mails) {
    const notificationId = mail._id.split('.')[1]!;
    mailsPerAlert.set(notificationId, (mailsPerAlert.get(notificationId) ?? 0) + 1);
  }
  expect(mails).toHaveLength(alerts.length * MANAGERS);
  for (const alert of alerts) expect(mailsPerAlert.get((alert.data as { notificationId: string }).notificationId)).toBe(MANAGERS);

  const live = await snapshotReadModels(system.stores.readStore);
  expect(live.test_results).toHaveLength(log.filter((e) => e.type === 'TestResultRecorded').length);
  await replayProjections({ eventStore: system.stores.eventStore, readStore: system.stores.readStore, projections: allProjections });
  expect(await snapshotReadModels(system.stores.readStore)).toEqual(live);
}
