import { mailOutboxCollection } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSystem } from '../../src/local/system';
import type { ApiCall } from '../../src/simulate/api-client';
import type { Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { startFleetSystem, type FleetSystem } from '../support/fleet-system';
import { eventually } from '../support/eventually';

/*
 * The whole local profile in this process (command and query APIs, projections, workers on BullMQ's
 * PostgreSQL backend, outbox mailer) on a fresh database: a detector's failing result becomes one
 * ALCOHOL_TEST_FAILED notification on the dashboard and one mail per manager, however often it is posted.
 */
const MANAGER_EMAILS = ['manager@fleetcheck.example', 'manager2@fleetcheck.example'];

let system: LocalSystem;
let running: FleetSystem;
let call: ApiCall;
let fleet: Fleet;

beforeAll(async () => {
  running = await startFleetSystem('ingest');
  ({ call, fleet, system } = running);
});
afterAll(async () => {
  await running?.stop();
});

interface HomeNotification {
  _id: string;
  type: string;
  testResult: number | null;
  testResultId: string | null;
}
const homeNotifications = async (): Promise<HomeNotification[]> => {
  const home = await call('GET', '/home', { token: fleet.managerToken });
  expect(home.status).toBe(200);
  return home.body.data.notifications as HomeNotification[];
};
const alcoholAlerts = async () => (await homeNotifications()).filter((n) => n.type === 'ALCOHOL_TEST_FAILED');
const mailsTo = async (to: string) => system.stores.readStore.collection(mailOutboxCollection).findMany({ filter: { to } });

describe('a failing breath test from a detector', () => {
  it('raises one ALCOHOL_TEST_FAILED notification and one mail per manager, even when posted twice', async () => {
    const device = fleet.devices[0]!;
    const driver = fleet.drivers[0]!;
    const failing = deviceReading(driver, 0.25);
    const first = await call('POST', '/test-result/device', { device: device.secret, body: failing });
    expect(first.status).toBe(201);
    const retry = await call('POST', '/test-result/device', { device: device.secret, body: failing });
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);

    // A second, different failing result is the barrier: once its alert and mails are out, the workers
    // have had every chance to (wrongly) raise or mail the first one twice.
    const barrier = await call('POST', '/test-result/device', { device: device.secret, body: deviceReading(driver, 0.4) });
    expect(barrier.status).toBe(201);
    await eventually('both alcohol alerts on the dashboard', async () => ((await alcoholAlerts()).length >= 2 ? true : undefined));
    await eventually('two mails to each manager', async () =>
      (await Promise.all(MANAGER_EMAILS.map(mailsTo))).every((mails) => mails.length >= 2) ? true : undefined,
    );

    const alerts = await alcoholAlerts();
    expect(alerts.map((n) => n.testResult).sort()).toEqual([0.25, 0.4]);
    for (const email of MANAGER_EMAILS) expect(await mailsTo(email)).toHaveLength(2);

    // The dashboard follows the notification's own events: a dismissed alert leaves the home list.
    const alert = alerts.find((n) => n.testResult === 0.25)!;
    // The alert names its record, which the dashboard opens from it.
    expect(alert.testResultId).toBe(first.body.data.id);
    const dismissed = await call('PATCH', `/notification/${alert._id}/dismiss`, { token: fleet.managerToken });
    expect(dismissed.status).toBe(200);
    await eventually('the dismissed alert to leave the home list', async () =>
      (await alcoholAlerts()).some((n) => n._id === alert._id) ? undefined : true,
    );
    expect((await alcoholAlerts()).map((n) => n.testResult)).toEqual([0.4]);
  });
});
