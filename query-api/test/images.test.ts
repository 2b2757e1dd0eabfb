import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImagePath } from '@fleetcheck/contracts';
import { PostgresBlobStore, type EventStore, type PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { adminExists, companyExists, managerExists, sessionStarted } from './support/signed-in';

/** Stored photos: read by their company's users and admins only, and resized by the image proxy. */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-01T03:00:00.000Z') };
let stores: QueryStores;
let readStore: PostgresReadStore;
let events: EventStore;
let blobs: PostgresBlobStore;
let server: ServedApi;
let base: string;
let photo: string;
let photoBytes: Buffer;

const sign = tokenSigner(config.jwtSecret, clock);

const managerOf = (sub: string, cid: string, sid: string) => sign(sub, { ut: 2, cid, sid }, 'fleetcheck:dashboard');
const admin = () => sign('a1', { ut: 1, sid: 's3' }, 'fleetcheck:admin');
const get = async (path: string, jwt?: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { ...(jwt ? { authorization: `JWT ${jwt}` } : {}), ...headers } });
const proxy = (url: string, w: number | string, q?: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}${q ? `&q=${q}` : ''}`;

const expiresAt = '2025-03-01T00:00:00.000Z';

beforeAll(async () => {
  stores = await openQueryStores('fc_qimages');
  ({ readStore, events } = stores);
  blobs = new PostgresBlobStore({ url: stores.db.url });
  await companyExists(events, 'ca');
  await companyExists(events, 'cb');
  await managerExists(events, 'm1', 'ca');
  await managerExists(events, 'm2', 'cb');
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt });
  await sessionStarted(events, { sessionId: 's2', userId: 'm2', companyId: 'cb', expiresAt });
  await sessionStarted(events, { sessionId: 's3', userId: 'a1', companyId: null, expiresAt });
  photoBytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();
  photo = storedImagePath('ca', await blobs.put({ companyId: 'ca', contentType: 'image/jpeg', bytes: photoBytes }));

  const api = createQueryApi({ readStore, eventStore: events, config, clock, blobStore: blobs });
  server = await serveQueryApi(api, (app) => app.get('/_next/image', api));
  base = server.origin;
});
afterAll(async () => {
  await server?.close();
  await blobs?.close();
  await stores?.close();
});

describe('stored images', () => {
  it('answers the original to a user of the owning company, cacheable privately', async () => {
    const response = await get(photo, await managerOf('m1', 'ca', 's1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await response.arrayBuffer()).equals(photoBytes)).toBe(true);
    const again = await get(photo, await managerOf('m1', 'ca', 's1'), { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('refuses another company, and anyone signed out; a platform admin may read it', async () => {
    const other = await get(photo, await managerOf('m2', 'cb', 's2'));
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { key: string } }).error.key).toBe('Errors.Forbidden');
    expect((await get(proxy(photo, 640), await managerOf('m2', 'cb', 's2'))).status).toBe(403);
    expect((await get(photo)).status).toBe(401);
    expect((await get(photo, await admin())).status).toBe(200);
  });

  it('answers 404 for an image the company does not have', async () => {
    const missing = storedImagePath('ca', 'a'.repeat(64));
    expect((await get(missing, await managerOf('m1', 'ca', 's1'))).status).toBe(404);
  });
});

describe('image proxy /_next/image', () => {
  it('renders the photo at the asked width and quality', async () => {
    const token = await managerOf('m1', 'ca', 's1');
    const small = await get(proxy(photo, 64), token);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(64);
    const lowQuality = Buffer.from(await (await get(proxy(photo, 640, 10), token)).arrayBuffer());
    const highQuality = Buffer.from(await (await get(proxy(photo, 640, 95), token)).arrayBuffer());
    expect((await sharp(lowQuality).metadata()).width).toBe(640);
    expect(lowQuality.length).toBeLessThan(highQuality.length);
  });

  it('never enlarges a photo', async () => {
    const large = await get(proxy(photo, 1920), await managerOf('m1', 'ca', 's1'));
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('refuses anyone signed out with 401 before it reads the query, as every route does', async () => {
    expect((await get(proxy(photo, 64), await managerOf('m1', 'ca', 's1'))).status).toBe(200);
    expect((await get(proxy(photo, 64))).status).toBe(401);
    // Without the query too: the caller is asked who they are before what they ask (it was 400 Errors.Invalid).
    const bare = await get('/_next/image');
    expect([bare.status, ((await bare.json()) as { error: { key: string } }).error.key]).toEqual([401, 'Errors.Unauthorized']);
  });

  it('refuses widths outside the sets and URLs that are not stored images', async () => {
    const token = await managerOf('m1', 'ca', 's1');
    expect((await get(proxy(photo, 500), token)).status).toBe(400);
    expect((await get(proxy('http://169.254.169.254/latest', 640), token)).status).toBe(400);
    expect((await get(`/_next/image?url=${encodeURIComponent(photo)}`, token)).status).toBe(400);
  });
});
