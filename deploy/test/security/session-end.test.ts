import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { operations } from '@fleetcheck/command-api';
import { readOperations } from '@fleetcheck/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Every event that ends a session (issue 19 item 1) refuses every older token at once on both APIs: for
 * each, the token is first shown to work, then every GET and every mutating route that needs a user is
 * called with it and must answer 401. Token claims that differ from the session are refused (item 2).
 */
let sys: SeededSystem;
let owner: Session;
let admin: Session;

/** Every route of both route tables that needs a signed-in user, with its path ids (and a required query) filled in. */
const fill = (route: string) =>
  route === '/_next/image'
    ? `/_next/image?url=${encodeURIComponent(`/api/v1/images/some-id/${'0'.repeat(64)}`)}&w=64`
    : route.replace(/:queue/, 'fleetcheck-mail').replace(/:\w+/g, 'some-id');
const guarded = [
  // An event stream (the live confirmation's) stays open when it accepts: its API test reads it.
  ...operations.filter(
    (op) => !['public', 'device'].includes(op.access) && op.produces !== 'text/html' && op.produces !== 'text/event-stream' && !op.optional,
  ),
  ...readOperations.filter((op) => op.access !== 'public'),
].map((op) => ({ method: op.method, route: fill(op.path) }));

beforeAll(async () => {
  sys = await startSeededSystem('session_end');
  owner = await sys.demoManager();
  admin = await sys.demoAdmin();
  expect(guarded.filter((r) => r.method !== 'get').length).toBeGreaterThan(40);
  expect(guarded.filter((r) => r.method === 'get').length).toBeGreaterThan(25);
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});
const call: SeededSystem['call'] = (...args) => sys.call(...args);

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
  const signedIn: Session[] = [];
  for (let i = 0; i < sessions; i++) signedIn.push(await sys.login(username, password));
  // The new manager's profile is read from the read side: it answers once the projection has the manager.
  await eventually('the new manager on the read side', async () =>
    (await call('get', '/auth/profile', { token: signedIn[0]!.token })).status === 200 ? true : undefined,
  );
  return { id: signedIn[0]!._id, email, username, password, sessions: signedIn };
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
    const auth = await sys.lastCodeTo(c.email);
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
      currentPassword: c.password,
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
    const own = await sys.demoAdmin();
    const opened = await call('post', '/auth/getAccessOnBehalf', { token: own.token, body: { company: owner.company!._id } });
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

  it('the company is deleted: its token, accepted on every route before, is refused on every read and write', async () => {
    const boss = await sys.registerCompany({ name: 'C運輸', domain: 'c-company.example', password: 'c-company-pass-1' });
    await works(boss.token);
    // Before: no route takes the token for signed out (the own-company reads answer it), logout aside.
    const before: string[] = [];
    for (const { method, route } of guarded.filter((r) => r.route !== '/auth/logout')) {
      const res = await call(method, route, { token: boss.token, body: method === 'get' || method === 'delete' ? undefined : {} });
      before.push(`${method} ${route} ${res.status}`);
    }
    expect(before.filter((answer) => answer.endsWith(' 401'))).toEqual([]);
    expect(before.filter((answer) => answer.startsWith('get ') && answer.endsWith(' 200')).length).toBeGreaterThan(12);
    expect((await call('delete', `/admin/company/${boss.company!._id}`, { token: admin.token })).status).toBe(200);
    expect(await walkRefused(boss.token)).toEqual([]);
  });
});

describe('token claims are checked against the session', () => {
  /** A token signed with the system's own key (the local profile keeps it in the data dir). */
  async function signed(claims: Record<string, unknown>, subject: string): Promise<string> {
    const secret = (await readFile(path.join(sys.dataDir, 'jwt-secret'), 'utf8')).trim();
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
    const genuine = await signed({ ut: 3, cid: owner.company!._id, sid: sessionId }, userId);
    await works(genuine);
    const otherCompany = await signed({ ut: 3, cid: 'another-company', sid: sessionId }, userId);
    expect(await walkRefused(otherCompany)).toEqual([]);
    const otherRole = await signed({ ut: 2, cid: owner.company!._id, sid: sessionId }, userId);
    expect((await call('get', '/auth/profile', { token: otherRole })).status).toBe(401);
    const onBehalf = await signed({ ut: 1, obo: true, cid: owner.company!._id, sid: sessionId }, userId);
    expect((await call('get', '/auth/profile', { token: onBehalf })).status).toBe(401);
  });
});
