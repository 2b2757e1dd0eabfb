import type { AddressInfo } from 'node:net';
import express from 'express';
import { createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandApi, defaultCommandApiConfig, seedDemo, systemClock, uuidIds, type CommandApiDeps } from '../../src';

let db: TestDatabase;
let store: EventStore;
let server: ReturnType<express.Express['listen']>;
let base: string;
let companyId: string;
let manager: string;
let admin: string;
/** The demo manager's first login, before the company has any plan. */
let registeringLogin: Record<string, unknown>;

async function call(path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { operation: string; data: Record<string, unknown>; error?: { key: string } } };
}

async function cardToken(number: string): Promise<string> {
  const { body } = await call('/payments/sandbox/tokens', {
    number,
    name: 'TARO YAMADA',
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
  });
  return (body as unknown as { id: string }).id;
}

const plan = (carCount: number, deviceCount: number) => ({ company: companyId, carCount, deviceCount, paymentSchedule: 'monthly' });

beforeAll(async () => {
  db = await createTestDatabase('fc_sub_api');
  store = await createPostgresEventStore(db.url);
  const app = express();
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deps: CommandApiDeps = {
    eventStore: store,
    clock: systemClock,
    ids: uuidIds,
    config: { ...defaultCommandApiConfig, jwtSecret: 'x'.repeat(48), publicUrl: base },
  };
  const seeded = await seedDemo(deps, { withSubscription: false });
  companyId = seeded.companyId!;
  app.use('/api/v1', createCommandApi(deps));
  const managerLogin = seeded.logins.find((l) => l.role === 'manager')!;
  const adminLogin = seeded.logins.find((l) => l.role === 'admin')!;
  registeringLogin = (await call('/auth/login', { username: managerLogin.username, password: managerLogin.password })).body.data;
  manager = registeringLogin.token as string;
  admin = (await call('/auth/admin-login', { username: adminLogin.username, password: adminLogin.password })).body.data.token as string;
});

afterAll(async () => {
  // Only a server that started is closed: close() on none would leave this hook waiting forever.
  if (server) await new Promise((resolve) => server.close(resolve));
  await store?.close();
  await db?.drop();
});

const subscriptionEvents = async () => (await store.readStream(`subscription-${companyId}`)).map((e) => e.type);

describe('the sandbox card vault', () => {
  const tokenFor = (card: Record<string, unknown>) =>
    call('/payments/sandbox/tokens', {
      number: '4242424242424242',
      name: 'TARO YAMADA',
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
      ...card,
    });

  it('issues a token for a good card, and refuses what Omise refuses on the field at fault, before any charge', async () => {
    const good = await tokenFor({});
    expect(good.status).toBe(201);
    expect((good.body as unknown as { id: string }).id).toMatch(/^tokn_test_/);
    for (const [card, field] of [
      [{ number: '4242424242424241' }, 'number'],
      [{ expirationMonth: 1, expirationYear: 2020 }, 'expirationYear'],
    ] as const) {
      const refused = await tokenFor(card);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        operation: 'error',
        error: { key: 'Errors.Invalid', status: 400, fields: [{ path: field, key: 'Errors.Invalid' }] },
      });
    }
  });
});

