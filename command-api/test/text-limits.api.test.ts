import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type ApiResponse, type Harness } from './assets/api-harness';
import { carBody, companyBody, driverBody, managerBody, officeBody, registerBody } from './support/api-harness';

/**
 * Issue 19 item 3: every kind of text field has one maximum length (contracts' TEXT_MAX_LENGTH: person names 50,
 * company and office names 100, address lines 100, phone 20, e-mail 254...). A value at the limit is taken; one
 * character more is a 400 naming the field with Errors.TooLong, and nothing is appended.
 */
let h: Harness;
let carId: string;
beforeAll(async () => {
  h = await startHarness();
  const car = await h.call('POST', '/car', { token: h.tokens.managerA, body: carBody(h.officeA, { number: '品川 300 あ 19-03' }) });
  expect(car.status).toBe(201);
  carId = car.body.data.id as string;
});
afterAll(async () => {
  await h?.close();
});

const chars = (n: number) => '名'.repeat(n);

/** Sends `at` (the limit) and expects success, then `over` (one more) and expects Errors.TooLong on `path`, appending nothing. */
async function expectLimit(send: (value: string) => Promise<Pick<ApiResponse, 'status' | 'body'>>, path: string, limit: number, ok = 201) {
  const taken = await send(chars(limit));
  expect(taken.status, JSON.stringify(taken.body)).toBe(ok);
  const head = await h.head();
  const refused = await send(chars(limit + 1));
  expect(refused.status).toBe(400);
  expect(refused.body.error.key).toBe('Errors.Invalid');
  expect(refused.body.error.fields).toEqual([{ path, key: 'Errors.TooLong' }]);
  expect(await h.head()).toBe(head);
}

describe('text lengths', () => {
  it('office name and town: 100 characters taken, 101 refused', async () => {
    const post = (body: object) => h.call('POST', '/office', { token: h.tokens.managerA, body });
    await expectLimit((name) => post(officeBody(name)), 'name', 100);
    await expectLimit((town) => post({ ...officeBody(`町 ${town.length}`), town }), 'town', 100);
  });

  it('driver first name: 50 characters taken, 51 refused; a 10,000-character name too', async () => {
    const post = (firstName: string) => h.call('POST', '/driver', { token: h.tokens.managerA, body: { ...driverBody(carId), firstName } });
    await expectLimit(post, 'firstName', 50);
    const head = await h.head();
    expect((await post(chars(10_000))).body.error.fields).toEqual([{ path: 'firstName', key: 'Errors.TooLong' }]);
    expect(await h.head()).toBe(head);
  });

  it('manager last name: 50 characters taken, 51 refused', async () => {
    let n = 0;
    const post = (lastName: string) =>
      h.call('POST', '/manager', { token: h.tokens.managerA, body: { ...managerBody(`limits-${++n}@example.com`), lastName } });
    await expectLimit(post, 'lastName', 50);
  });

  it('company name in the company profile and at registration: 100 characters taken, 101 refused', async () => {
    const profile = (name: string) =>
      h.call('PUT', '/auth/company-profile', { token: h.tokens.managerA, body: companyBody('profile@example.com', name) });
    await expectLimit(profile, 'name', 100, 200);
    let n = 0;
    const register = (name: string) => {
      n += 1;
      const body = registerBody(`reg-company-${n}@example.com`, `reg-manager-${n}@example.com`);
      return h.call('POST', '/auth/register', { body: { ...body, company: { ...body.company, name } } });
    };
    await expectLimit(register, 'company.name', 100);
  });

  it('e-mail: 254 characters taken, 255 refused before its format is checked', async () => {
    const post = (email: string) => h.call('POST', '/manager', { token: h.tokens.managerA, body: managerBody(email) });
    const taken = await post(`${'a'.repeat(242)}@example.com`);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const head = await h.head();
    const refused = await post(`${'b'.repeat(243)}@example.com`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: 'email', key: 'Errors.TooLong' }]);
    expect(await h.head()).toBe(head);
  });
});
