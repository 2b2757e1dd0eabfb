import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createVerifiedCompany } from '../../src/company/commands';
import { createManager } from '../../src/manager/commands';
import { systemContext } from '../../src/shared/request-context';
import { expiryDateOf } from '@fleetcheck/domain/subscription/term';
import { companyBody, eventCount, login, startHarness, type Harness } from '../support/api-harness';

/**
 * Spec section 4 and issue 15 item 8: past the paid term a company's managers keep reading their records
 * (query-api) for a year and write nothing; after that they are signed out until it is renewed. The harness
 * clock starts 2026-03-01 18:00 in Japan; a company of its own (not the demo one) pays by bank transfer on that day.
 */
let h: Harness;
let companyId: string;
let managerLogin: { username: string; password: string };
let adminLogin: { username: string; password: string };
const PAID_ON = '2026-03-01';
const expiry = expiryDateOf(PAID_ON, 'monthly');

const adminToken = async () => (await login(h, adminLogin.username, adminLogin.password, true)).token;
const changeLanguage = (token: string) => h.call('PATCH', '/auth/update-manage-language', { token, body: { language: 'ja' } });
/** Moves the clock to `hhmm` Japan time on `day`. */
const moveTo = (day: string, hhmm: string) => {
  const target = new Date(`${day}T${hhmm}:00+09:00`).getTime();
  h.clock.advance((target - h.clock.now().getTime()) / 1000);
};

beforeAll(async () => {
  h = await startHarness();
  const app = createApp(h.deps);
  const ctx = systemContext(app.ids, app.clock);
  companyId = await createVerifiedCompany(app, ctx, companyBody('expiry@example.com', '期限社'));
  const profile = {
    firstName: '花子',
    lastName: '佐藤',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'サトウ',
    email: 'manager@expiry.example',
    mobile: '09012345678',
    officeId: null,
    image: null,
  };
  const created = await createManager(app, ctx, { companyId, userType: 2, password: 'expiry-pass-1', profile });
  managerLogin = { username: created.credentials.username, password: 'expiry-pass-1' };
  adminLogin = h.seed.logins.find((l) => l.role === 'admin')!;
  const manager = await login(h, managerLogin.username, managerLogin.password);
  const plan = { company: companyId, carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' };
  expect((await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager.token, body: plan })).status).toBe(201);
  const paid = await h.call('POST', '/admin/subscription/bankTransferPayment', {
    token: await adminToken(),
    body: { company: companyId, amount: 9000, paidOn: PAID_ON, reference: 'bank-1' },
  });
  expect(paid.status).toBe(200);
  expect(paid.body.data).toMatchObject({ status: 'Active', expiryDate: expiry });
});
afterAll(async () => {
  await h?.close();
});

// One company's year on one clock in steps: the second step starts where the first left the clock, so the steps keep
// their order when TEST_SHUFFLE_SEED shuffles the rest.
describe(
  'an expired subscription leaves the managers their records for a year, then signs them out (issue 15 item 8)',
  { shuffle: false },
  () => {
    it('lets the manager write up to the last paid day; the day after, login and refresh answer records-only and every write but logout is refused', async () => {
      moveTo(expiry, '23:55');
      const session = await login(h, managerLogin.username, managerLogin.password);
      expect((await changeLanguage(session.token)).status).toBe(200);
      expect(session).not.toHaveProperty('access');

      h.clock.advance(10 * 60); // 00:05 the next day: the access token itself is still within its lifetime
      const before = await eventCount(h);
      const refused = await changeLanguage(session.token);
      expect(refused.status).toBe(402);
      expect(refused.body.error.key).toBe('Errors.SubscriptionExpired');
      const office = await h.call('POST', '/office', { token: session.token, body: { name: '本社' } });
      expect(office.status).toBe(402);
      expect(office.body.error.key).toBe('Errors.SubscriptionExpired');
      expect(await eventCount(h)).toBe(before);

      const refresh = await h.call('POST', '/auth/manager-token', { body: { refreshToken: session.refreshToken } });
      expect(refresh.status).toBe(200);
      const again = await h.call('POST', '/auth/login', { body: managerLogin });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ access: 'records-only' });
      expect((await changeLanguage(again.body.data.token)).status).toBe(402);
      expect((await h.call('GET', '/auth/logout', { token: again.body.data.token })).status).toBe(200);
    });

    it('signs the manager out a year and a day after the paid term; an admin on behalf still gets in and renews, and the manager has full access again', async () => {
      const lastRecordsDay = '2027-03-31'; // the paid term ended 2026-03-31
      moveTo(lastRecordsDay, '23:55');
      const lastDay = await h.call('POST', '/auth/login', { body: managerLogin });
      expect(lastDay.status).toBe(200);
      expect(lastDay.body.data.access).toBe('records-only');

      h.clock.advance(10 * 60); // 2027-04-01 00:05 in Japan
      const before = await eventCount(h);
      const refused = await changeLanguage(lastDay.body.data.token);
      expect(refused.status).toBe(402);
      expect(refused.body.error.key).toBe('Errors.SubscriptionExpired');
      const refresh = await h.call('POST', '/auth/manager-token', { body: { refreshToken: lastDay.body.data.refreshToken } });
      expect(refresh.status).toBe(402);
      expect(refresh.body.error.key).toBe('Errors.SubscriptionExpired');
      const again = await h.call('POST', '/auth/login', { body: managerLogin });
      expect(again.status).toBe(402);
      expect(again.body.error.key).toBe('Errors.SubscriptionExpired');
      expect(await eventCount(h)).toBe(before);

      const entered = await h.call('POST', '/auth/getAccessOnBehalf', { token: await adminToken(), body: { company: companyId } });
      expect(entered.status).toBe(200);
      expect((await changeLanguage(entered.body.data.token)).status).toBe(200);
      const renewal = await h.call('POST', '/admin/subscription/bankTransferPayment', {
        token: await adminToken(),
        body: { company: companyId, amount: 9000, paidOn: '2027-04-01', reference: 'bank-2' },
      });
      expect(renewal.status).toBe(200);
      const renewed = await login(h, managerLogin.username, managerLogin.password);
      expect(renewed).not.toHaveProperty('access');
      expect((await changeLanguage(renewed.token)).status).toBe(200);
    });
  },
);
