/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { operations } from '@fleetcheck/command-api';
import { createLogger, mailOutboxCollection } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createQueryApi } from '@fleetcheck/query-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';

/*
 * Every event that ends a session (issue 19 item 1) refuses every older token at once on both APIs: for
 * each, the token is first shown to work, then every GET and every mutating route that needs a user is
 * called with it and must answer 401. Token claims that differ from the session are refused (item 2).
 */
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
    // not JSON
  }
  return { status: res.status, body };
}
interface Tokens {
  token: string;
  refreshToken: string;
  _id: string;
  company: { _id: string };
}
async function login(username: string, password: string, admin = false): Promise<Tokens> {
  const res = await call('post', admin ? '/auth/admin-login' : '/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Tokens;
}
async function lastCodeTo(to: string): Promise<string> {
  const outbox = system.stores.readStore.collection(mailOutboxCollection);
  const [mail] = await outbox.findMany({ filter: { to }, sort: [{ field: 'createdAt', order: 'desc' }], limit: 1 });
  const match = mail && /auth=([^\s"&<]+)/.exec(mail.text);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

let owner: Tokens;
let admin: Tokens;
/** Every route of both APIs that needs a signed-in user, with its path ids filled in. */
let guarded: { method: string; route: string }[];

beforeAll(async () => {
  db = await createTestDatabase('fc_session_end');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-session-end-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'session-end' }), { workers: false });
  api = `${system.url}/api/v1`;
  owner = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
  admin = await login(DEMO_LOGINS.adminUsername, DEMO_LOGINS.adminPassword, true);

  const fill = (route: string) => route.replace(/:queue/, 'fleetcheck-mail').replace(/:\w+/g, 'some-id');
  const commandRoutes = operations
    .filter((op) => !['public', 'device'].includes(op.access) && op.produces !== 'text/html' && !op.optional)
    .map((op) => ({ method: op.method, route: fill(op.path) }));
  const queryRouter = createQueryApi({
    readStore: system.stores.readStore,
    config: { jwtSecret: 'x'.repeat(40), jwtIssuer: 'fleetcheck' },
  });
  const queryRoutes: { method: string; route: string }[] = [];
  for (const layer of queryRouter.stack as { route?: { path: string } }[]) {
    if (!layer.route) continue;
    const route = fill(layer.route.path);
    // Public reads (the FAQ) answer without a token: nothing to refuse there.
    if ((await call('get', route)).status === 401) queryRoutes.push({ method: 'get', route });
  }
  guarded = [...commandRoutes, ...queryRoutes];
  expect(commandRoutes.length).toBeGreaterThan(40);
  expect(queryRoutes.length).toBeGreaterThan(25);
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A read (query-api) and a write (command-api) that any signed-in user may make. */
async function works(token: string): Promise<void> {
  expect((await call('get', '/auth/profile', { token })).status).toBe(200);
  expect((await call('patch', '/auth/update-manage-language', { token, body: { language: 'ja' } })).status).toBe(200);
}

/** Every guarded route of both APIs refuses the token with 401; answers the ones that did not. */
async function walkRefused(token: string): Promise<string[]> {
  const accepted: string[] = [];
  for (const { method, route } of guarded) {
    const res = await call(method, route, { token, body: method === 'get' || method === 'delete' ? undefined : {} });
    if (res.status !== 401 || res.body?.error?.key !== 'Errors.Unauthorized') accepted.push(`${method} ${route} ${res.status}`);
  }
  return accepted;
}

let colleagues = 0;
/** A new manager of the demo company, signed in (`sessions` times). */
async function colleague(sessions = 1) {
  const email = `session-end-${++colleagues}@a.example`;
  const body = { firstName: '健', lastName: '伊藤', spellingFirstName: 'ケン', spellingLastName: 'イトウ', email, phone: '09011112222' };
  const created = await call('post', '/manager', { token: owner.token, body });
  expect(created.status).toBe(201);
  const { username, password } = created.body.data as { username: string; password: string };
  const signedIn: Tokens[] = [];
  for (let i = 0; i < sessions; i++) signedIn.push(await login(username, password));
  return { id: signedIn[0]!._id, email, username, sessions: signedIn };
}

describe('an event that ends a session refuses the older token on every route of both APIs', () => {
  it('the manager is deleted', async () => {
    const c = await colleague();
    await works(c.sessions[0]!.token);
    expect((await call('delete', `/manager/${c.id}`, { token: owner.token })).status).toBe(200);
    expect(await walkRefused(c.sessions[0]!.token)).toEqual([]);
  });

  it('a colleague resets the password', async () => {
    const c = await colleague();
    await works(c.sessions[0]!.token);
    expect((await call('patch', '/manager/manager-reset-password', { token: owner.token, body: { id: c.id } })).status).toBe(200);
    expect(await walkRefused(c.sessions[0]!.token)).toEqual([]);
  });

  it('an admin resets the password', async () => {
    const c = await colleague();
    await works(c.sessions[0]!.token);
    expect((await call('patch', '/admin/manager/manager-reset-password', { token: admin.token, body: { id: c.id } })).status).toBe(200);
    expect(await walkRefused(c.sessions[0]!.token)).toEqual([]);
  });

  it('the password is reset with the e-mailed code', async () => {
    const c = await colleague();
    await works(c.sessions[0]!.token);
    expect((await call('post', '/auth/manager-forgot-password', { body: { email: c.email } })).status).toBe(200);
    const auth = await lastCodeTo(c.email);
    expect((await call('patch', '/auth/manager-reset-password-email', { body: { auth, password: 'brand-new-pass-1' } })).status).toBe(200);
    expect(await walkRefused(c.sessions[0]!.token)).toEqual([]);
  });

  it('the manager changes their own password: their other sessions end, the one they used goes on', async () => {
    const c = await colleague(2);
    const [used, other] = c.sessions;
    await works(other!.token);
    const body = {
      firstName: '健',
      lastName: '伊藤',
      spellingFirstName: 'ケン',
      spellingLastName: 'イトウ',
      email: c.email,
      mobile: '09011112222',
      password: 'my-own-new-pass',
    };
    expect((await call('patch', '/auth/update-profile', { token: used!.token, body })).status).toBe(200);
    expect(await walkRefused(other!.token)).toEqual([]);
    await works(used!.token);
  });

  it('the manager logs out', async () => {
    const c = await colleague();
    await works(c.sessions[0]!.token);
    expect((await call('get', '/auth/logout', { token: c.sessions[0]!.token })).status).toBe(200);
    expect(await walkRefused(c.sessions[0]!.token)).toEqual([]);
  });

  it('the admin logs out: the sessions they opened on behalf of a company end with theirs', async () => {
    const own = await login(DEMO_LOGINS.adminUsername, DEMO_LOGINS.adminPassword, true);
    const opened = await call('post', '/auth/getAccessOnBehalf', { token: own.token, body: { company: owner.company._id } });
    expect(opened.status).toBe(200);
    const onBehalf = opened.body.data.token as string;
    await works(onBehalf);
    expect((await call('get', '/home', { token: onBehalf })).status).toBe(200);
    expect((await call('get', '/auth/logout', { token: own.token })).status).toBe(200);
    expect(await walkRefused(onBehalf)).toEqual([]);
    expect(await walkRefused(own.token)).toEqual([]);
    // Another admin session, and what it opened, go on.
    await works(admin.token);
  });

  it('the company is deleted: its tokens are refused on every read and write', async () => {
    const registered = await call('post', '/auth/register', {
      body: {
        company: {
          name: 'C運輸',
          email: 'office@c-company.example',
          phone: '03-5555-7777',
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
          email: 'boss@c-company.example',
          mobile: '08099997777',
          password: 'c-company-pass-1',
        },
        language: 'en',
      },
    });
    expect(registered.status).toBe(201);
    expect((await call('post', '/auth/verify-email', { body: { auth: await lastCodeTo('office@c-company.example') } })).status).toBe(200);
    const boss = await login('boss@c-company.example', 'c-company-pass-1');
    await works(boss.token);
    expect((await call('delete', `/admin/company/${boss.company._id}`, { token: admin.token })).status).toBe(200);
    expect(await walkRefused(boss.token)).toEqual([]);
  });
});

describe('token claims are checked against the session', () => {
  /** A token signed with the system's own key (the local profile keeps it in the data dir). */
  async function signed(claims: Record<string, unknown>, subject: string): Promise<string> {
    const secret = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const iat = Math.floor(Date.now() / 1000);
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, sub: subject, aud: 'fleetcheck:dashboard', iss: 'fleetcheck', iat, exp: iat + 600 })}`;
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  }

  it("refuses a validly signed token whose company is not its session's", async () => {
    const c = await colleague();
    const { _id: userId } = c.sessions[0]!;
    const sessionId = JSON.parse(Buffer.from(c.sessions[0]!.token.split('.')[1]!, 'base64url').toString()).sid as string;
    // The same claims as the session's are accepted: the forging itself is sound.
    const genuine = await signed({ ut: 3, cid: owner.company._id, sid: sessionId }, userId);
    await works(genuine);
    const otherCompany = await signed({ ut: 3, cid: 'another-company', sid: sessionId }, userId);
    expect(await walkRefused(otherCompany)).toEqual([]);
    const otherRole = await signed({ ut: 2, cid: owner.company._id, sid: sessionId }, userId);
    expect((await call('get', '/auth/profile', { token: otherRole })).status).toBe(401);
    const onBehalf = await signed({ ut: 1, obo: true, cid: owner.company._id, sid: sessionId }, userId);
    expect((await call('get', '/auth/profile', { token: onBehalf })).status).toBe(401);
  });
});
