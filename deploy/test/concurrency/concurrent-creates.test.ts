import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';

/*
 * Many managers registering cars in one office at the same moment: a create names the office but writes only
 * its own streams (the number claim and the car), so none of them contends with another and none is refused
 * with 412, which is kept for an If-Match that no longer matches.
 */
const CLIENTS = 20;
let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let call: ApiCall;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase('fc_creates');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-creates-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'creates' }), { workers: false });
  call = apiClient(system.url);
  const login = await call('POST', '/auth/login', {
    body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
  });
  token = login.body.data.token;
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const carBody = (office: string, number: string) => ({
  number,
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-0001',
  production: '2020-04',
  inspection: '2027-04-01',
  insurance: '2027-03-31',
  office,
});

describe('concurrent creates in one office', () => {
  it(`${CLIENTS} clients creating ${CLIENTS} cars in one office at once all get 201; only a stale If-Match gets 412`, async () => {
    const office = await call('POST', '/office', {
      token,
      body: {
        name: '同時登録営業所',
        phone: '03-1234-5678',
        postcode: '100-0001',
        prefectures: '東京都',
        municipalities: '千代田区',
        town: '1-1',
      },
    });
    expect(office.status).toBe(201);
    const officeId = office.body.data.id as string;

    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => call('POST', '/car', { token, body: carBody(officeId, `同時 300 あ ${index + 1}`) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: CLIENTS }, () => 201));
    const carIds = new Set(answers.map((answer) => answer.body.data.id as string));
    expect(carIds.size).toBe(CLIENTS);

    // Each car is there once, in that office.
    const log = await system.stores.eventStore.readAll({ filter: { eventTypes: ['CarRegistered'] }, maxCount: 1000 });
    const registered = log
      .map((event) => event.data as { carId: string; details: { officeId: string } })
      .filter((car) => carIds.has(car.carId));
    expect(registered).toHaveLength(CLIENTS);
    expect(registered.every((car) => car.details.officeId === officeId)).toBe(true);

    // An edit with the revision the create answered (0) succeeds once; sent again, that revision is stale: 412.
    const first = [...carIds][0]!;
    const edit = (ifMatch: string) =>
      fetch(`${system.url}/api/v1/car/${first}`, {
        method: 'PUT',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'if-match': ifMatch },
        body: JSON.stringify({ ...carBody(officeId, '同時 300 あ 1'), model: 'Coaster' }),
      });
    expect((await edit('"0"')).status).toBe(200);
    const stale = await edit('"0"');
    expect(stale.status).toBe(412);
  });
});
