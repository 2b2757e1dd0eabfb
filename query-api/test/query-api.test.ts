/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driversCollection, officesCollection } from '@fleetcheck/contracts';
import type { PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';

const config = { jwtSecret: 'x'.repeat(40), jwtIssuer: 'fleetcheck' };
let stores: QueryStores;
let store: PostgresReadStore;
let server: ServedApi;
let base: string;

const token = (claims: Record<string, unknown>, aud: string) => tokenSigner(config.jwtSecret)('u1', claims, aud);

const get = async (path: string, jwt?: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${base}${path}`, { headers: { ...(jwt ? { authorization: `JWT ${jwt}` } : {}), ...headers } });

const json = async (response: Promise<Response>): Promise<any> => (await response).json();

beforeAll(async () => {
  stores = await openQueryStores('fc_qapi');
  store = stores.readStore;
  const offices = store.collection(officesCollection);
  for (const [id, companyId, name] of [
    ['o1', 'ca', 'Tokyo'],
    ['o2', 'ca', 'Osaka'],
    ['o3', 'cb', 'Nagoya'],
  ] as const) {
    await offices.upsert({
      _id: id,
      id,
      companyId,
      company: companyId,
      name,
      phone: '',
      fax: '',
      postcode: '',
      prefectures: '',
      municipalities: '',
      town: '',
      buildings: '',
      createdAt: `2025-01-0${id[1]}T00:00:00.000Z`,
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 0,
    });
  }
  await store.collection(driversCollection).upsert({
    _id: 'd1',
    id: 'd1',
    companyId: 'ca',
    company: 'ca',
    username: 'u',
    firstName: '太郎',
    lastName: '山田',
    spellingFirstName: '',
    spellingLastName: '',
    DOB: '-',
    expirationDate: '',
    licenseType: '1',
    carId: 'none',
    driverLicense: '',
    email: '',
    mobile: '',
    officeId: 'o1',
    image: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 0,
  });
  server = await serveQueryApi(createQueryApi({ readStore: store, config, freshness: { waitForPosition: async (p) => p <= 5n } }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('query-api', () => {
  it('pages, sorts and searches a company list, never showing another company', async () => {
    const jwt = await token({ ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
    const page = await json(get('/office?page=1&limit=10&sort=name', jwt));
    expect(page).toMatchObject({ totalDocs: 2, page: 1, limit: 10, totalPages: 1 });
    expect(page.docs.map((d: { name: string }) => d.name)).toEqual(['Osaka', 'Tokyo']);
    const searched = await json(get('/office?page=1&limit=10&query=%20tok%20', jwt));
    expect(searched.docs.map((d: { name: string }) => d.name)).toEqual(['Tokyo']);
    const other = await json(get('/office?page=1&limit=10', await token({ ut: 2, cid: 'cb', sid: 's2' }, 'fleetcheck:dashboard')));
    expect(other.docs.map((d: { name: string }) => d.name)).toEqual(['Nagoya']);
    expect((await get('/driver/d1', await token({ ut: 2, cid: 'cb', sid: 's2' }, 'fleetcheck:dashboard'))).status).toBe(404);
    expect(await json(get('/driver/d1', jwt))).toMatchObject({ _id: 'd1', office: { _id: 'o1', name: 'Tokyo' } });
  });

  it('answers lookups with a 240 s cache header', async () => {
    const jwt = await token({ ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
    const res = await get('/office?page=1&limit=1000', jwt);
    expect(res.headers.get('cache-control')).toBe('private, max-age=240');
    expect((await json(Promise.resolve(res))).docs).toEqual([
      { id: 'o2', name: 'Osaka' },
      { id: 'o1', name: 'Tokyo' },
    ]);
  });

  it('checks roles: no token 401, manager on admin route 403, admin 200', async () => {
    expect((await get('/office')).status).toBe(401);
    const manager = await token({ ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
    expect((await get('/admin/company', manager)).status).toBe(403);
    const admin = await token({ ut: 1, sid: 's3' }, 'fleetcheck:admin');
    expect((await get('/admin/company', admin)).status).toBe(200);
    expect((await get('/office', admin)).status).toBe(403);
  });

  it('says whether a read includes the write of a position', async () => {
    const jwt = await token({ ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
    expect((await get('/office', jwt, { 'X-FleetCheck-Position': '5' })).headers.get('x-fleetcheck-fresh')).toBe('true');
    expect((await get('/office', jwt, { 'X-FleetCheck-Position': '9' })).headers.get('x-fleetcheck-fresh')).toBe('false');
    expect((await get('/office', jwt)).headers.get('x-fleetcheck-fresh')).toBeNull();
  });
});
