/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { operations } from '@fleetcheck/command-api';
import { createLogger, mailOutboxCollection } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createQueryApi } from '@fleetcheck/query-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';

/*
 * The whole local profile on one port: every route of both APIs called with another company's token, and
 * the log of a login and a password reset searched for the secrets they carried.
 */
const logChunks: string[] = [];
const logText = () => logChunks.join('');
let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let api: string;

interface Answer {
  status: number;
  body: any;
}
async function call(method: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `JWT ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api}${route}`, {
    method: method.toUpperCase(),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML or PDF
  }
  return { status: res.status, body };
}
const login = async (username: string, password: string, admin = false) => {
  const res = await call('post', admin ? '/auth/admin-login' : '/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { token: string; refreshToken: string; _id: string; company: { _id: string } };
};
const outbox = () => system.stores.readStore.collection(mailOutboxCollection);
async function lastCodeTo(to: string): Promise<string> {
  const [mail] = await outbox().findMany({ filter: { to }, sort: [{ field: 'createdAt', order: 'desc' }], limit: 1 });
  const match = mail && /auth=([^\s"&<]+)/.exec(mail.text);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}
const firstId = async (route: string, token: string): Promise<string> => {
  const { body } = await call('get', `${route}?page=1&limit=10`, { token });
  const docs = body.docs ?? body.data?.docs ?? body.data;
  const id = docs?.[0]?._id ?? docs?.[0]?.id;
  if (!id) throw new Error(`no ${route} of company A: ${JSON.stringify(body).slice(0, 200)}`);
  return String(id);
};

const B_PASSWORD = 'b-company-pass-1';
let tokenA: string;
let tokenB: string;
let companyA: string;
let ids: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase('fc_security');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-security-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'trace',
  });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logChunks.push(chunk.toString());
      callback();
    },
  });
  system = await startLocalSystem(env, createLogger({ level: 'trace', name: 'security', destination }), { workers: false });
  api = `${system.url}/api/v1`;

  const a = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
  tokenA = a.token;
  companyA = a.company._id;
  const registered = await call('post', '/auth/register', {
    body: {
      company: {
        name: 'B運輸',
        email: 'office@b-company.example',
        phone: '03-5555-6666',
        fax: '',
        employeeCount: 5,
        carCount: 3,
        postcode: '105-0011',
        prefectures: '東京都',
        municipalities: '港区',
        town: '芝公園4-2',
        buildings: '',
      },
      manager: {
        name: { lastName: '中村', firstName: '誠' },
        spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
        email: 'boss@b-company.example',
        mobile: '08099998888',
        password: B_PASSWORD,
      },
      language: 'en',
    },
  });
  expect(registered.status).toBe(201);
  expect((await call('post', '/auth/verify-email', { body: { auth: await lastCodeTo('office@b-company.example') } })).status).toBe(200);
  tokenB = (await login('boss@b-company.example', B_PASSWORD)).token;
  ids = {
    car: await firstId('/car', tokenA),
    driver: await firstId('/driver', tokenA),
    office: await firstId('/office', tokenA),
    manager: await firstId('/manager', tokenA),
    device: await firstId('/device', tokenA),
  };
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Company A's id for a path: the resource the route names. */
const targetOf = (route: string): string => {
  const kind = Object.keys(ids).find((k) => route.startsWith(`/${k}/`) || route.startsWith(`/admin/${k}/`));
  if (route.startsWith('/admin/company')) return companyA;
  return kind ? ids[kind]! : ids.car!;
};
const fill = (route: string) => route.replace(/:queue/, 'fleetcheck-mail').replace(/:\w+/g, targetOf(route));
/** Valid bodies for the update routes, so the request gets past validation to the tenant check. */
const resourceBodies = (): Record<string, unknown> => ({
  '/office/:id': {
    name: '横取り営業所',
    phone: '052-111-2222',
    fax: '',
    postcode: '450-0002',
    prefectures: '愛知県',
    municipalities: '名古屋市',
    town: '名駅1-1',
    buildings: '',
  },
  '/car/:id': {
    number: '品川 300 あ 99-01',
    model: 'Hiace',
    type: 'Van',
    chassisNo: 'TRH200-9999',
    production: '2022-04',
    inspection: '2027-03-31',
    insurance: '2027-09-30',
    office: ids.office,
  },
  '/driver/:id': {
    firstName: '四郎',
    lastName: '渡辺',
    spellingFirstName: 'シロウ',
    spellingLastName: 'ワタナベ',
    DOB: '-',
    expirationDate: '2029-01-31',
    licenseType: '1',
    car: ids.car,
    driverLicense: '123456789012',
    email: '',
    image: null,
    mobile: '090-1234-5678',
    office: null,
  },
  '/manager/:id': {
    firstName: '健',
    lastName: '伊藤',
    spellingFirstName: 'ケン',
    spellingLastName: 'イトウ',
    email: 'takeover@b-company.example',
    phone: '09011112222',
  },
  '/device/:id': { serialNo: 'TAKEOVER-1', model: 2 },
  '/test-result/:id/correction': { reason: 'not ours' },
  '/subscription/omise-verified': { company: companyA, chargeId: 'chrg_test_000000000000000000' },
});
/** A body aimed at company A: its id, its company, and a plan for the subscription routes. */
const bodyFor = (route: string) =>
  resourceBodies()[route] ?? {
    id: route.includes('manager') ? ids.manager : ids.driver,
    company: companyA,
    carCount: 1,
    deviceCount: 1,
    paymentSchedule: 'monthly',
    periodFrom: '2026-01-01',
    periodTo: '2026-01-31',
    terms: 1,
    policy: 1,
    check3: 1,
    check4: 1,
    reason: 1,
  };