describe('subscription over HTTP with the sandbox gateway', () => {
  it('quotes without login, yearly with a discount', async () => {
    const { status, body } = await call('/subscription/simulationCalc', { carCount: 2, deviceCount: 1, paymentSchedule: 'yearly' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      monthlyCarCost: 3000,
      monthlyDeviceCost: 3000,
      monthlySubscriptionAmount: 6000,
      carAmount: 36000,
      deviceAmount: 36000,
      discountAmount: 7200,
      totalAmount: 64800,
    });
  });

  it('refuses 0 cars before any payment', async () => {
    const { status, body } = await call('/subscription', plan(0, 1), manager);
    expect(status).toBe(400);
    expect(body.error?.key).toBe('Errors.Invalid');
  });

  it('a declined card leaves the subscription unchanged', async () => {
    expect((await call('/subscription', plan(2, 1), manager)).status).toBe(200);
    const { status, body } = await call(
      '/subscription/omise-verified',
      { ...plan(2, 1), cardToken: await cardToken('4111111111140011') },
      manager,
    );
    expect(status).toBe(402);
    expect(body.error?.key).toBe('Errors.PaymentFailed');
    expect(await subscriptionEvents()).toEqual([]);
  });

  it('an abandoned 3-D Secure charge leaves the subscription unchanged', async () => {
    const { status, body } = await call(
      '/subscription/omise-verified',
      { ...plan(2, 1), cardToken: await cardToken('5555555555554444') },
      manager,
    );
    expect(status).toBe(202);
    expect(body.data.status).toBe('pending');
    expect(await subscriptionEvents()).toEqual([]);
  });

  it('a successful card subscribes once, even when the form is submitted twice', async () => {
    const token = await cardToken('4242424242424242');
    const first = await call('/subscription/omise-verified', { ...plan(2, 1), cardToken: token }, manager);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'successful', totalAmount: 6000 });
    const again = await call('/subscription/omise-verified', { ...plan(2, 1), cardToken: token }, manager);
    expect(again.status).toBe(200);
    expect(await subscriptionEvents()).toEqual(['SubscriptionStarted']);
    const orders = (await store.readAll()).filter((e) => e.type === 'PaymentSucceeded');
    expect(orders).toHaveLength(1);
  });

  it('a manager is sent to the company step until the first plan, then home with the plan', async () => {
    const managerLogin = (await call('/auth/login', { username: 'manager@fleetcheck.example', password: 'manager-demo-2024' })).body.data;
    expect(managerLogin).toMatchObject({ redirectPage: '/user', subscription: { carCount: 2, deviceCount: 1, status: 'Active' } });
    expect(registeringLogin).toMatchObject({ redirectPage: '/user/company', subscription: null });
  });

  it('update rules: only increase, nothing changed', async () => {
    expect((await call('/subscription/update', plan(1, 1), manager)).body.error?.key).toBe('COMSPlanOnlyIncrease');
    expect((await call('/subscription/update', plan(2, 1), manager)).body.error?.key).toBe('NothingChanged');
    expect((await call('/subscription/update', plan(3, 2), manager)).status).toBe(200);
  });

  it('3-D Secure: the authorize page completes, redirects to /omise-callback, and a replayed return is harmless', async () => {
    const pending = await call('/subscription/omise-verified', { ...plan(3, 2), cardToken: await cardToken('5555555555554444') }, manager);
    expect(pending.status).toBe(202);
    const authorizeUri = pending.body.data.authorizeUri as string;
    expect((await fetch(authorizeUri)).status).toBe(200);
    const completed = await fetch(authorizeUri, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'successful' }),
      redirect: 'manual',
    });
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe(`${base}/omise-callback`);
    const returned = await call('/subscription/omise-verified', { company: companyId, chargeId: pending.body.data.chargeId }, manager);
    expect(returned.status).toBe(200);
    expect((returned.body.data.subscription as { carCount: number }).carCount).toBe(3);
    const replay = await call('/subscription/omise-verified', { company: companyId, chargeId: pending.body.data.chargeId }, manager);
    expect(replay.status).toBe(200);
    expect(await subscriptionEvents()).toEqual(['SubscriptionStarted', 'SubscriptionPlanChanged']);
  });

  it('3-D Secure return URIs: one on the app origin is taken; another origin, a lookalike host or javascript: is a 400 that writes nothing', async () => {
    const taken = await call(
      '/subscription/omise-verified',
      { ...plan(4, 2), cardToken: await cardToken('5555555555554444'), returnUri: `${base}/user/payment?from=3ds` },
      manager,
    );
    expect(taken.status).toBe(202);
    const completed = await fetch(taken.body.data.authorizeUri as string, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'failed' }),
      redirect: 'manual',
    });
    expect(completed.headers.get('location')).toBe(`${base}/user/payment?from=3ds`);
    const head = await store.headPosition();
    for (const returnUri of ['https://evil.example/steal', `${base}.evil.example/omise-callback`, 'javascript:alert(1)']) {
      const refused = await call(
        '/subscription/omise-verified',
        { ...plan(4, 2), cardToken: await cardToken('5555555555554444'), returnUri },
        manager,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ key: 'Errors.Invalid', fields: [{ path: 'returnUri', key: 'Errors.Invalid' }] });
    }
    expect(await store.headPosition()).toBe(head);
  });

  it('cancel is effective at the end of the paid term', async () => {
    const { status, body } = await call(
      '/subscription/cancel',
      { company: companyId, terms: 1, policy: 1, check3: 1, check4: 1, reason: 0 },
      manager,
    );
    expect(status).toBe(200);
    expect(body.data.status).toBe('Cancelled');
    const [event] = await store.readStream(`subscription-${companyId}`, { direction: 'backwards', maxCount: 1 });
    expect((event?.data as { effectiveOn: string }).effectiveOn).toBe(body.data.expiryDate);
  });

  it('invoices get unique sequential numbers', async () => {
    const period = { company: companyId, periodFrom: '2025-04-01', periodTo: '2025-04-30' };
    const [a, b] = await Promise.all([call('/admin/companyInvoice', period, admin), call('/admin/companyInvoice', period, admin)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.data.invoiceNo, b.body.data.invoiceNo].sort()).toEqual(['INV-000001', 'INV-000002']);
    const sent = await call('/admin/companyInvoice/sendEmail', { id: a.body.data._id }, admin);
    expect(sent.status).toBe(200);
  });
});
