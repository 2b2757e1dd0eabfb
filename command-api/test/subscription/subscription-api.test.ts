import type { AddressInfo } from 'node:net';
import express from 'express';
import { createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { AnswerLosingGateway, createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandApi, defaultCommandApiConfig, sandboxAuthorizeUrl, seedDemo, uuidIds, type CommandApiDeps } from '../../src';
import { createApp } from '../../src/app';
import { createVerifiedCompany } from '../../src/company/commands';
import { createManager } from '../../src/manager/commands';
import { systemContext } from '../../src/shared/request-context';
import { companyBody, outboxMailer } from '../support/api-harness';
import { pdfToText } from '@fleetcheck/platform/testing';

/*
 * Subscriptions over HTTP with the sandbox gateway. Each test signs up a company of its own, so the tests run
 * alone and in any order; the clock is fixed (the server's, and the sandbox vault's card-expiry check).
 */
let db: TestDatabase;
let store: EventStore;
let server: ReturnType<express.Express['listen']>;
let base: string;
let deps: CommandApiDeps;
let admin: string;
let gateway: AnswerLosingGateway;
const mailer = outboxMailer();
/** Moved on by a test that needs time to pass, and back at its end. */
let clockOffsetMs = 0;
const clock = { now: () => new Date(Date.parse('2026-03-01T03:00:00.000Z') + clockOffsetMs) };

interface Answer {
  status: number;
  body: { operation: string; data: Record<string, unknown>; error?: { key: string } };
}

async function call(path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
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

interface Company {
  companyId: string;
  /** The company's own address: receipts and the cancellation mail go there. */
  email: string;
  manager: string;
  username: string;
  password: string;
  /** The manager's first login, before the company has any plan. */
  firstLogin: Record<string, unknown>;
}

let companies = 0;
/** A verified company with one manager and no plan yet, signed in. */
async function companyWithoutPlan(): Promise<Company> {
  const n = ++companies;
  const app = createApp(deps);
  const ctx = systemContext(app.ids, app.clock);
  const companyId = await createVerifiedCompany(app, ctx, companyBody(`company-${n}@example.com`, `購読テスト ${n}`));
  const password = 'plan-pass-1';
  const profile = {
    firstName: '花子',
    lastName: '佐藤',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'サトウ',
    email: `manager-${n}@example.com`,
    mobile: '09012345678',
    officeId: null,
    image: null,
  };
  const created = await createManager(app, ctx, { companyId, userType: 2, password, profile });
  const username = created.credentials.username;
  const firstLogin = (await call('/auth/login', { username, password })).body.data;
  return { companyId, email: `company-${n}@example.com`, manager: firstLogin.token as string, username, password, firstLogin };
}

const plan = (company: Company, carCount: number, deviceCount: number) => ({
  company: company.companyId,
  carCount,
  deviceCount,
  paymentSchedule: 'monthly',
});

/** A company of its own on a monthly card plan of 2 cars and 1 device. */
async function companyOnCardPlan(): Promise<Company> {
  const company = await companyWithoutPlan();
  const paid = await call(
    '/subscription/omise-verified',
    { ...plan(company, 2, 1), cardToken: await cardToken('4242424242424242') },
    company.manager,
  );
  expect(paid.status).toBe(200);
  return company;
}

beforeAll(async () => {
  db = await createTestDatabase('fc_sub_api');
  store = await createPostgresEventStore(db.url);
  const app = express();
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps = {
    eventStore: store,
    clock,
    ids: uuidIds,
    config: { ...defaultCommandApiConfig, jwtSecret: 'x'.repeat(48), publicUrl: base },
    paymentGateway: (gateway = new AnswerLosingGateway(sandboxAuthorizeUrl(base), clock.now)),
    mailer,
  };
  const seeded = await seedDemo(deps, { withSubscription: false });
  app.use('/api/v1', createCommandApi(deps));
  const adminLogin = seeded.logins.find((l) => l.role === 'admin')!;
  admin = (await call('/auth/admin-login', { username: adminLogin.username, password: adminLogin.password })).body.data.token as string;
});

afterAll(async () => {
  // Only a server that started is closed: close() on none would leave this hook waiting forever.
  if (server) await new Promise((resolve) => server.close(resolve));
  await store?.close();
  await db?.drop();
});

const subscriptionEvents = async (company: Company) => (await store.readStream(`subscription-${company.companyId}`)).map((e) => e.type);

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
    const company = await companyWithoutPlan();
    const { status, body } = await call('/subscription', plan(company, 0, 1), company.manager);
    expect(status).toBe(400);
    expect(body.error?.key).toBe('Errors.Invalid');
    expect(await subscriptionEvents(company)).toEqual([]);
  });

  it('a declined card leaves the subscription unchanged and says why, also when the form is sent again', async () => {
    const company = await companyWithoutPlan();
    expect((await call('/subscription', plan(company, 2, 1), company.manager)).status).toBe(200);
    const token = await cardToken('4111111111140011');
    const { status, body } = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(status).toBe(402);
    expect(body.error?.key).toBe('Errors.PaymentInsufficientFund');
    const again = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(again.status).toBe(402);
    expect(again.body.error?.key).toBe('Errors.PaymentInsufficientFund');
    expect(await subscriptionEvents(company)).toEqual([]);
  });

  it("each of Omise's documented failing test cards answers with its own reason", async () => {
    const declines = [
      ['4111111111130012', 'Errors.PaymentStolenOrLostCard'],
      ['4111111111120013', 'Errors.PaymentFailedProcessing'],
      ['4111111111110014', 'Errors.PaymentRejected'],
    ] as const;
    for (const [card, key] of declines) {
      const company = await companyWithoutPlan();
      const { status, body } = await call(
        '/subscription/omise-verified',
        { ...plan(company, 2, 1), cardToken: await cardToken(card) },
        company.manager,
      );
      expect({ card, status, key: body.error?.key }).toEqual({ card, status: 402, key });
      expect(await subscriptionEvents(company)).toEqual([]);
    }
  });

  it('an abandoned 3-D Secure charge leaves the subscription unchanged', async () => {
    const company = await companyWithoutPlan();
    const { status, body } = await call(
      '/subscription/omise-verified',
      { ...plan(company, 2, 1), cardToken: await cardToken('5555555555554444') },
      company.manager,
    );
    expect(status).toBe(202);
    expect(body.data.status).toBe('pending');
    expect(await subscriptionEvents(company)).toEqual([]);
  });

  it('a successful card subscribes once, even when the form is submitted twice', async () => {
    const company = await companyWithoutPlan();
    const token = await cardToken('4242424242424242');
    const first = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(first.status).toBe(200);
    // 6,000 a month before tax; the card is charged 6,600 with the 10 % tax, and the answer says both.
    expect(first.body.data).toMatchObject({ status: 'successful', totalAmount: 6000, charged: { beforeTax: 6000, tax: 600, total: 6600 } });
    const again = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(again.status).toBe(200);
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted']);
    const payments = (await store.readAll()).filter(
      (e) => e.type === 'PaymentSucceeded' && (e.data as { companyId: string }).companyId === company.companyId,
    );
    expect(payments).toHaveLength(1);
  });

  it('a charge whose answer was lost stays pending, is never marked failed, and is settled from the provider when sent again', async () => {
    const company = await companyWithoutPlan();
    const token = await cardToken('4242424242424242');
    gateway.loseNextAnswer();
    const lost = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(lost.status).toBe(409);
    expect(lost.body.error?.key).toBe('Errors.PaymentPending');
    expect(await subscriptionEvents(company)).toEqual([]);
    const orderEvents = async () =>
      (await store.readAll())
        .filter((e) => e.type.startsWith('Payment') && e.type !== 'PaymentCardSaved')
        .filter((e) => (e.data as { companyId?: string }).companyId === company.companyId)
        .map((e) => e.type);
    expect(await orderEvents()).toEqual(['PaymentOrderPlaced']);

    const again = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: token }, company.manager);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'successful', charged: { beforeTax: 6000, tax: 600, total: 6600 } });
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted']);
    expect(await orderEvents()).toEqual(['PaymentOrderPlaced', 'PaymentSucceeded']);
    // The card was asked to pay once: the second submission found the charge at the provider.
    const placed = (await store.readAll()).find(
      (e) => e.type === 'PaymentOrderPlaced' && (e.data as { companyId: string }).companyId === company.companyId,
    );
    expect(gateway.requestsFor((placed!.data as { orderId: string }).orderId)).toBe(1);
  });

  it('paying again with a new card after a lost answer settles the first order instead of charging twice', async () => {
    const company = await companyWithoutPlan();
    gateway.loseNextAnswer();
    const lost = await call(
      '/subscription/omise-verified',
      { ...plan(company, 2, 1), cardToken: await cardToken('4242424242424242') },
      company.manager,
    );
    expect(lost.body.error?.key).toBe('Errors.PaymentPending');
    const retry = await call(
      '/subscription/omise-verified',
      { ...plan(company, 2, 1), cardToken: await cardToken('4242424242424242') },
      company.manager,
    );
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'successful', charged: { beforeTax: 6000, tax: 600, total: 6600 } });
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted']);
    const orders = (await store.readAll()).filter(
      (e) => e.type === 'PaymentOrderPlaced' && (e.data as { companyId: string }).companyId === company.companyId,
    );
    // One order, charged once: the second card was never charged.
    expect(orders).toHaveLength(1);
    expect(gateway.requestsFor((orders[0]!.data as { orderId: string }).orderId)).toBe(1);
  });

  it('a charge request lost before it reached the provider keeps a new card waiting for two minutes, then lets it pay', async () => {
    const company = await companyWithoutPlan();
    gateway.loseNextRequest();
    const lost = await call(
      '/subscription/omise-verified',
      { ...plan(company, 2, 1), cardToken: await cardToken('4242424242424242') },
      company.manager,
    );
    expect(lost.body.error?.key).toBe('Errors.PaymentPending');
    const second = await cardToken('4242424242424242');
    const tooSoon = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: second }, company.manager);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error?.key).toBe('Errors.PaymentPending');
    clockOffsetMs = 2 * 60_000 + 1_000;
    try {
      const paid = await call('/subscription/omise-verified', { ...plan(company, 2, 1), cardToken: second }, company.manager);
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ status: 'successful', charged: { total: 6600 } });
    } finally {
      clockOffsetMs = 0;
    }
    const outcomes = (await store.readAll())
      .filter((e) => ['PaymentSucceeded', 'PaymentFailed'].includes(e.type))
      .filter((e) => (e.data as { companyId: string }).companyId === company.companyId)
      .map((e) => [e.type, (e.data as { failureCode?: string }).failureCode]);
    // The first order never reached the provider: recorded as failed, and the second card paid.
    expect(outcomes).toEqual([
      ['PaymentFailed', 'gateway_unavailable'],
      ['PaymentSucceeded', undefined],
    ]);
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted']);
  });

  it('a manager is sent to the company step until the first plan, then home with the plan', async () => {
    const company = await companyOnCardPlan();
    expect(company.firstLogin).toMatchObject({ redirectPage: '/user/company', subscription: null });
    const afterPlan = (await call('/auth/login', { username: company.username, password: company.password })).body.data;
    expect(afterPlan).toMatchObject({ redirectPage: '/user', subscription: { carCount: 2, deviceCount: 1, status: 'Active' } });
  });

  it('an upgrade is paid with the card on file (no card typed again), charged once when sent again; without a saved card it is refused and changes nothing', async () => {
    const company = await companyOnCardPlan();
    const saved = (await store.readStream(`payment-card-${company.companyId}`)).map((e) => e.data);
    expect(saved).toMatchObject([{ companyId: company.companyId, lastDigits: '4242' }]);

    // 2 cars + 1 device -> 3 cars + 1 device on 1 March, the first day of the monthly term: the difference is one
    // car's month, 1,500 before tax, 1,650 with the 10 % tax, charged to the saved card.
    const upgrade = { ...plan(company, 3, 1), savedCard: true };
    const paid = await call('/subscription/omise-verified', upgrade, company.manager);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'successful', totalAmount: 7500, charged: { beforeTax: 1500, tax: 150, total: 1650 } });
    // Sent again once applied: the plan already is 3 cars, so nothing is charged.
    const again = await call('/subscription/omise-verified', upgrade, company.manager);
    expect(again.body.error?.key).toBe('NothingChanged');
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted', 'SubscriptionPlanChanged']);
    const payments = (await store.readAll()).filter(
      (e) => e.type === 'PaymentSucceeded' && (e.data as { companyId?: string }).companyId === company.companyId,
    );
    expect(payments.map((e) => (e.data as { amount: number }).amount)).toEqual([6600, 1650]);
    // The same card: no new customer was saved.
    expect(await store.readStream(`payment-card-${company.companyId}`)).toHaveLength(1);

    const noCard = await companyWithoutPlan();
    const refused = await call('/subscription/omise-verified', { ...plan(noCard, 2, 1), savedCard: true }, noCard.manager);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.key).toBe('Errors.NoCardOnFile');
    expect(await subscriptionEvents(noCard)).toEqual([]);
  });

  it('update rules: only increase, nothing changed', async () => {
    const company = await companyOnCardPlan();
    expect((await call('/subscription/update', plan(company, 1, 1), company.manager)).body.error?.key).toBe('COMSPlanOnlyIncrease');
    expect((await call('/subscription/update', plan(company, 2, 1), company.manager)).body.error?.key).toBe('NothingChanged');
    expect((await call('/subscription/update', plan(company, 3, 2), company.manager)).status).toBe(200);
  });

  it('a bank-transfer company changes its plan by transfer: applied at once, the difference due with tax, never a card', async () => {
    const company = await companyWithoutPlan();
    expect((await call('/subscription/signupwithbanktransfer', plan(company, 2, 1), company.manager)).status).toBe(201);
    // The first month, 2 × 1,500 + 3,000 = 6,000 before tax and 6,600 with it, arrives on 1 March: 1 to 31 March paid.
    const transfer = { company: company.companyId, amount: 6600, paidOn: '2026-03-01', reference: `TX-${company.companyId}` };
    expect((await call('/admin/subscription/bankTransferPayment', transfer, admin)).status).toBe(200);

    // Its plan is not paid by card: refused before any charge, nothing written.
    const token = await cardToken('4242424242424242');
    const head = await store.headPosition();
    const byCard = await call('/subscription/omise-verified', { ...plan(company, 3, 1), cardToken: token }, company.manager);
    expect(byCard.status).toBe(403);
    expect(byCard.body.error?.key).toBe('Errors.Forbidden');
    expect(await store.headPosition()).toBe(head);

    // The manager's rules still hold: the plan only grows.
    expect((await call('/subscription/update', plan(company, 1, 1), company.manager)).body.error?.key).toBe('COMSPlanOnlyIncrease');
    expect(await store.headPosition()).toBe(head);

    // One more car from 1 March, the whole 31-day term left: 7,500 − 6,000 = 1,500 before tax, 150 tax, 1,650 due.
    const quoted = await call(
      '/subscription/calc',
      { carCount: 3, deviceCount: 1, paymentSchedule: 'monthly', startDate: '2026-03-01', oldPrice: 6000 },
      company.manager,
    );
    expect(quoted.body.data).toMatchObject({ totalAmount: 7500, adjustment: 1500, adjustmentTax: 150, adjustmentWithTax: 1650 });
    const changed = await call('/subscription/update', plan(company, 3, 1), company.manager);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      carCount: 3,
      deviceCount: 1,
      paymentMethod: 'bank transfer',
      status: 'Active',
      totalAmount: 7500,
      expiryDate: '2026-03-31',
      dueByTransfer: { beforeTax: 1500, tax: 150, total: 1650 },
    });
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted', 'BankTransferPaymentRecorded', 'SubscriptionPlanChanged']);
    const [last] = await store.readStream(`subscription-${company.companyId}`, { direction: 'backwards', maxCount: 1 });
    expect(last!.data).toMatchObject({ operation: 'update', adjustment: 1500, payment: null });
    const charges = (await store.readAll()).filter(
      (e) => e.type === 'PaymentSucceeded' && (e.data as { companyId?: string }).companyId === company.companyId,
    );
    expect(charges).toEqual([]);
    // The difference is billed: one invoice of its own, the prorated 1,500 before tax, 150 tax, 1,650 in all.
    const invoices = (await store.readAll()).filter(
      (e) => e.type === 'CompanyInvoiceIssued' && (e.data as { companyId?: string }).companyId === company.companyId,
    );
    expect(invoices.map((e) => e.data)).toEqual([
      expect.objectContaining({
        periodFrom: '2026-03-01',
        periodTo: '2026-03-31',
        paymentMethod: 'bank transfer',
        plan: { carCount: 3, deviceCount: 1, paymentSchedule: 'monthly' },
        lines: [
          {
            labelJa: 'プラン変更差額 (2026-03-01〜2026-03-31 日割り)',
            labelEn: 'Plan change difference (prorated 2026-03-01 to 2026-03-31)',
            quantity: 1,
            unitPrice: 1500,
            amount: 1500,
          },
        ],
        discountAmount: 0,
        subtotal: 1500,
        tax: 150,
        totalAmount: 1650,
      }),
    ]);
  });

  it('3-D Secure: the authorize page completes, redirects to /omise-callback, and a replayed return is harmless', async () => {
    const company = await companyOnCardPlan();
    const pending = await call(
      '/subscription/omise-verified',
      { ...plan(company, 3, 2), cardToken: await cardToken('5555555555554444') },
      company.manager,
    );
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
    const returnBody = { company: company.companyId, chargeId: pending.body.data.chargeId };
    const returned = await call('/subscription/omise-verified', returnBody, company.manager);
    expect(returned.status).toBe(200);
    expect((returned.body.data.subscription as { carCount: number }).carCount).toBe(3);
    const replay = await call('/subscription/omise-verified', returnBody, company.manager);
    expect(replay.status).toBe(200);
    expect(await subscriptionEvents(company)).toEqual(['SubscriptionStarted', 'SubscriptionPlanChanged']);
  });

  it('3-D Secure return URIs: one on the app origin is taken; another origin, a lookalike host or javascript: is a 400 that writes nothing', async () => {
    const company = await companyWithoutPlan();
    const taken = await call(
      '/subscription/omise-verified',
      { ...plan(company, 4, 2), cardToken: await cardToken('5555555555554444'), returnUri: `${base}/user/payment?from=3ds` },
      company.manager,
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
        { ...plan(company, 4, 2), cardToken: await cardToken('5555555555554444'), returnUri },
        company.manager,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ key: 'Errors.Invalid', fields: [{ path: 'returnUri', key: 'Errors.Invalid' }] });
    }
    expect(await store.headPosition()).toBe(head);
  });

  it('cancel is effective at the end of the paid term', async () => {
    const company = await companyOnCardPlan();
    const { status, body } = await call(
      '/subscription/cancel',
      { company: company.companyId, terms: 1, policy: 1, check3: 1, check4: 1, reason: 0 },
      company.manager,
    );
    expect(status).toBe(200);
    expect(body.data.status).toBe('Cancelled');
    // Subscribed on 1 March 2026 (the fixed clock, in Japan), monthly: the paid term ends on 31 March.
    expect(body.data.expiryDate).toBe('2026-03-31');
    const [event] = await store.readStream(`subscription-${company.companyId}`, { direction: 'backwards', maxCount: 1 });
    expect((event?.data as { effectiveOn: string }).effectiveOn).toBe('2026-03-31');
    const mails = mailer.sent.filter((m) => m.to === company.email && m.subject.includes('解約'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2026-03-31 までご利用いただけます。');
    expect(mails[0]!.text).toContain('You can use it until 2026-03-31.');
  });

  it('the quote, the card charge and the invoice of one plan agree to the yen, tax included', async () => {
    // 2 cars × 1,500 + 1 device × 3,000 = 6,000 a month before tax; 10 % tax 600; 6,600 in all.
    const quoted = await call('/subscription/simulationCalc', { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' });
    expect(quoted.body.data).toMatchObject({ totalAmount: 6000, taxRatePercent: 10, tax: 600, totalWithTax: 6600 });
    const company = await companyOnCardPlan();
    const [paid] = (await store.readAll()).filter(
      (e) => e.type === 'PaymentSucceeded' && (e.data as { companyId: string }).companyId === company.companyId,
    );
    expect((paid!.data as { amount: number }).amount).toBe(6600);
    // The receipt mail and its PDF say the same, split into before tax and tax.
    const [receipt] = mailer.sent.filter((m) => m.to === company.email && m.subject.includes('領収書'));
    expect(receipt!.text).toContain('税抜 ¥6,000 / 消費税（10%） ¥600 / 合計（税込） ¥6,600');
    expect(receipt!.text).toContain('Before tax ¥6,000 / Consumption tax (10%) ¥600 / Total including tax ¥6,600');
    const printed = pdfToText(receipt!.attachments![0]!.content);
    expect(printed).toContain('¥6,600（税込） / including tax');
    expect(printed).toContain('10%対象 消費税 / Consumption tax at 10%: ¥600');
    expect(printed).toContain('お支払日 / Date paid: 2026-03-01');
    const invoice = await call(
      '/admin/companyInvoice',
      { company: company.companyId, periodFrom: '2026-03-01', periodTo: '2026-03-31' },
      admin,
    );
    expect(invoice.status).toBe(201);
    const [issued] = await store.readStream(`invoice-${invoice.body.data._id as string}`);
    expect(issued!.data).toMatchObject({ subtotal: 6000, taxRatePercent: 10, tax: 600, totalAmount: 6600, paymentMethod: 'card' });
    // The card already paid this term: the invoice is marked paid through its decider, and says so.
    expect(invoice.body.data).toMatchObject({
      subtotal: 6000,
      tax: 600,
      totalAmount: 6600,
      status: 'paid',
      paidAt: '2026-03-01T03:00:00.000Z',
    });
    const invoiceEvents = await store.readStream(`invoice-${invoice.body.data._id as string}`);
    expect(invoiceEvents.map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoicePaid']);
    expect(invoiceEvents[1]!.data).toMatchObject({ orderId: (paid!.data as { orderId: string }).orderId, amount: 6600 });
    expect((await call('/admin/companyInvoice/sendEmail', { id: invoice.body.data._id }, admin)).status).toBe(200);
    const [invoiceMail] = mailer.sent.filter((m) => m.to === company.email && m.subject.startsWith('請求書'));
    const printedInvoice = pdfToText(invoiceMail!.attachments![0]!.content);
    expect(printedInvoice).toContain('お支払い済み / Paid: 2026-03-01');
    expect(printedInvoice).toContain('合計（税込） / Total including tax ¥6,600');
    expect(printedInvoice.join('\n')).not.toContain('お振込先');
  });

  it('invoices get unique sequential numbers', async () => {
    const company = await companyOnCardPlan();
    // Another test of this file may have issued one already: numbering goes on from there.
    const before = (await store.readStream('invoice-sequence')).length;
    const no = (n: number) => `INV-${String(before + n).padStart(6, '0')}`;
    const period = { company: company.companyId, periodFrom: '2025-04-01', periodTo: '2025-04-30' };
    const [a, b] = await Promise.all([call('/admin/companyInvoice', period, admin), call('/admin/companyInvoice', period, admin)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.data.invoiceNo, b.body.data.invoiceNo].sort()).toEqual([no(1), no(2)]);
    const sent = await call('/admin/companyInvoice/sendEmail', { id: a.body.data._id }, admin);
    expect(sent.status).toBe(200);
  });
});
