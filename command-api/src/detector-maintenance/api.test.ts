import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;
const nextSerial = () => `MT-${++serial}`;
/** 30 minutes before the harness clock, written in Japan time as the form sends it. */
const halfAnHourAgo = () => {
  const at = new Date(h.clock.now().getTime() - 30 * 60_000 + 9 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+09:00`;
};
const weekly = () => ({
  kind: 'weekly_check',
  maintainedAt: halfAnHourAgo(),
  performedBy: '山田 太郎',
  remark: 'sober 0.000, mouthwash positive',
});

async function ownDevice(token: string) {
  const response = await h.call('POST', '/device', { token, body: { serialNo: nextSerial() } });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

async function registeredDevice(company: string | null) {
  const body = { serialNo: nextSerial(), company: company ?? h.companyA, regDate: '2026-01-15' };
  const response = await h.call('POST', '/admin/device', { token: h.tokens.admin, body });
  expect(response.status).toBe(201);
  const id = response.body.data.id as string;
  if (company === null) expect((await h.call('POST', `/admin/device/${id}/unassign`, { token: h.tokens.admin })).status).toBe(200);
  return id;
}

const maintenanceEvents = async (deviceId: string) => (await h.store.readStream(`detector-maintenance-${deviceId}`)).map((e) => e.data);

describe('POST /device/{id}/maintenance and POST /admin/device/{id}/maintenance', () => {
  it("a manager records a weekly check of the company's own detector, with who, when (stored in UTC) and the remark", async () => {
    const id = await ownDevice(h.tokens.managerA);
    const response = await h.call('POST', `/device/${id}/maintenance`, { token: h.tokens.managerA, body: weekly() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ operation: 'success', data: { id, revision: 0 } });
    const expectedAt = new Date(h.clock.now().getTime() - 30 * 60_000).toISOString();
    expect(await maintenanceEvents(id)).toEqual([
      {
        deviceId: id,
        companyId: h.companyA,
        kind: 'weekly_check',
        outcome: 'passed',
        maintainedAt: expectedAt,
        performedBy: '山田 太郎',
        remark: 'sober 0.000, mouthwash positive',
        usageLimitDate: null,
      },
    ]);
    const [event] = await h.store.readStream(`detector-maintenance-${id}`);
    expect(event!.metadata.actor).toMatchObject({ role: 'manager', companyId: h.companyA });
  });

  it('a manager may also keep a detector the company rents from the platform (the one its tests come from)', async () => {
    const id = await registeredDevice(h.companyA);
    const body = { kind: 'usage_limit_set', maintainedAt: halfAnHourAgo(), performedBy: '山田', usageLimitDate: '2027-03-31' };
    expect((await h.call('POST', `/device/${id}/maintenance`, { token: h.tokens.managerA, body })).status).toBe(201);
    expect(await maintenanceEvents(id)).toEqual([
      expect.objectContaining({ companyId: h.companyA, kind: 'usage_limit_set', usageLimitDate: '2027-03-31', remark: '' }),
    ]);
  });

  it("refuses another company's detectors (own or rented) as not found, the admin on company routes and anonymous callers, writing nothing", async () => {
    const own = await ownDevice(h.tokens.managerA);
    const rented = await registeredDevice(h.companyA);
    expect((await h.call('POST', `/device/${own}/maintenance`, { token: h.tokens.managerA, body: weekly() })).status).toBe(201);
    expect((await h.call('POST', `/device/${rented}/maintenance`, { token: h.tokens.managerA, body: weekly() })).status).toBe(201);
    const before = await h.head();
    for (const id of [own, rented, 'no-such-device']) {
      const refused = await h.call('POST', `/device/${id}/maintenance`, { token: h.tokens.managerB, body: weekly() });
      expect(refused.status).toBe(404);
      expect(refused.body.error.key).toBe('Errors.NotFound');
    }
    expect((await h.call('POST', `/device/${own}/maintenance`, { token: h.tokens.admin, body: weekly() })).status).toBe(403);
    expect((await h.call('POST', `/device/${own}/maintenance`, { body: weekly() })).status).toBe(401);
    expect((await h.call('POST', `/admin/device/${rented}/maintenance`, { token: h.tokens.managerA, body: weekly() })).status).toBe(403);
    expect(await h.head()).toBe(before);
  });

  it('the admin keeps any registered detector, rented or in stock, but not a company-listed one', async () => {
    const rented = await registeredDevice(h.companyB);
    const stock = await registeredDevice(null);
    const calibration = { ...weekly(), kind: 'calibration' };
    expect((await h.call('POST', `/admin/device/${rented}/maintenance`, { token: h.tokens.admin, body: calibration })).status).toBe(201);
    expect((await h.call('POST', `/admin/device/${stock}/maintenance`, { token: h.tokens.admin, body: calibration })).status).toBe(201);
    expect(await maintenanceEvents(rented)).toEqual([expect.objectContaining({ companyId: h.companyB, kind: 'calibration' })]);
    expect(await maintenanceEvents(stock)).toEqual([expect.objectContaining({ companyId: null, kind: 'calibration' })]);
    const own = await ownDevice(h.tokens.managerA);
    expect((await h.call('POST', `/admin/device/${own}/maintenance`, { token: h.tokens.admin, body: calibration })).status).toBe(404);
  });

  it('bad input answers 400 with the field and its key and appends nothing', async () => {
    const id = await ownDevice(h.tokens.managerA);
    expect((await h.call('POST', `/device/${id}/maintenance`, { token: h.tokens.managerA, body: weekly() })).status).toBe(201);
    const before = await h.head();
    const cases: [Record<string, unknown>, { path: string; key: string }[]][] = [
      [
        { kind: 'oil_change', maintainedAt: 'yesterday', performedBy: ' ' },
        [
          { path: 'kind', key: 'Errors.Required' },
          { path: 'maintainedAt', key: 'Errors.Invalid' },
          { path: 'performedBy', key: 'Errors.Required' },
        ],
      ],
      [
        { ...weekly(), maintainedAt: new Date(h.clock.now().getTime() + 6 * 60_000).toISOString() },
        [{ path: 'maintainedAt', key: 'Errors.TimeInFuture' }],
      ],
      [{ ...weekly(), kind: 'usage_limit_set' }, [{ path: 'usageLimitDate', key: 'Errors.Required' }]],
      [{ ...weekly(), usageLimitDate: '2027-01-01' }, [{ path: 'usageLimitDate', key: 'Errors.Invalid' }]],
      [{ ...weekly(), kind: 'usage_limit_set', usageLimitDate: '2027-02-30' }, [{ path: 'usageLimitDate', key: 'Errors.Invalid' }]],
    ];
    for (const [body, fields] of cases) {
      const response = await h.call('POST', `/device/${id}/maintenance`, { token: h.tokens.managerA, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.key).toBe('Errors.Invalid');
      expect(response.body.error.fields).toEqual(fields);
    }
    expect(await h.head()).toBe(before);
  });
});
