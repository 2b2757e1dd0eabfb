import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverBody, eventCount, login, managerBody, officeBody, startHarness, type Harness } from './support/api-harness';

let h: Harness;
let managerToken: string;
let adminToken: string;
const ids = { office: '', driver: '', manager: '', company: '' };

beforeAll(async () => {
  h = await startHarness();
  const demo = (role: string) => h.seed.logins.find((l) => l.role === role)!;
  managerToken = (await login(h, demo('manager').username, demo('manager').password)).token;
  adminToken = (await login(h, demo('admin').username, demo('admin').password, true)).token;
  ids.company = h.seed.companyId!;
  ids.office = ((await h.store.readAll({ filter: { eventTypes: ['OfficeCreated'] } }))[0]!.data as { officeId: string }).officeId;
  ids.driver = ((await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))[0]!.data as { driverId: string }).driverId;
  ids.manager = ((await h.store.readAll({ filter: { eventTypes: ['ManagerCreated'] } }))[1]!.data as { managerId: string }).managerId;
});
afterAll(async () => {
  await h?.close();
});

/** Every mutating endpoint of this slice, with the token that may call it and a valid body to mutate. */
const endpoints = () =>
  [
    ['POST', '/office', managerToken, officeBody()],
    ['PUT', `/office/${ids.office}`, managerToken, officeBody()],
    ['POST', '/manager', managerToken, managerBody('prop@example.com')],
    ['PUT', `/manager/${ids.manager}`, managerToken, managerBody('prop2@example.com')],
    ['PATCH', '/manager/manager-reset-password', managerToken, { id: ids.manager }],
    ['POST', '/driver', managerToken, driverBody()],
    ['PUT', `/driver/${ids.driver}`, managerToken, driverBody()],
    ['PATCH', '/driver/driver-reset-password', managerToken, { id: ids.driver }],
    ['PUT', '/auth/company-profile', managerToken, {}],
    ['PATCH', '/auth/update-profile', managerToken, {}],
    ['PATCH', '/auth/update-manage-language', managerToken, { language: 'en' }],
    ['PUT', `/admin/company/${ids.company}`, adminToken, {}],
    ['PATCH', '/admin/manager/manager-reset-password', adminToken, { id: ids.manager }],
    ['POST', '/auth/login', undefined, { username: 'x', password: 'y' }],
    ['POST', '/auth/register', undefined, {}],
    ['POST', '/auth/verify-email', undefined, { auth: 'x' }],
    ['POST', '/auth/manager-token', undefined, { refreshToken: 'x' }],
    ['POST', '/auth/manager-forgot-password', undefined, { email: 'x@example.com' }],
    ['PATCH', '/auth/manager-reset-password-email', undefined, { auth: 'x' }],
    ['POST', '/auth/getAccessOnBehalf', adminToken, { company: 'x' }],
  ] as const;

/** Arbitrary JSON, plus valid bodies with one field replaced by something arbitrary. */
const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    fc.record({ key: fc.constantFrom(...Object.keys(valid), 'extra', 'office', 'email'), value: fc.jsonValue() }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.dictionary(fc.constantFrom(...Object.keys(valid), 'id', 'office'), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean())),
  );

describe('random bodies to every mutating endpoint', () => {
  it('never answer 500, and a 4xx never appends an event', async () => {
    for (const [method, path, token, valid] of endpoints()) {
      await fc.assert(
        fc.asyncProperty(bodyFor(valid), async (body) => {
          const before = await eventCount(h.store);
          const response = await h.call(method, path, { token, body });
          expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.body.operation).toBe('error');
            // A refused login counts against the limiter in memory only; nothing is appended for any 4xx.
            expect(await eventCount(h.store), `${method} ${path} ${JSON.stringify(body)}`).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    }
  });
});
