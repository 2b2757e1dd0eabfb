import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/simulate/api-client';
import type { Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { eventually } from '../support/eventually';
import { startFleetSystem, type FleetSystem } from '../support/fleet-system';

/*
 * The whole local profile with ALCOHOL_THRESHOLD_MG_L=0.15: the outcome decided when a result is recorded
 * is the one the list, the dashboard figures and the alerting workers all show.
 */
let running: FleetSystem;
let call: ApiCall;
let fleet: Fleet;

beforeAll(async () => {
  running = await startFleetSystem('threshold', { env: { ALCOHOL_THRESHOLD_MG_L: '0.15' } });
  ({ call, fleet } = running);
});
afterAll(async () => {
  await running?.stop();
});

interface ListedTest {
  result: number;
  status: number;
}

const listed = async (testStatus = 'all'): Promise<ListedTest[]> => {
  const page = await call('GET', `/test-result?testStatus=${testStatus}&limit=50`, { token: fleet.managerToken });
  expect(page.status).toBe(200);
  return page.body.docs as ListedTest[];
};
const home = async () => {
  const answer = await call('GET', '/home', { token: fleet.managerToken });
  expect(answer.status).toBe(200);
  return answer.body.data as { testsToday: number; failedToday: number; notifications: { type: string; testResult: number | null }[] };
};

describe('a non-zero alcohol threshold (0.15 mg/l)', () => {
  it('0.10 passes everywhere and raises no alert; 0.20 fails everywhere and raises ALCOHOL_TEST_FAILED', async () => {
    const device = fleet.devices[0]!;
    const driver = fleet.drivers[0]!;
    for (const result of [0.1, 0.2]) {
      const posted = await call('POST', '/test-result/device', { device: device.secret, body: deviceReading(driver, result) });
      expect(posted.status).toBe(201);
    }

    // The test-results list (status 1 passed, 0 failed) and its filters.
    const all = await eventually('both results listed', async () => {
      const docs = await listed();
      return docs.length === 2 ? docs : undefined;
    });
    expect(all.map(({ result, status }) => ({ result, status })).sort((a, b) => a.result - b.result)).toEqual([
      { result: 0.1, status: 1 },
      { result: 0.2, status: 0 },
    ]);
    expect((await listed('failed')).map((doc) => doc.result)).toEqual([0.2]);
    expect((await listed('passed')).map((doc) => doc.result)).toEqual([0.1]);

    // The dashboard's figures of today and its alerts: the 0.20 alert is raised after the 0.10 result was
    // dispatched (one global order), so once it is there the 0.10 result has had its chance to raise one.
    const dashboard = await eventually('the 0.20 alert on the dashboard', async () => {
      const data = await home();
      return data.notifications.some((n) => n.type === 'ALCOHOL_TEST_FAILED') ? data : undefined;
    });
    expect({ testsToday: dashboard.testsToday, failedToday: dashboard.failedToday }).toEqual({ testsToday: 2, failedToday: 1 });
    expect(dashboard.notifications.filter((n) => n.type === 'ALCOHOL_TEST_FAILED').map((n) => n.testResult)).toEqual([0.2]);
  });
});
