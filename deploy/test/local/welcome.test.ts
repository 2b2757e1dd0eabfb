import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandApi, defaultCommandApiConfig, seedDemo, systemClock, uuidIds, type SeedDemoResult } from '@fleetcheck/command-api';
import { createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { welcomeLines } from '../../src/local/welcome';

/** The start-up message lists exactly the README's logins, and each of them signs in. */
let db: TestDatabase;
let store: EventStore;
let server: ReturnType<express.Express['listen']> | undefined;
let base: string;
let seed: SeedDemoResult;

beforeAll(async () => {
  db = await createTestDatabase('fc_welcome');
  store = await createPostgresEventStore(db.url);
  const app = express();
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  server = listening;
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  const deps = {
    eventStore: store,
    clock: systemClock,
    ids: uuidIds,
    config: { ...defaultCommandApiConfig, jwtSecret: 'w'.repeat(48), publicUrl: base },
  };
  seed = await seedDemo(deps);
  app.use('/api/v1', createCommandApi(deps));
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await store?.close();
  await db?.drop();
});

describe('the start-up message of npm start', () => {
  it("prints the README's logins with their sign-in pages, and no driver", () => {
    const url = 'http://127.0.0.1:3000';
    const logins = welcomeLines(url, seed, []).slice(3);
    expect(logins.map((line) => line.trim().split(/\s+/))).toEqual([
      ['admin', 'admin', 'admin-demo-2024', `${url}/admin-authorization`],
      ['manager', 'manager@fleetcheck.example', 'manager-demo-2024', `${url}/authorization?page=login`],
      ['manager', 'manager2@fleetcheck.example', 'manager-demo-2024', `${url}/authorization?page=login`],
    ]);
  });

  it('every printed login signs in', async () => {
    for (const line of welcomeLines(base, seed, []).slice(3)) {
      const [role, username, password] = line.trim().split(/\s+/);
      const response = await fetch(`${base}/api/v1/auth/${role === 'admin' ? 'admin-login' : 'login'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(response.status, `${role} ${username}`).toBe(200);
    }
  });

  it('on a later start (nothing seeded) prints only the sign-in pages', () => {
    expect(welcomeLines('http://h', { seeded: false, companyId: null, logins: [] }, [])).toEqual([
      'FleetCheck is running on http://h',
      '  manager login: http://h/authorization?page=login',
      '  admin login:   http://h/admin-authorization',
    ]);
  });
});
