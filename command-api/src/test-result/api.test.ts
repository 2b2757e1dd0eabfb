import { testResultStream } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { registerCar } from '../car/commands';
import { createDriver } from '../driver/commands';
import { deviceTestResultId } from './test-result-id';

let h: Harness;
let driverA: string;
let driverB: string;
let carA: string;
let carB: string;
beforeAll(async () => {
  h = await startHarness();
  const car = (officeId: string, number: string) => ({
    number,
    model: 'Hiace',
    type: 'Van',
    chassisNo: 'C-1',
    production: '2020-04',
    inspection: '2027-04-01',
    insurance: '2027-03-31',
    officeId,
  });
  carA = (await registerCar(h.app, h.ctx, h.companyA, car(h.officeA, '品川 300 あ 10-01'))).carId;
  carB = (await registerCar(h.app, h.ctx, h.companyB, car(h.officeB, '品川 300 あ 10-02'))).carId;
  const profile = (carId: string) => ({
    firstName: '太郎',
    lastName: '山田',
    spellingFirstName: 'タロウ',
    spellingLastName: 'ヤマダ',
    DOB: '-',
    expirationDate: '2030-01-01',
    licenseType: 'ordinary',
    carId,
    driverLicense: '123456789012',
    email: 'driver@example.com',
    mobile: '09012345678',
    officeId: null,
    image: null,
  });
  driverA = (await createDriver(h.app, h.ctx, h.companyA, profile(carA))).driverId;
  driverB = (await createDriver(h.app, h.ctx, h.companyB, profile(carB))).driverId;
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;
async function registerDevice(company: string) {
  const response = await h.call('POST', '/admin/device', {
    token: h.tokens.admin,
    body: { serialNo: `TR-${Date.now()}-${++serial}`, company, regDate: '2025-01-15' },
  });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; secret: string };
}

const reading = (overrides: Record<string, unknown> = {}) => ({
  id: `dev-${Math.random().toString(36).slice(2)}`,
  driver: driverA,
  vehicle: carA,
  time: '2026-04-01T08:30:00+09:00',
  result: 0.1234,
  location: { latitude: 35.68, longitude: 139.76 },
  checkType: 'before_driving',
  method: 'face_to_face',
  checkedBy: '佐藤',
  ...overrides,
});

const asDevice = (secret: string) => ({ authorization: `Device ${secret}` });

describe('POST /test-result/device', () => {
  it('records a test from an authenticated detector, with 3 decimals; a retry with the same device id records nothing', async () => {
    const device = await registerDevice(h.companyA);
    const body = reading();
    const first = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body });
    expect(first.status).toBe(201);
    const id = first.body.data.id as string;
    expect(id).toBe(deviceTestResultId(device.id, body.id));

    const head = await h.head();
    const retry = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: { ...body, result: 0.5 } });
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(id);
    expect(await h.head()).toBe(head);

    const events = await h.store.readStream(testResultStream(id));
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata.actor).toMatchObject({ role: 'device', userId: device.id, companyId: h.companyA });
    expect(events[0]!.data).toMatchObject({
      testResultId: id,
      companyId: h.companyA,
      source: 'device',
      deviceResultId: body.id,
      driverId: driverA,
      carId: carA,
      resultMgL: 0.123,
      testedAt: '2026-03-31T23:30:00.000Z',
      device: { deviceId: device.id, model: 2 },
      checkType: 'before_driving',
      method: 'face_to_face',
    });
  });

  it('refuses a missing, wrong or rotated secret with 401 and appends nothing', async () => {
    const device = await registerDevice(h.companyA);
    const head = await h.head();
    expect((await h.call('POST', '/test-result/device', { body: reading() })).status).toBe(401);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(`${device.secret}x`), body: reading() })).status).toBe(401);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice('garbage'), body: reading() })).status).toBe(401);
    await h.call('POST', `/admin/device/${device.id}/rotate-secret`, { token: h.tokens.admin });
    const head2 = await h.head();
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(401);
    expect(await h.head()).toBe(head2);
    expect(head2).toBeGreaterThan(head);
  });

  it("refuses another company's driver as a 400 on the driver field, and malformed fields by key", async () => {
    const device = await registerDevice(h.companyA);
    const head = await h.head();
    const foreign = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading({ driver: driverB }) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual([{ path: 'driver', key: 'Errors.NotFound' }]);
    const foreignCar = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading({ vehicle: carB }) });
    expect(foreignCar.body.error.fields).toEqual([{ path: 'vehicle', key: 'Errors.NotFound' }]);
    const malformed = await h.call('POST', '/test-result/device', {
      headers: asDevice(device.secret),
      body: reading({ id: '', result: -1, checkType: 'sometimes' }),
    });
    expect(malformed.status).toBe(400);
    const fields = Object.fromEntries((malformed.body.error.fields as { path: string; key: string }[]).map((f) => [f.path, f.key]));
    expect(fields).toMatchObject({ id: 'Errors.Required', result: 'Errors.Invalid', checkType: 'Errors.Required' });
    expect(await h.head()).toBe(head);
  });
});

describe('manual records and corrections', () => {
  it('a manager records a check by hand; a correction is a new event and the original stays unchanged', async () => {
    const { id: _id, ...manual } = reading({ time: '2026-03-01T08:30:00+09:00' });
    const created = await h.call('POST', '/test-result', { token: h.tokens.managerA, body: manual });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    const corrected = await h.call('POST', `/test-result/${id}/correction`, {
      token: h.tokens.managerA,
      body: { checkType: 'after_driving', reason: 'wrong button' },
    });
    expect(corrected.status).toBe(200);
    const events = await h.store.readStream(testResultStream(id));
    expect(events.map((e) => e.type)).toEqual(['TestResultRecorded', 'TestResultCorrected']);
    expect(events[0]!.data).toMatchObject({ source: 'manual', device: null, checkType: 'before_driving' });
    expect(events[1]!.data).toMatchObject({ testResultId: id, changes: { checkType: 'after_driving' }, reason: 'wrong button' });

    const head = await h.head();
    expect(
      (
        await h.call('POST', `/test-result/${id}/correction`, {
          token: h.tokens.managerB,
          body: { checkType: 'before_driving', reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', `/test-result/${id}/correction`, {
          token: h.tokens.managerA,
          body: { checkType: 'after_driving', reason: 'again' },
        })
      ).status,
    ).toBe(200);
    expect((await h.call('POST', '/test-result', { body: manual })).status).toBe(401);
    expect(await h.head()).toBe(head);
  });

  it('a manual record is dated at most 5 minutes ahead of the server clock (Errors.TimeInFuture), and nothing is appended', async () => {
    // The harness clock stands at 2026-03-01T09:00:00Z (18:00 in Japan).
    expect(h.clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    const { id: _id, ...manual } = reading();
    const post = (time: string) => h.call('POST', '/test-result', { token: h.tokens.managerA, body: { ...manual, time } });
    expect((await post('2026-03-01T18:05:00+09:00')).status).toBe(201);
    const head = await h.head();
    for (const time of ['2026-03-01T18:05:01+09:00', '2099-01-01T00:00:00+09:00']) {
      const refused = await post(time);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ key: 'Errors.Invalid', fields: [{ path: 'time', key: 'Errors.TimeInFuture' }] });
    }
    expect(await h.head()).toBe(head);
    h.clock.advance(60);
    expect((await post('2026-03-01T18:05:01+09:00')).status).toBe(201);
  });
});
