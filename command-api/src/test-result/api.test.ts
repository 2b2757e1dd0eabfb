import { testResultStream } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { registerCar } from '../car/commands';
import { createDriver } from '../driver/commands';
import { createManager } from '../manager/commands';
import { addCompanyDevice } from '../device/commands';
import { deviceTestResultId } from './test-result-id';
import { createApp } from '../app';
import { verifyDeviceSecret } from '../device-registry/device-secret';

let h: Harness;
let driverA: string;
let driverB: string;
let carA: string;
let carB: string;
/** A registered manager of company A who checks drivers (確認者). */
let checkerId: string;
beforeAll(async () => {
  h = await startHarness();
  const checker = await createManager(h.app, h.ctx, {
    companyId: h.companyA,
    userType: 3,
    password: 'checker-pass-1',
    profile: {
      firstName: '一郎',
      lastName: '鈴木',
      spellingFirstName: 'イチロウ',
      spellingLastName: 'スズキ',
      email: 'checker@record-book.example',
      mobile: '09011112222',
      officeId: null,
      image: null,
    },
  });
  checkerId = checker.managerId;
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
  // This file registers more detectors to the demo company than its plan (10) allows: the admin raises it.
  const onBehalf = await h.call('POST', '/auth/getAccessOnBehalf', { token: h.tokens.admin, body: { company: h.companyA } });
  expect(onBehalf.status).toBe(200);
  const raise = { company: h.companyA, carCount: 12, deviceCount: 40, paymentSchedule: 'yearly' };
  expect((await h.call('POST', '/subscription/update', { token: onBehalf.body.data.token, body: raise })).status).toBeLessThan(300);
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

/**
 * A check typed in by hand: a detector's reading without its id, with the 確認者 every hand entry names, and no
 * alcohol (the harness fails any alcohol: a positive one needs 指示事項 and the action taken).
 */
const manualReading = (overrides: Record<string, unknown> = {}) => {
  const { id: _id, ...body } = reading({ checker: checkerId, result: 0, ...overrides });
  return body;
};

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

  it("names the 確認者 its company assigned to the detector when the upload names none; another's manager or detector is refused", async () => {
    const device = await registerDevice(h.companyA);
    const assign = (checker: string | null, token = h.tokens.managerA) =>
      h.call('PUT', `/device/${device.id}/checker`, { token, body: { checker } });
    const checkerOf = async (body: Record<string, unknown>) => {
      const upload = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body });
      expect(upload.status).toBe(201);
      const [recorded] = await h.store.readStream(testResultStream(upload.body.data.id as string));
      return (recorded!.data as { checker: unknown }).checker;
    };
    expect((await assign(checkerId)).status).toBe(200);
    expect(await checkerOf(reading())).toEqual({ managerId: checkerId, name: '鈴木 一郎' });

    // Not a manager of the company, or another company's manager acting on this detector: nothing changes.
    const head = await h.head();
    const unknown = await assign('no-such-manager');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ path: 'checker', key: 'Errors.NotFound' }]);
    expect((await assign(null, h.tokens.managerB)).status).toBe(404);
    expect(await h.head()).toBe(head);

    // Taken back: the next upload names none, and is kept (listed as incomplete).
    expect((await assign(null)).status).toBe(200);
    expect(await checkerOf(reading())).toBeNull();
  });

  it('a detector the platform marks out of service is refused with Errors.DeviceOutOfService; under maintenance it still records, flagged', async () => {
    const device = await registerDevice(h.companyA);
    const status = async (value: number) => {
      const body = { serialNo: `OOS-${device.id}`, company: h.companyA, regDate: '2025-01-15', status: value };
      expect((await h.call('PUT', `/admin/device/${device.id}`, { token: h.tokens.admin, body })).status).toBe(200);
    };
    await status(1);
    const underMaintenance = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() });
    expect(underMaintenance.status).toBe(201);
    // Registered on 15 Jan 2025 and never given a weekly check: overdue too, and both kept on the record.
    const [recorded] = await h.store.readStream(testResultStream(underMaintenance.body.data.id as string));
    expect(recorded!.data).toMatchObject({ detectorFlags: ['under_maintenance', 'check_overdue'] });
    await status(2);
    const head = await h.head();
    const refused = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      key: 'Errors.DeviceOutOfService',
      status: 409,
      fields: [{ path: 'detector', key: 'Errors.DetectorRetired' }],
    });
    expect(await h.head()).toBe(head);
    await status(0);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(201);
  });

  it('a detector whose weekly check failed is refused with Errors.DeviceOutOfService until a check dated after the fault passes', async () => {
    const device = await registerDevice(h.companyA);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(201);
    const minutesAgo = (minutes: number) => new Date(h.clock.now().getTime() - minutes * 60_000).toISOString();
    const maintain = async (body: Record<string, unknown>) =>
      (await h.call('POST', `/device/${device.id}/maintenance`, { token: h.tokens.managerA, body: { performedBy: '山田', ...body } }))
        .status;
    expect(
      await maintain({ kind: 'weekly_check', outcome: 'failed', maintainedAt: minutesAgo(30), remark: 'no reading after mouthwash' }),
    ).toBe(201);

    const head = await h.head();
    const refused = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      key: 'Errors.DeviceOutOfService',
      status: 409,
      fields: [{ path: 'detector', key: 'Errors.DetectorCheckFailed' }],
    });
    expect(await h.head()).toBe(head);
    // A pass dated before the fault does not answer it.
    expect(await maintain({ kind: 'daily_check', maintainedAt: minutesAgo(40) })).toBe(201);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(409);

    expect(await maintain({ kind: 'calibration', outcome: 'passed', maintainedAt: minutesAgo(10) })).toBe(201);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(201);
  });

  it('a detector past its 使用期限 is refused, from the device and in the manual form, naming why, until a new usage limit date', async () => {
    const device = await registerDevice(h.companyA);
    // Tests of 1 Mar 2026, 08:30 in Japan.
    const onFirstOfMarch = (overrides: Record<string, unknown> = {}) => reading({ time: '2026-03-01T08:30:00+09:00', ...overrides });
    const setLimit = async (usageLimitDate: string) =>
      (
        await h.call('POST', `/device/${device.id}/maintenance`, {
          token: h.tokens.managerA,
          body: {
            kind: 'usage_limit_set',
            outcome: 'passed',
            maintainedAt: h.clock.now().toISOString(),
            performedBy: '山田',
            usageLimitDate,
          },
        })
      ).status;
    const fromDevice = () => h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: onFirstOfMarch() });
    // Its limit is that day: it still records.
    expect(await setLimit('2026-03-01')).toBe(201);
    expect((await fromDevice()).status).toBe(201);
    expect(await setLimit('2026-02-28')).toBe(201);
    const head = await h.head();
    const refused = await fromDevice();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      key: 'Errors.DeviceOutOfService',
      status: 409,
      fields: [{ path: 'detector', key: 'Errors.DetectorUsageLimitPassed' }],
    });
    const manual = manualReading({ time: '2026-03-01T08:30:00+09:00', detector: device.id });
    const byHand = await h.call('POST', '/test-result', { token: h.tokens.managerA, body: manual });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.fields).toEqual([{ path: 'detector', key: 'Errors.DetectorUsageLimitPassed' }]);
    expect(await h.head()).toBe(head);
    expect(await setLimit('2027-02-28')).toBe(201);
    expect((await fromDevice()).status).toBe(201);
    expect((await h.call('POST', '/test-result', { token: h.tokens.managerA, body: manual })).status).toBe(201);
  });

  it('records one test when the same device result arrives five times at once: one 201, four 200 (the record read is decided on, a lost race reads again)', async () => {
    const device = await registerDevice(h.companyA);
    const body = reading();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const id = deviceTestResultId(device.id, body.id);
    expect(new Set(answers.map((answer) => answer.body.data.id))).toEqual(new Set([id]));
    expect(await h.store.readStream(testResultStream(id))).toHaveLength(1);
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

  it('accepts a registered device, then refuses it (401, nothing appended) on the upload right after its deregistration', async () => {
    const device = await registerDevice(h.companyA);
    expect((await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() })).status).toBe(201);
    expect((await h.call('POST', `/admin/device/${device.id}/unassign`, { token: h.tokens.admin })).status).toBe(200);
    expect((await h.call('DELETE', `/admin/device/${device.id}`, { token: h.tokens.admin })).status).toBe(200);
    const head = await h.head();
    const refused = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading() });
    expect(refused.status).toBe(401);
    expect(await h.head()).toBe(head);
  });

  it('authenticates devices again once the store is back: a device directory that lost the store is replaced, not kept failed', async () => {
    const device = await registerDevice(h.companyA);
    let reachable = false;
    const flaky = new Proxy(h.store, {
      get(store, key) {
        if (key === 'readAll' && !reachable) return () => Promise.reject(new Error('store unreachable'));
        const value: unknown = Reflect.get(store, key);
        return typeof value === 'function' ? value.bind(store) : value;
      },
    });
    const app = createApp({ eventStore: flaky, clock: h.app.clock, ids: h.app.ids, config: h.app.config });
    await expect(verifyDeviceSecret(app, device.secret)).rejects.toThrow('store unreachable');
    reachable = true;
    expect(await verifyDeviceSecret(app, device.secret)).toMatchObject({ deviceId: device.id, companyId: h.companyA });
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
    const manual = manualReading({ time: '2026-03-01T08:30:00+09:00', noDetectorReason: '検知器の電池切れ' });
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
    const manual = manualReading({ noDetectorReason: '検知器の電池切れ' });
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

describe('record items, checker and confirmation (issue 15)', () => {
  const visualCheck = { faceColour: 'normal', breathSmell: 'not_normal', voice: 'normal', remark: 'かすかに酒臭' };

  it('a device upload keeps 指示事項, その他, the remote means, the visual check and the registered checker by name', async () => {
    const device = await registerDevice(h.companyA);
    const body = reading({
      method: 'remote',
      remoteMethod: 'phone',
      instructions: '  本日の運転は中止  ',
      notes: '代替運転者を手配',
      visualCheck,
      checker: checkerId,
    });
    const created = await h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body });
    expect(created.status).toBe(201);
    const [recorded] = await h.store.readStream(testResultStream(created.body.data.id as string));
    expect(recorded!.schemaVersion).toBe(6);
    expect(recorded!.data).toMatchObject({
      method: 'remote',
      remoteMethod: 'phone',
      instructions: '本日の運転は中止',
      notes: '代替運転者を手配',
      visualCheck,
      checker: { managerId: checkerId, name: '鈴木 一郎' },
      noDetectorReason: null,
    });
  });

  it('refuses a remote check without its means, a checker of another company and text over 1,000 characters; appends nothing', async () => {
    const device = await registerDevice(h.companyA);
    const head = await h.head();
    const post = (overrides: Record<string, unknown>) =>
      h.call('POST', '/test-result/device', { headers: asDevice(device.secret), body: reading(overrides) });
    expect((await post({ method: 'remote' })).body.error.fields).toEqual([{ path: 'remoteMethod', key: 'Errors.Required' }]);
    expect((await post({ checker: 'no-such-manager' })).body.error.fields).toEqual([{ path: 'checker', key: 'Errors.NotFound' }]);
    expect((await post({ instructions: 'あ'.repeat(1001) })).body.error.fields).toEqual([{ path: 'instructions', key: 'Errors.TooLong' }]);
    expect(await h.head()).toBe(head);
    expect((await post({ instructions: 'あ'.repeat(1000) })).status).toBe(201);
  });

  it('a check by hand names a detector the company may use (its own list or a rented one), or says why there was none', async () => {
    const manual = manualReading({ time: '2026-03-01T08:30:00+09:00' });
    const post = (body: Record<string, unknown>) =>
      h.call('POST', '/test-result', { token: h.tokens.managerA, body: { ...manual, ...body } });
    const rented = await registerDevice(h.companyA);
    const ownSerial = `OWN-${Date.now()}`;
    const listed = await addCompanyDevice(h.app, h.ctx, h.companyA, { serialNo: ownSerial, model: 2 });
    // The rightful detectors first: a rented one and one on the company's own list.
    const withRented = await post({ detector: rented.id, noDetectorReason: 'ignored' });
    expect(withRented.status).toBe(201);
    const [fromRented] = await h.store.readStream(testResultStream(withRented.body.data.id as string));
    expect(fromRented!.data).toMatchObject({ source: 'manual', device: { deviceId: rented.id }, noDetectorReason: null });
    const withListed = await post({ detector: listed.deviceId });
    expect(withListed.status).toBe(201);
    const [fromListed] = await h.store.readStream(testResultStream(withListed.body.data.id as string));
    expect(fromListed!.data).toMatchObject({
      source: 'manual',
      device: { deviceId: listed.deviceId, serialNo: ownSerial, model: 2 },
      noDetectorReason: null,
    });

    // Another company's detectors, rented or listed, answer as unknown ones; none without a reason is refused.
    const foreignRented = await registerDevice(h.companyB);
    const foreignListed = await addCompanyDevice(h.app, h.ctx, h.companyB, { serialNo: `OWN-B-${Date.now()}`, model: 2 });
    const head = await h.head();
    expect((await post({})).body.error.fields).toEqual([{ path: 'noDetectorReason', key: 'Errors.Required' }]);
    for (const detector of [foreignRented.id, foreignListed.deviceId, 'no-such-detector']) {
      const refused = await post({ detector });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([{ path: 'detector', key: 'Errors.NotFound' }]);
    }
    expect(await h.head()).toBe(head);
  });

  it('a correction changes the items and names who corrected; a manager confirms, returns with a comment, and a correction re-opens it', async () => {
    const manual = manualReading({ time: '2026-03-01T08:30:00+09:00', noDetectorReason: '電池切れ' });
    const created = await h.call('POST', '/test-result', { token: h.tokens.managerA, body: manual });
    const id = created.body.data.id as string;
    const [recorded] = await h.store.readStream(testResultStream(id));
    const managerAId = recorded!.metadata.actor.userId!;

    const returnIt = (comment: string | null) =>
      h.call('POST', `/test-result/${id}/confirmation`, { token: h.tokens.managerA, body: { decision: 'returned', comment } });
    expect((await returnIt(null)).body.error.fields).toEqual([{ path: 'comment', key: 'Errors.Required' }]);
    expect((await returnIt('指示事項がありません')).status).toBe(200);
    const head = await h.head();
    expect((await returnIt('指示事項がありません')).status).toBe(200);
    expect(await h.head()).toBe(head);
    // Another company's manager cannot see it.
    const foreign = await h.call('POST', `/test-result/${id}/confirmation`, { token: h.tokens.managerB, body: { decision: 'confirmed' } });
    expect(foreign.status).toBe(404);

    const corrected = await h.call('POST', `/test-result/${id}/correction`, {
      token: h.tokens.managerA,
      body: { instructions: '休憩を取ってから運転', visualCheck, reason: '指示事項の記入漏れ' },
    });
    expect(corrected.status).toBe(200);
    const confirmed = await h.call('POST', `/test-result/${id}/confirmation`, {
      token: h.tokens.managerA,
      body: { decision: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);

    const events = await h.store.readStream(testResultStream(id));
    expect(events.map((e) => e.type)).toEqual(['TestResultRecorded', 'TestResultConfirmed', 'TestResultCorrected', 'TestResultConfirmed']);
    expect(events[1]!.data).toMatchObject({ decision: 'returned', comment: '指示事項がありません', manager: { managerId: managerAId } });
    expect(events[2]!.data).toMatchObject({
      changes: { instructions: '休憩を取ってから運転', visualCheck },
      reason: '指示事項の記入漏れ',
      correctedBy: { managerId: managerAId },
    });
    expect(events[3]!.data).toMatchObject({ decision: 'confirmed', comment: null });
  });
});

describe('the items the law asks for, on hand entries and corrections (issue 33)', () => {
  // The harness clock stands at 2026-03-01T09:00:00Z (18:00 in Japan): checks at 8:30 that morning.
  const morning = '2026-03-01T08:30:00+09:00';
  const fields = (answer: { body: { error: { fields: { path: string; key: string }[] } } }) =>
    answer.body.error.fields.map((field) => `${field.path}:${field.key}`);

  it('a positive hand entry is refused until 指示事項 and the action are given; no 確認者 or vehicle is refused too; nothing is written', async () => {
    const post = (overrides: Record<string, unknown>) =>
      h.call('POST', '/test-result', {
        token: h.tokens.managerA,
        body: manualReading({ time: morning, result: 0.25, noDetectorReason: '電池切れ', ...overrides }),
      });
    const complete = { instructions: '本日の乗務は中止', actionTaken: { kind: 'substitute_driver' } };
    const ok = await post(complete);
    expect(ok.status).toBe(201);
    const head = await h.head();
    const bare = await post({});
    expect(bare.status).toBe(400);
    expect(bare.body.error.key).toBe('Errors.Invalid');
    expect(fields(bare)).toEqual(['instructions:Errors.Required', 'actionTaken:Errors.Required']);
    expect(fields(await post({ ...complete, actionTaken: { kind: 'other_action', text: ' ' } }))).toEqual([
      'actionTaken.text:Errors.Required',
    ]);
    expect(fields(await post({ ...complete, checker: null, vehicle: null }))).toEqual([
      'checker:Errors.Required',
      'noVehicleReason:Errors.Required',
    ]);
    expect(await h.head()).toBe(head);
    // An explicit "no vehicle" with its reason is a complete record.
    const noVehicle = await post({ ...complete, vehicle: null, noVehicleReason: '徒歩で出張' });
    expect(noVehicle.status).toBe(201);
    const [recorded] = await h.store.readStream(testResultStream(noVehicle.body.data.id as string));
    expect(recorded!.data).toMatchObject({
      carId: null,
      noVehicleReason: '徒歩で出張',
      failed: true,
      actionTaken: { kind: 'substitute_driver', text: null },
    });
  });

  it('a check entered more than 24 hours after it was made needs the late-entry reason', async () => {
    // 28 Feb 8:30 in Japan, entered 1 Mar 18:00: 33.5 hours late.
    const post = (overrides: Record<string, unknown>) =>
      h.call('POST', '/test-result', {
        token: h.tokens.managerA,
        body: manualReading({ time: '2026-02-28T08:30:00+09:00', noDetectorReason: '電池切れ', ...overrides }),
      });
    expect((await post({ lateEntryReason: '紙の記録簿から転記' })).status).toBe(201);
    const head = await h.head();
    const refused = await post({});
    expect(refused.status).toBe(400);
    expect(fields(refused)).toEqual(['lateEntryReason:Errors.Required']);
    expect(await h.head()).toBe(head);
  });

  it("a hand entry's check time is corrected with a reason; a detector's is refused with Errors.DetectorTimeFixed", async () => {
    const created = await h.call('POST', '/test-result', {
      token: h.tokens.managerA,
      body: manualReading({ time: morning, noDetectorReason: '電池切れ' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const corrected = await h.call('POST', `/test-result/${id}/correction`, {
      token: h.tokens.managerA,
      body: { time: '2026-03-01T08:10:00+09:00', reason: '時刻の入力誤り' },
    });
    expect(corrected.status).toBe(200);
    const [, correction] = await h.store.readStream(testResultStream(id));
    expect(correction!.data).toMatchObject({ changes: { testedAt: '2026-02-28T23:10:00.000Z' }, reason: '時刻の入力誤り' });

    const device = await registerDevice(h.companyA);
    const uploaded = await h.call('POST', '/test-result/device', {
      headers: asDevice(device.secret),
      body: reading({ time: morning, checker: checkerId }),
    });
    expect(uploaded.status).toBe(201);
    const head = await h.head();
    const refused = await h.call('POST', `/test-result/${uploaded.body.data.id as string}/correction`, {
      token: h.tokens.managerA,
      body: { time: '2026-03-01T08:10:00+09:00', reason: '時刻の入力誤り' },
    });
    expect(refused.status).toBe(400);
    expect(fields(refused)).toEqual(['time:Errors.DetectorTimeFixed']);
    expect(await h.head()).toBe(head);
  });

  it("a detector's upload lacking items is kept; a correction that leaves one missing is refused, one that completes it is kept", async () => {
    const device = await registerDevice(h.companyA);
    const uploaded = await h.call('POST', '/test-result/device', {
      headers: asDevice(device.secret),
      body: reading({ time: morning, result: 0.3, vehicle: null, checkedBy: null }),
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.data.id as string;
    const correct = (body: Record<string, unknown>) =>
      h.call('POST', `/test-result/${id}/correction`, { token: h.tokens.managerA, body: { reason: '記入漏れ', ...body } });
    const head = await h.head();
    expect(fields(await correct({ checker: checkerId }))).toEqual([
      'noVehicleReason:Errors.Required',
      'instructions:Errors.Required',
      'actionTaken:Errors.Required',
    ]);
    expect(await h.head()).toBe(head);
    const completed = await correct({
      checker: checkerId,
      vehicle: carA,
      instructions: '本日の乗務は中止',
      actionTaken: { kind: 'stopped_duty' },
    });
    expect(completed.status).toBe(200);
  });
});
