/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officesCollection } from '@fleetcheck/contracts';
import { PostgresReadStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';

/** Issue 19 item 3 on the read side: a list's search text takes at most 100 characters (contracts' TEXT_MAX_LENGTH.search). */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
let db: TestDatabase;
let store: PostgresReadStore;
let server: Server;
let base: string;

const token = () =>
  new SignJWT({ ut: 2, cid: 'ca', sid: 's1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('fleetcheck')
    .setAudience('fleetcheck:dashboard')
    .setSubject('u1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(config.jwtSecret));

beforeAll(async () => {
  db = await createTestDatabase('fc_qlimits');
  store = new PostgresReadStore({ url: db.url });
  const name = `Tokyo ${'x'.repeat(94)}`;
  await store.collection(officesCollection).upsert({
    ...{ _id: 'o1', id: 'o1', companyId: 'ca', company: 'ca', name, phone: '', fax: '', postcode: '' },
    ...{ prefectures: '', municipalities: '', town: '', buildings: '', version: 0 },
    ...{ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
  });
  const app = express();
  app.use('/api/v1', createQueryApi({ readStore: store, config, freshness: { waitForPosition: async () => true } }));
  server = createServer(app).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  server?.close();
  await store?.close();
  await db?.drop();
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
