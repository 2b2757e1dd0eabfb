import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../src/shared/image-sniff';
import { eventCount, login, managerBody, startHarness, type Harness } from './support/api-harness';

/** Photos of managers and drivers: the bytes must be an image (whatever type is declared) and not too large. */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  const manager = h.seed.logins.find((l) => l.role === 'manager')!;
  token = (await login(h, manager.username, manager.password)).token;
});
afterAll(async () => {
  await h?.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const photo = (bytes: Buffer, fileType = 'image/png') => ({ name: 'face.png', fileType, file: bytes.toString('base64') });
const create = (email: string, image: unknown) => h.call('POST', '/manager', { token, body: { ...managerBody(email), image } });

describe('photo uploads', () => {
  it('takes a real image and keeps its name: the profile names the stored bytes by their SHA-256', async () => {
    const created = await create('photo-ok@example.com', photo(PNG));
    expect(created.status).toBe(201);
    // sha256sum of the 72 bytes above (the PNG signature and 64 zero bytes), worked out outside the code.
    const name = '8c6806d8d6093084661ba908761d0bc076628c282907d140abe683606d5c0fdd';
    const companyId = h.seed.companyId!;
    const [event] = (await h.store.readAll({ filter: { eventTypes: ['ManagerCreated'] } })).filter(
      (e) => (e.data as { profile: { email: string } }).profile.email === 'photo-ok@example.com',
    );
    expect((event!.data as { profile: { image: string } }).profile.image).toBe(`/api/v1/images/${companyId}/${name}`);
    expect(await h.deps.blobStore!.get(name, companyId)).toEqual({ id: name, companyId, contentType: 'image/png', bytes: PNG });
  });

  it('refuses bytes that are not an image even when declared image/png, and a declared non-image, writing nothing', async () => {
    const before = await eventCount(h);
    const script = await create('photo-html@example.com', photo(Buffer.from('<script>alert(1)</script>')));
    expect(script.status).toBe(400);
    expect(JSON.stringify(script.body)).toContain('Errors.UploadNotImage');
    const declared = await create('photo-pdf@example.com', photo(PNG, 'application/pdf'));
    expect(declared.status).toBe(400);
    expect(JSON.stringify(declared.body)).toContain('Errors.UploadNotImage');
    expect(await eventCount(h)).toBe(before);
  });

  it('checks the own-profile photo the same way', async () => {
    const profile = {
      firstName: '健',
      lastName: '伊藤',
      spellingFirstName: 'ケン',
      spellingLastName: 'イトウ',
      email: 'own@example.com',
      mobile: '09011112222',
    };
    const refused = await h.call('PATCH', '/auth/update-profile', {
      token,
      body: { ...profile, image: photo(Buffer.from('GIF-but-not-really')) },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Errors.UploadNotImage');
  });

  it('refuses an image over the size limit with Errors.UploadTooLarge', async () => {
    const before = await eventCount(h);
    const large = await create('photo-large@example.com', photo(Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)])));
    expect(large.status).toBe(400);
    expect(JSON.stringify(large.body)).toContain('Errors.UploadTooLarge');
    expect(await eventCount(h)).toBe(before);
  });
});
