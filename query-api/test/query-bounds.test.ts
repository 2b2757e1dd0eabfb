/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { adminExists, companyExists, managerExists, sessionStarted } from './support/signed-in';

/* Issue 19 item 4: every query parameter is checked by its contracts schema; a bad one is a 400 with keys, never a 500. */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-01T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;
let base: string;

const sign = tokenSigner(config.jwtSecret, clock);

let manager: string;
let admin: string;
const get = async (path: string, jwt?: string) => {
  const res = await fetch(`${base}${path}`, { headers: jwt ? { authorization: `JWT ${jwt}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
};
const invalid = (path: string) => ({
  operation: 'error',
  error: { key: 'Errors.Invalid', status: 400, fields: [{ path, key: 'Errors.Invalid' }] },
});

beforeAll(async () => {
  stores = await openQueryStores('fc_qbounds');
  ({ readStore: store, events } = stores);
  const expiresAt = '2025-03-01T00:00:00.000Z';
  await companyExists(events, 'ca');
  await managerExists(events, 'm1', 'ca');
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt });
  await sessionStarted(events, { sessionId: 's2', userId: 'a1', companyId: null, expiresAt });
  manager = await sign('m1', { ut: 2, cid: 'ca', sid: 's1' }, 'fleetcheck:dashboard');
  admin = await sign('a1', { ut: 1, sid: 's2' }, 'fleetcheck:admin');
  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('paging bounds', () => {
  const lists = () =>
    [
      ['/test-result', manager],
      ['/car', manager],
      ['/driver', manager],
      ['/office', manager],
      ['/manager', manager],
      ['/device', manager],
      ['/admin/company', admin],
      ['/admin/device', admin],
      ['/admin/mail-outbox', admin],
      ['/faq', undefined],
      ['/faq-category', undefined],
    ] as const;

  it('answers the last allowed page and limit, and refuses page=1000000000000000 with a 400 keyed Errors.Invalid', async () => {
    for (const [path, jwt] of lists()) {
      const ok = await get(`${path}?page=1000000&limit=100`, jwt);
      expect(ok.status, path).toBe(200);
      expect(ok.body.docs, path).toEqual([]);
      expect(await get(`${path}?page=1000000000000000&limit=10`, jwt), path).toEqual({ status: 400, body: invalid('page') });
      expect(await get(`${path}?page=1000001`, jwt), path).toEqual({ status: 400, body: invalid('page') });
    }
  });

  it('refuses limit=101 on paged lists; the FAQ lists keep the limits of the spec and the lookups limit=1000', async () => {
    for (const [path, jwt] of lists().filter(([p]) => !p.startsWith('/faq')))
      expect(await get(`${path}?page=1&limit=101`, jwt), path).toEqual({ status: 400, body: invalid('limit') });
    expect((await get('/car?page=1&limit=1000', manager)).body).toMatchObject({ limit: 1000, totalPages: 1 });
    expect((await get('/admin/company?page=1&limit=1000&sort=name', admin)).body).toMatchObject({ limit: 1000, page: 1 });
    expect((await get('/faq?page=1&limit=9999')).status).toBe(200);
    expect(await get('/faq?page=1&limit=10000'), 'over 9999').toEqual({ status: 400, body: invalid('limit') });
    expect((await get('/faq-category?limit=999')).status).toBe(200);
    expect(await get('/faq-category?limit=1000'), 'over 999').toEqual({ status: 400, body: invalid('limit') });
  });
});

describe('query parameters', () => {
  it('answers every malformed parameter with Errors.* keys as command-api does, never validator text', async () => {
    const cases: [string, string | undefined, string][] = [
      ['/test-result?page=abc', manager, 'page'],
      ['/test-result?page=0', manager, 'page'],
      ['/test-result?page=1&page=2', manager, 'page'],
      ['/test-result?limit=-5', manager, 'limit'],
      ['/test-result?dateFrom=2025-02-30', manager, 'dateFrom'],
      ['/test-result?testStatus=some', manager, 'testStatus'],
      ['/test-result?sort=a;drop', manager, 'sort'],
      ['/test-result?query=a&query=b', manager, 'query'],
      ['/car?page=1&sort=password', manager, 'sort'],
      ['/admin/company?sort=-password', admin, 'sort'],
      ['/notification/csv?dateFrom=yesterday', manager, 'dateFrom'],
      ['/admin/company/ca/subscription-history?asOf=soon', admin, 'asOf'],
      ['/admin/companyInvoice/ca?format=xml', admin, 'format'],
      ['/_next/image?url=/images/ca/i1&w=17', manager, 'w'],
    ];
    for (const [path, jwt, field] of cases) {
      const { status, body } = await get(path, jwt);
      expect([status, body.operation, body.error?.key, body.error?.status], path).toEqual([400, 'error', 'Errors.Invalid', 400]);
      expect(body.error.fields, path).toContainEqual({ path: field, key: 'Errors.Invalid' });
      expect(
        body.error.fields.filter((f: any) => f.key !== 'Errors.Invalid'),
        path,
      ).toEqual([]);
    }
    // The same lists with good parameters answer (an unknown language reads as ja, spec section 1): the refusals
    // above are about the parameter, not the caller.
    expect((await get('/test-result?page=1&limit=100&dateFrom=2025-01-01&testStatus=failed&sort=-date', manager)).status).toBe(200);
    expect((await get('/admin/company?language=fr&sort=-name', admin)).status).toBe(200);
  });
});
