import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, driverBody, eventCount, login, managerBody, officeBody, startHarness, type Harness } from './support/api-harness';

let h: Harness;
let managerToken: string;
let adminToken: string;
const ids = {
  office: '',
  driver: '',
  manager: '',
  company: '',
  car: '',
  device: '',
  registeredDevice: '',
  faqCategory: '',
  faqArticle: '',
};

beforeAll(async () => {
  h = await startHarness();
  const demo = (role: string) => h.seed.logins.find((l) => l.role === role)!;
  managerToken = (await login(h, demo('manager').username, demo('manager').password)).token;
  adminToken = (await login(h, demo('admin').username, demo('admin').password, true)).token;
  ids.company = h.seed.companyId!;
  ids.office = ((await h.store.readAll({ filter: { eventTypes: ['OfficeCreated'] } }))[0]!.data as { officeId: string }).officeId;
  ids.driver = ((await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))[0]!.data as { driverId: string }).driverId;
  ids.manager = ((await h.store.readAll({ filter: { eventTypes: ['ManagerCreated'] } }))[1]!.data as { managerId: string }).managerId;
  // The demo seed registers cars and devices; FAQ content is created here.
  ids.car = ((await h.store.readAll({ filter: { eventTypes: ['CarRegistered'] } }))[0]!.data as { carId: string }).carId;
  ids.device = ((await h.store.readAll({ filter: { eventTypes: ['CompanyDeviceAdded'] } }))[0]!.data as { deviceId: string }).deviceId;
  ids.registeredDevice = (
    (await h.store.readAll({ filter: { eventTypes: ['DeviceRegistered'] } }))[0]!.data as { deviceId: string }
  ).deviceId;
  ids.faqCategory = (await h.call('POST', '/admin/faq-category', { token: adminToken, body: faqCategoryBody() })).body.data.id;
  ids.faqArticle = (await h.call('POST', '/admin/faq', { token: adminToken, body: faqArticleBody(ids.faqCategory) })).body.data.id;
});
afterAll(async () => {
  await h?.close();
});

const faqCategoryBody = () => ({ title_en: 'Billing', title_ja: '請求', position: 1 });
const faqArticleBody = (category: string) => ({
  category,
  question_en: 'How?',
  question_ja: 'どうやって？',
  answer_en: '<p>Like this.</p>',
  answer_ja: '<p>こうします。</p>',
  position: 1,
});
const adminDeviceBody = () => ({ serialNo: 'PROP-0001', company: ids.company, regDate: '2026-03-01', status: 0, model: 2 });

/** Every mutating endpoint that takes a body (company administration, cars, devices, registry, FAQ), with the token that may call it and a valid body to mutate. */
const endpoints = () =>
  [
    ['POST', '/office', managerToken, officeBody()],
    ['PUT', `/office/${ids.office}`, managerToken, officeBody()],
    ['POST', '/manager', managerToken, managerBody('prop@example.com')],
    ['PUT', `/manager/${ids.manager}`, managerToken, managerBody('prop2@example.com')],
    ['PATCH', '/manager/manager-reset-password', managerToken, { id: ids.manager }],
    ['POST', '/driver', managerToken, driverBody(ids.car, ids.office)],
    ['PUT', `/driver/${ids.driver}`, managerToken, driverBody(ids.car, ids.office)],
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
    ['POST', '/car', managerToken, carBody(ids.office)],
    ['PUT', `/car/${ids.car}`, managerToken, carBody(ids.office)],
    ['POST', '/device', managerToken, { serialNo: 'PROP-D-1', model: 2 }],
    ['PUT', `/device/${ids.device}`, managerToken, { serialNo: 'PROP-D-2', model: 3 }],
    ['POST', '/admin/device', adminToken, adminDeviceBody()],
    ['PUT', `/admin/device/${ids.registeredDevice}`, adminToken, adminDeviceBody()],
    ['POST', '/admin/faq-category', adminToken, faqCategoryBody()],
    ['PUT', `/admin/faq-category/${ids.faqCategory}`, adminToken, faqCategoryBody()],
    ['POST', '/admin/faq', adminToken, faqArticleBody(ids.faqCategory)],
    ['PUT', `/admin/faq/${ids.faqArticle}`, adminToken, faqArticleBody(ids.faqCategory)],
  ] as const;

/** Arbitrary JSON, plus valid bodies with one field replaced by something arbitrary. */
const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid), 'extra', 'office', 'email'), value: fc.jsonValue() })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.dictionary(
      fc.constantFrom(...Object.keys(valid), 'id', 'office'),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean()),
    ),
  );

describe('random bodies to every mutating endpoint', () => {
  it('never answer 500, and a 4xx never appends an event', async () => {
    for (const [method, path, token, valid] of endpoints()) {
      await fc.assert(
        fc.asyncProperty(bodyFor(valid), async (body) => {
          const before = await eventCount(h);
          const response = await h.call(method, path, { token, body });
          expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.body.operation).toBe('error');
            // A refused login counts against the limiter in memory only; nothing is appended for any 4xx.
            expect(await eventCount(h), `${method} ${path} ${JSON.stringify(body)}`).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    }
    // 25 bodies to each of some 60 endpoints: about 20 s on a quiet machine, several times that on a busy one.
  }, 240_000);
});