describe("another company's token", () => {
  /** Routes with a target (a path id, a body id or company): everything else acts on the caller's own company. */
  const targeted = operations.filter(
    (op) =>
      !['public', 'device'].includes(op.access) &&
      op.produces !== 'text/html' &&
      (op.path.includes(':') || op.access === 'admin' || /subscription|reset-password|companyInvoice|getAccessOnBehalf/.test(op.path)) &&
      // A price quote for the caller's own plan: it reads no body company.
      op.path !== '/subscription/calc',
  );

  it('is refused (403/404) on every targeted command-api route, and nothing is written', async () => {
    expect(targeted.length).toBeGreaterThan(30);
    const head = await system.stores.eventStore.headPosition();
    const answers: string[] = [];
    for (const op of targeted) {
      const res = await call(op.method, fill(op.path), {
        token: tokenB,
        body: op.method === 'get' || op.method === 'delete' ? undefined : bodyFor(op.path),
      });
      answers.push(`${op.method} ${op.path} ${res.status}`);
    }
    expect(answers.filter((a) => !/ (403|404)$/.test(a))).toEqual([]);
    expect(await system.stores.eventStore.headPosition()).toBe(head);
  });

  it("is refused (403/404) on every query-api route naming company A's data, and list routes show none of it", async () => {
    const router = createQueryApi({ readStore: system.stores.readStore, config: { jwtSecret: 'x'.repeat(40), jwtIssuer: 'fleetcheck' } });
    const routes = (router.stack as { route?: { path: string } }[]).flatMap((layer) => (layer.route ? [layer.route.path] : []));
    expect(routes.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const route of routes.filter((r) => r.includes(':'))) {
      const res = await call('get', fill(route), { token: tokenB });
      if (![403, 404].includes(res.status)) refused.push(`${route} ${res.status}`);
    }
    expect(refused).toEqual([]);
    const leaked: string[] = [];
    for (const route of routes.filter((r) => !r.includes(':'))) {
      const res = await call('get', route, { token: tokenB });
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const [kind, id] of Object.entries({ ...ids, company: companyA })) if (text.includes(id)) leaked.push(`${route} shows ${kind}`);
    }
    expect(leaked).toEqual([]);
  });
});

describe('logs', () => {
  it('hold no password, token or reset code across a failed and a good login and a password reset', async () => {
    const wrong = 'Wrong-Secret-4711';
    expect((await call('post', '/auth/login', { body: { username: DEMO_LOGINS.managerUsername, password: wrong } })).status).toBe(401);
    const session = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
    const refreshed = await call('post', '/auth/manager-token', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call('post', '/auth/manager-forgot-password', { body: { email: 'boss@b-company.example' } })).status).toBe(200);
    const code = await lastCodeTo('boss@b-company.example');
    const chosen = 'Brand-New-Secret-0815';
    expect((await call('patch', '/auth/manager-reset-password-email', { body: { auth: code, password: chosen } })).status).toBe(200);
    await login('boss@b-company.example', chosen);

    const text = logText();
    expect(text).toContain('/api/v1/auth/login');
    expect(text).toContain('/api/v1/auth/manager-reset-password-email');
    for (const secret of [
      wrong,
      DEMO_LOGINS.managerPassword,
      B_PASSWORD,
      chosen,
      code,
      session.token,
      session.refreshToken,
      refreshed.body.data.refreshToken,
      tokenA,
      tokenB,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
