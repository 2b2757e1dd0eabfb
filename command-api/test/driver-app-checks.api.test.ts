import { createHash } from 'node:crypto';
import { driverPhotoStream, testResultStream } from '@fleetcheck/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverCheckResultId } from '../src/driver-app/test-result-id';
import { carBody, driverBody, eventCount, login, officeBody, registeredManager, startHarness, type Harness } from './support/api-harness';

/*
 * Issue 34 items 2 and 4: the driver's phone sends two photos (checked by their bytes, at most 5 MB, the original
 * and a display copy kept), then the check naming them; the record is the driver's own, awaiting confirmation.
 * The harness clock stands at 2026-03-01T09:00:00Z (18:00 in Japan).
 */
let h: Harness;
let manager: string;
let managerB: string;
let office: string;
let car: string;
let detector: string;
const drivers: Record<'a' | 'a2' | 'b', { id: string; token: string }> = {} as never;

const driverLogin = async (username: string, password: string) => {
  const answer = await h.call('POST', '/auth/driver-login', { body: { username, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data._id as string, token: answer.body.data.token as string };
};
async function newDriver(token: string, officeId: string, carId: string, email: string) {
  const created = await h.call('POST', '/driver', { token, body: { ...driverBody(carId, officeId), email } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return driverLogin(created.body.data.username as string, created.body.data.password as string);
}
async function registerDetector(company: string, serialNo: string) {
  const made = await h.call('POST', '/admin/device', { token: adminToken, body: { serialNo, company, regDate: '2025-01-15' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id as string;
}
let adminToken: string;

beforeAll(async () => {
  h = await startHarness();
  const demo = (role: string) => h.seed.logins.find((l) => l.role === role)!;
  manager = (await login(h, demo('manager').username, demo('manager').password)).token;
  adminToken = (await login(h, demo('admin').username, demo('admin').password, true)).token;
  office = (await h.call('POST', '/office', { token: manager, body: officeBody('運転者アプリ営業所') })).body.data.id as string;
  car = (await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 34-01' }) })).body.data.id as string;
  drivers.a = await newDriver(manager, office, car, 'phone-a@a.example');
  drivers.a2 = await newDriver(manager, office, car, 'phone-a2@a.example');
  // Company B, its manager and driver.
  managerB = (await registeredManager(h, 'phone-b')).token;
  const officeB = (await h.call('POST', '/office', { token: managerB, body: officeBody('B営業所') })).body.data.id as string;
  const carB = (await h.call('POST', '/car', { token: managerB, body: carBody(officeB, { number: '品川 300 あ 34-02' }) })).body.data
    .id as string;
  drivers.b = await newDriver(managerB, officeB, carB, 'phone-b@b.example');
  detector = await registerDetector(h.seed.companyId!, `PHONE-${Date.now()}`);
});
afterAll(async () => {
  await h?.close();
});

const jpeg = (width: number, height: number, colour = '#336699') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const sendPhoto = (token: string | undefined, bytes: Uint8Array, type = 'image/jpeg') =>
  h.call('POST', '/driver-app/photos', { token, rawBody: bytes, headers: { 'content-type': type } });
async function photoOf(token: string, colour: string) {
  const sent = await sendPhoto(token, await jpeg(1600, 1200, colour));
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.data.photo as string;
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST /driver-app/photos', () => {
  it('keeps the original and a display copy at most 1024 px, answering the id, the SHA-256 of the bytes sent and the size', async () => {
    const bytes = await jpeg(1600, 1200);
    const sent = await sendPhoto(drivers.a.token, bytes);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ operation: 'success', data: { sha256: sha256(bytes), width: 1600, height: 1200 } });
    const [taken] = await h.store.readStream(driverPhotoStream(sent.body.data.photo as string));
    expect(taken!.data).toMatchObject({
      driverId: drivers.a.id,
      companyId: h.seed.companyId,
      sha256: sha256(bytes),
      contentType: 'image/jpeg',
    });
    const original = await h.deps.blobStore!.get(sha256(bytes), h.seed.companyId!);
    expect(original?.bytes.equals(bytes)).toBe(true);
    const display = await h.deps.blobStore!.get((taken!.data as { displaySha256: string }).displaySha256, h.seed.companyId!);
    expect(await sharp(display!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    // Company-scoped: another company reads nothing under that id.
    expect(await h.deps.blobStore!.get(sha256(bytes), 'another-company')).toBeUndefined();
  });

  it('refuses what is not an image, an image of another type than declared, over 5 MB, and any caller but a driver; nothing is written', async () => {
    const bytes = await jpeg(40, 30);
    expect((await sendPhoto(drivers.a.token, bytes)).status).toBe(201);
    const before = await eventCount(h);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const notImage = await sendPhoto(drivers.a.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg');
    expect([notImage.status, notImage.body.error.key]).toEqual([400, 'Errors.UploadNotImage']);
    expect((await sendPhoto(drivers.a.token, png, 'image/jpeg')).body.error.key).toBe('Errors.UploadNotImage');
    expect((await sendPhoto(drivers.a.token, png, 'image/gif')).body.error.key).toBe('Errors.UploadNotImage');
    // JPEG's magic number, then bytes that do not decode.
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    expect((await sendPhoto(drivers.a.token, truncated)).body.error.key).toBe('Errors.UploadNotImage');
    const tooLarge = Buffer.concat([bytes, Buffer.alloc(5 * 1024 * 1024 + 1 - bytes.length)]);
    const refused = await sendPhoto(drivers.a.token, tooLarge);
    expect([refused.status, refused.body.error.key]).toEqual([413, 'Errors.UploadTooLarge']);
    expect((await sendPhoto(manager, bytes)).status).toBe(403);
    expect((await sendPhoto(undefined, bytes)).status).toBe(401);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('POST /driver-app/checks', () => {
  let display: string;
  let face: string;
  beforeAll(async () => {
    display = await photoOf(drivers.a.token, '#111111');
    face = await photoOf(drivers.a.token, '#222222');
  });
  let serial = 0;
  const check = (overrides: Record<string, unknown> = {}) => ({
    id: `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
    timing: 'before_driving',
    vehicle: car,
    detector,
    result: 0,
    displayPhoto: display,
    facePhoto: face,
    location: { latitude: 35.6812, longitude: 139.7671, accuracy: 12 },
    // 17:50 in Japan, taken offline, sent at 18:00.
    phoneTime: '2026-03-01T17:50:00+09:00',
    offline: true,
    ...overrides,
  });
  const send = (body: unknown, token = drivers.a.token) => h.call('POST', '/driver-app/checks', { token, body });

  it('records the check awaiting confirmation, source driver app, phone time as check time and server clock as entry time; a retry answers the same and appends once', async () => {
    const body = check();
    const first = await send(body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = driverCheckResultId(drivers.a.id, body.id);
    expect(first.body.data).toMatchObject({
      id,
      timing: 'before_driving',
      testedAt: '2026-03-01T08:50:00.000Z',
      enteredAt: '2026-03-01T09:00:00.000Z',
      phoneTime: '2026-03-01T17:50:00+09:00',
      date: '2026-03-01',
      failed: false,
      source: 'driver_app',
      offline: true,
      vehicle: car,
      carNumber: '品川 300 あ 34-01',
      confirmationStatus: 'awaiting',
    });
    const [recorded] = await h.store.readStream(testResultStream(id));
    expect(recorded!.schemaVersion).toBe(6);
    expect(recorded!.metadata.actor).toMatchObject({ role: 'driver', userId: drivers.a.id });
    expect(recorded!.data).toMatchObject({
      driverId: drivers.a.id,
      source: 'driver_app',
      device: { deviceId: detector },
      location: { latitude: 35.6812, longitude: 139.7671, accuracy: 12 },
      locationMissingReason: null,
      offline: true,
      photos: [
        { kind: 'display', photoId: display, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { kind: 'face', photoId: face, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ],
    });
    const before = await eventCount(h);
    h.clock.advance(60);
    const retry = await send(body);
    expect([retry.status, retry.body], JSON.stringify(retry.body)).toEqual([201, first.body]);
    expect(await eventCount(h)).toBe(before);
    // The same id with another reading is refused: nothing silently replaced.
    const changed = await send({ ...body, result: 0.2 });
    expect([changed.status, changed.body.error]).toEqual([
      412,
      { key: 'Errors.Conflict', status: 412, fields: [{ path: 'id', key: 'Errors.Conflict' }] },
    ]);
    expect(await h.store.readStream(testResultStream(id))).toHaveLength(1);
    expect(await eventCount(h)).toBe(before);
  });

  it('takes a check without location with its reason, and without a vehicle with its reason', async () => {
    const answer = await send(
      check({ location: null, locationMissingReason: 'denied', vehicle: null, noVehicleReason: '直行直帰で車両なし', offline: false }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [recorded] = await h.store.readStream(testResultStream(answer.body.data.id as string));
    expect(recorded!.data).toMatchObject({
      location: null,
      locationMissingReason: 'denied',
      carId: null,
      noVehicleReason: '直行直帰で車両なし',
      offline: false,
    });
  });

  it('refuses a reading out of range, a missing location reason, a photo of another driver or company, a body naming a driver, a detector out of service, and a manager; nothing is written', async () => {
    expect((await send(check())).status).toBe(201);
    const otherDriversPhoto = await photoOf(drivers.a2.token, '#333333');
    const otherCompanysPhoto = await photoOf(drivers.b.token, '#444444');
    const before = await eventCount(h);
    const fields = async (body: unknown, token?: string) => {
      const answer = await send(body, token);
      return [answer.status, answer.body.error?.fields ?? answer.body.error?.key];
    };
    expect(await fields(check({ result: 10.001 }))).toEqual([400, [{ path: 'result', key: 'Errors.Invalid' }]]);
    expect(await fields(check({ result: -0.01 }))).toEqual([400, [{ path: 'result', key: 'Errors.Invalid' }]]);
    expect(await fields(check({ location: null }))).toEqual([400, [{ path: 'locationMissingReason', key: 'Errors.Required' }]]);
    expect(await fields(check({ displayPhoto: otherDriversPhoto }))).toEqual([400, [{ path: 'displayPhoto', key: 'Errors.NotFound' }]]);
    expect(await fields(check({ facePhoto: otherCompanysPhoto }))).toEqual([400, [{ path: 'facePhoto', key: 'Errors.NotFound' }]]);
    expect(await fields(check({ facePhoto: 'no-such-photo' }))).toEqual([400, [{ path: 'facePhoto', key: 'Errors.NotFound' }]]);
    expect(await fields(check({ driver: drivers.a2.id }))).toEqual([400, [{ path: 'driver', key: 'Errors.Invalid' }]]);
    // More than 5 minutes ahead of the server's clock (tests of this file move it).
    const ahead = new Date(h.clock.now().getTime() + 5 * 60_000 + 1000).toISOString();
    expect(await fields(check({ phoneTime: ahead }))).toEqual([400, [{ path: 'phoneTime', key: 'Errors.TimeInFuture' }]]);
    expect(await fields(check(), manager)).toEqual([403, 'Errors.Forbidden']);
    expect(await fields(check(), managerB)).toEqual([403, 'Errors.Forbidden']);
    // Driver B names company A's detector and car: neither is theirs.
    const foreign = await fields(
      check({ displayPhoto: otherCompanysPhoto, facePhoto: await photoOf(drivers.b.token, '#555555') }),
      drivers.b.token,
    );
    expect(foreign).toEqual([400, [{ path: 'vehicle', key: 'Errors.NotFound' }]]);
    expect(await eventCount(h)).toBe(before + 1); // only driver B's photo
    // The platform takes the detector out of service: its reading is no record.
    const serialNo = `PHONE-OOS-${Date.now()}`;
    const retired = await registerDetector(h.seed.companyId!, serialNo);
    const put = await h.call('PUT', `/admin/device/${retired}`, {
      token: adminToken,
      body: { serialNo, company: h.seed.companyId, regDate: '2025-01-15', status: 2 },
    });
    expect(put.status).toBe(200);
    const afterRetire = await eventCount(h);
    const refused = await send(check({ detector: retired }));
    expect([refused.status, refused.body.error]).toEqual([
      409,
      { key: 'Errors.DeviceOutOfService', status: 409, fields: [{ path: 'detector', key: 'Errors.DetectorRetired' }] },
    ]);
    expect(await eventCount(h)).toBe(afterRetire);
  });

  it('a positive reading is recorded failed', async () => {
    const answer = await send(check({ result: 0.25 }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ failed: true, result: 0.25, confirmationStatus: 'awaiting' });
  });
});
