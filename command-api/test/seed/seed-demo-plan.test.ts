import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, login, startHarness, type Harness } from '../support/api-harness';

/**
 * The demo company runs inside the plan it pays for (issue 17 item 3): the seed's cars, its own detector list
 * and the detectors the platform rents to it each fit the plan, and the plan pays for the fleet it declared.
 */
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ofDemoCompany = async (type: string) =>
  (await h.store.readAll())
    .filter((event) => event.type === type && (event.data as { companyId?: string }).companyId === h.seed.companyId)
    .map((event) => event.data as Record<string, unknown>);

describe('the demo seed and its plan', () => {
  it('registers 3 cars, 3 own detectors and 3 rented ones on a plan of 12 cars and 10 detectors, the 12 cars it declared', async () => {
    const [started] = await ofDemoCompany('SubscriptionStarted');
    expect(started).toMatchObject({ plan: { carCount: 12, deviceCount: 10, paymentSchedule: 'yearly' }, paymentMethod: 'bank transfer' });
    const [registered] = await ofDemoCompany('CompanyRegistered');
    expect(registered).toMatchObject({ details: { carCount: 12 } });
    expect(await ofDemoCompany('CarRegistered')).toHaveLength(3);
    expect(await ofDemoCompany('CompanyDeviceAdded')).toHaveLength(3);
    expect(await ofDemoCompany('DeviceRegistered')).toHaveLength(3);
  });

  // On a seeded system of its own, so the counts above hold whichever of the two runs first.
  it('leaves the demo manager room in the plan: a fourth car and a fourth detector are taken', async () => {
    const own = await startHarness();
    try {
      const demoManager = own.seed.logins.find((l) => l.role === 'manager')!;
      const manager = (await login(own, demoManager.username, demoManager.password)).token;
      const [office] = (await own.store.readAll({ filter: { eventTypes: ['OfficeCreated'] } }))
        .map((event) => event.data as { companyId: string; officeId: string })
        .filter((data) => data.companyId === own.seed.companyId)
        .map((data) => data.officeId);
      const car = await own.call('POST', '/car', { token: manager, body: carBody(office!, { number: '品川 300 あ 99-01' }) });
      expect(car.status).toBe(201);
      const device = await own.call('POST', '/device', { token: manager, body: { serialNo: 'FC-DEMO-0004' } });
      expect(device.status).toBe(201);
    } finally {
      await own.close();
    }
  });
});
