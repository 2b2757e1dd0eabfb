import { storedImagePath } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../src/driver/commands';
import { createManager } from '../src/manager/commands';
import { startHarness, type ApiResponse, type Harness } from './assets/api-harness';
import { carBody, driverBody, managerBody } from './support/api-harness';

/**
 * Issue 19 item 8: an image field (driver and manager `image`, the own profile's `image`, a manual test's `photo`)
 * names only one of the company's own uploads. A script URL, an outside URL, another company's upload or a path
 * never uploaded is a 400 with Errors.ImageNotOwn on the field, and nothing is appended.
 */
let h: Harness;
let ownImage: string;
let otherCompanyImage: string;
let carId: string;
beforeAll(async () => {
  h = await startHarness();
  const gif = (fill: number) => ({
    name: 'face.gif',
    fileType: 'image/gif',
    file: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, fill)]).toString('base64'),
  });
  ownImage = (await h.call('POST', '/upload', { token: h.tokens.managerA, body: gif(1) })).body.data.image as string;
  otherCompanyImage = (await h.call('POST', '/upload', { token: h.tokens.managerB, body: gif(2) })).body.data.image as string;
  carId = (await h.call('POST', '/car', { token: h.tokens.managerA, body: carBody(h.officeA, { number: '品川 300 あ 19-08' }) })).body.data
    .id as string;
});
afterAll(async () => {
  await h?.close();
});

const foreign = () => [
  'javascript:alert(1)',
  otherCompanyImage,
  'https://evil.example/face.png',
  storedImagePath(h.companyA, 'f'.repeat(64)),
  `${ownImage}/../${otherCompanyImage.split('/').pop()!}`,
];

async function expectRefused(send: (image: string) => Promise<ApiResponse>, field: string) {
  const head = await h.head();
  for (const image of foreign()) {
    const refused = await send(image);
    expect(refused.status, image).toBe(400);
    expect(refused.body.error).toMatchObject({ key: 'Errors.Invalid', fields: [{ path: field, key: 'Errors.ImageNotOwn' }] });
  }
  expect(await h.head()).toBe(head);
}

describe('image fields take only the company own uploads', () => {
  it('driver image', async () => {
    const post = (image: string) => h.call('POST', '/driver', { token: h.tokens.managerA, body: { ...driverBody(carId), image } });
    expect((await post(ownImage)).status).toBe(201);
    await expectRefused(post, 'image');
  });

  it('manager image', async () => {
    let n = 0;
    const post = (image: string) =>
      h.call('POST', '/manager', { token: h.tokens.managerA, body: { ...managerBody(`own-image-${++n}@example.com`), image } });
    expect((await post(ownImage)).status).toBe(201);
    await expectRefused(post, 'image');
  });

  it('own profile image', async () => {
    const profile = {
      firstName: '健',
      lastName: '伊藤',
      spellingFirstName: 'ケン',
      spellingLastName: 'イトウ',
      email: 'manager@fleetcheck.example',
      mobile: '09011112222',
    };
    const patch = (image: string) => h.call('PATCH', '/auth/update-profile', { token: h.tokens.managerA, body: { ...profile, image } });
    expect((await patch(ownImage)).status).toBe(200);
    await expectRefused(patch, 'image');
  });

  it('manual test photo', async () => {
    const { car: _car, office: _office, ...profile } = driverBody(carId);
    const { driverId: driver } = await createDriver(h.app, h.ctx, h.companyA, { ...profile, carId, officeId: null });
    // The 確認者: a registered manager of the company.
    const { managerId: managerAId } = await createManager(h.app, h.ctx, {
      companyId: h.companyA,
      userType: 3,
      profile: {
        firstName: '一郎',
        lastName: '鈴木',
        spellingFirstName: 'イチロウ',
        spellingLastName: 'スズキ',
        email: 'own-image-checker@example.com',
        mobile: '09011112222',
        officeId: null,
        image: null,
      },
    });
    const post = (photo: string) =>
      h.call('POST', '/test-result', {
        token: h.tokens.managerA,
        body: {
          driver,
          vehicle: carId,
          time: '2026-03-01T17:00:00+09:00',
          result: 0,
          checkType: 'before_driving',
          method: 'face_to_face',
          noDetectorReason: '検知器の電池切れ',
          checker: managerAId,
          photo,
        },
      });
    const taken = await post(ownImage);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    await expectRefused(post, 'photo');
  });
});
