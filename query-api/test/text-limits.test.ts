/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officesCollection } from '@fleetcheck/contracts';
import type { PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';

/** Issue 19 item 3 on the read side: a list's search text takes at most 100 characters (contracts' TEXT_MAX_LENGTH.search). */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
let stores: QueryStores;
let store: PostgresReadStore;
let server: ServedApi;
let base: string;

const token = () => tokenSigner(config.jwtSecret)('u1', { ut: 2, cid: 'ca', sid: 's1' });

beforeAll(async () => {
  stores = await openQueryStores('fc_qlimits');
  store = stores.readStore;
  const name = `Tokyo ${'x'.repeat(94)}`;
  await store.collection(officesCollection).upsert({
    ...{ _id: 'o1', id: 'o1', companyId: 'ca', company: 'ca', name, phone: '', fax: '', postcode: '' },
    ...{ prefectures: '', municipalities: '', town: '', buildings: '', version: 0 },
    ...{ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
  });
  server = await serveQueryApi(createQueryApi({ readStore: store, config, freshness: { waitForPosition: async () => true } }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('search text length', () => {
  it('a 100-character search finds the office; 101 characters is a 400 with Errors.TooLong on query', async () => {
    const jwt = await token();
    const search = (query: string) =>
      fetch(`${base}/office?page=1&limit=10&query=${encodeURIComponent(query)}`, { headers: { authorization: `JWT ${jwt}` } });
    const found = await search(`Tokyo ${'x'.repeat(94)}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as any).docs.map((d: { _id: string }) => d._id)).toEqual(['o1']);
    const refused = await search(`Tokyo ${'x'.repeat(95)}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error).toEqual({
      key: 'Errors.Invalid',
      status: 400,
      fields: [{ path: 'query', key: 'Errors.TooLong' }],
    });
  });
});
