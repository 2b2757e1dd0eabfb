import { parseStoredImagePath } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../src/shared/image-sniff';
import { eventCount, login, managerBody, startHarness, type Harness } from './support/api-harness';

/** POST /upload keeps a checked image in the blob store; manager bodies then carry its path. */
let h: Harness;
let token: string;
let companyId: string;
beforeAll(async () => {
  h = await startHarness();
  const manager = h.seed.logins.find((l) => l.role === 'manager')!;
  const session = await login(h, manager.username, manager.password);
  token = session.token;
  companyId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).cid;
});
afterAll(async () => {
  await h?.close();
});

const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 1)]);
const upload = (bytes: Buffer, fileType = 'image/gif') =>
  h.call('POST', '/upload', { token, body: { name: 'face.gif', fileType, file: bytes.toString('base64') } });

describe('POST /upload', () => {
  it('stores an image for the caller company and answers its path', async () => {
    const stored = await upload(GIF);
    expect(stored.status).toBe(201);
    const ref = parseStoredImagePath(stored.body.data.image);
    expect(ref?.companyId).toBe(companyId);
    expect(ref?.id).toBe(stored.body.data.id);
    const blob = await h.deps.blobStore!.get(stored.body.data.id, companyId);
    expect(blob?.contentType).toBe('image/gif');
    expect(blob?.bytes.equals(GIF)).toBe(true);
  });

  it('refuses a non-image and a too large image, storing nothing', async () => {
    const script = await upload(Buffer.from('<svg onload=alert(1)>'), 'image/svg+xml');
    expect(script.status).toBe(400);
    expect(JSON.stringify(script.body)).toContain('Errors.UploadNotImage');
    const large = await upload(Buffer.concat([GIF, Buffer.alloc(MAX_IMAGE_BYTES)]));
    expect(large.status).toBe(400);
    expect(JSON.stringify(large.body)).toContain('Errors.UploadTooLarge');
  });

  it('needs a signed-in company user', async () => {
    const anonymous = await h.call('POST', '/upload', { body: { name: 'a.gif', fileType: 'image/gif', file: GIF.toString('base64') } });
    expect(anonymous.status).toBe(401);
  });

  it('keeps the stored path of an inline photo in the manager event', async () => {
    const before = await eventCount(h);
    const created = await h.call('POST', '/manager', {
      token,
      body: { ...managerBody('inline-photo@example.com'), image: { name: 'f.gif', fileType: 'image/gif', file: GIF.toString('base64') } },
    });
    expect(created.status).toBe(201);
    expect(await eventCount(h)).toBeGreaterThan(before);
    const events = await h.store.readAll({ maxCount: 10_000 });
    const registered = [...events].reverse().find((e) => JSON.stringify(e.data).includes('inline-photo@example.com'));
    const image = /"image":"([^"]+)"/.exec(JSON.stringify(registered?.data))?.[1] ?? '';
    expect(parseStoredImagePath(image)).toEqual({ companyId, id: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(registered?.data)).not.toContain(GIF.toString('base64'));
  });
});
