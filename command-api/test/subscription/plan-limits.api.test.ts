import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, eventCount, login, officeBody, registeredManager, startHarness, type Harness } from '../support/api-harness';

/**
 * A company on a 1-car, 1-device plan (bank transfer, as a new customer signs up): the first car, the first
 * detector in its list and the first detector the platform rents to it are taken; the second of each is
 * refused with the plan's limit key and writes nothing; once the admin raises the plan, the second car fits.
 */
let h: Harness;
let admin: string;

/** A company of its own for each test (so each runs alone and in any order), signed up for 1 car and 1 device. */
async function smallCompany(tag: string) {
  const owner = await registeredManager(h, tag);
  const company = owner.company!._id;
  const manager = owner.token;
  const plan = { company, carCount: 1, deviceCount: 1, paymentSchedule: 'monthly' };
  const signed = await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager, body: plan });
  expect(signed.status).toBe(201);
  const office: string = (await h.call('POST', '/office', { token: manager, body: officeBody('小さな営業所') })).body.data.id;
  /** What the bank transfer of the first month must bring. */
  const amount: number = signed.body.data.totalAmount;
  return { company, manager, office, amount };
}

beforeAll(async () => {
  h = await startHarness();
  const demoAdmin = h.seed.logins.find((l) => l.role === 'admin')!;
  admin = (await login(h, demoAdmin.username, demoAdmin.password, true)).token;
});
afterAll(async () => {
  await h?.close();
});

const refusedWith = (key: string, path: string) => ({
  operation: 'error',
  error: { key, status: 422, fields: [{ path, key }] },
});

describe('plan limits', () => {
  it('a 1-car plan takes the first car and refuses the second with Errors.CarLimitReached, writing nothing', async () => {
    const { manager, office } = await smallCompany('small-cars');
    const first = await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 10-01' }) });
    expect(first.status).toBe(201);
    const before = await eventCount(h);
    const second = await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 10-02' }) });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject(refusedWith('Errors.CarLimitReached', 'number'));
    expect(await eventCount(h)).toBe(before);
  });

  it("a 1-device plan takes one detector in the company's list and refuses the second with Errors.DeviceLimitReached", async () => {
    const { manager } = await smallCompany('small-devices');
    expect((await h.call('POST', '/device', { token: manager, body: { serialNo: 'SMALL-0001' } })).status).toBe(201);
    const before = await eventCount(h);
    const second = await h.call('POST', '/device', { token: manager, body: { serialNo: 'SMALL-0002' } });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject(refusedWith('Errors.DeviceLimitReached', 'serialNo'));
    expect(await eventCount(h)).toBe(before);
  });

  it('the platform rents it one detector and refuses a second, also when moving one over from another company', async () => {
    const { company } = await smallCompany('small-rented');
    const rent = (serialNo: string, to: string) =>
      h.call('POST', '/admin/device', { token: admin, body: { serialNo, company: to, regDate: '2026-03-01' } });
    expect((await rent('RENT-SMALL-1', company)).status).toBe(201);
    const before = await eventCount(h);
    const second = await rent('RENT-SMALL-2', company);
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject(refusedWith('Errors.DeviceLimitReached', 'serialNo'));
    expect(await eventCount(h)).toBe(before);

    // The demo company's plan (10 detectors, 3 rented) has room: the same detector is registered there,
    // then refused when the admin moves it to the full company.
    const demoDevice = await rent('RENT-DEMO-9', h.seed.companyId!);
    expect(demoDevice.status).toBe(201);
    const moved = await h.call('PUT', `/admin/device/${demoDevice.body.data.id}`, {
      token: admin,
      body: { serialNo: 'RENT-DEMO-9', company, regDate: '2026-03-01' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject(refusedWith('Errors.DeviceLimitReached', 'serialNo'));
  });

  it('once the transfer is in and the admin raises the plan to 2 cars on the company’s behalf, the second car is registered', async () => {
    const { company, manager, office, amount } = await smallCompany('small-raised');
    expect((await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 20-01' }) })).status).toBe(201);
    const full = await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 20-02' }) });
    expect(full.body).toMatchObject(refusedWith('Errors.CarLimitReached', 'number'));
    const paid = await h.call('POST', '/admin/subscription/bankTransferPayment', {
      token: admin,
      body: { company, amount, paidOn: '2026-03-01', reference: 'TX-SMALL-1' },
    });
    expect(paid.status).toBe(200);
    const onBehalf = await h.call('POST', '/auth/getAccessOnBehalf', { token: admin, body: { company } });
    expect(onBehalf.status).toBe(200);
    const raised = await h.call('POST', '/subscription/update', {
      token: onBehalf.body.data.token,
      body: { company, carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' },
    });
    expect(raised.status).toBeLessThan(300);
    const second = await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 20-02' }) });
    expect(second.status).toBe(201);
    const third = await h.call('POST', '/car', { token: manager, body: carBody(office, { number: '品川 300 あ 20-03' }) });
    expect(third.body).toMatchObject(refusedWith('Errors.CarLimitReached', 'number'));
  });
});
