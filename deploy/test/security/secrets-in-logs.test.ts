import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * The whole local profile logging at trace level: a failed and a good login, a token refresh and a password
 * reset by mailed code, then the log searched for every secret they carried. (Tenant isolation of every
 * route is walked in tenant-walk.test.ts.)
 */
const logChunks: string[] = [];
const logText = () => logChunks.join('');
const B_PASSWORD = 'b-company-pass-1';
let sys: SeededSystem;
let a: Session;
let b: Session;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logChunks.push(chunk.toString());
      callback();
    },
  });
  sys = await startSeededSystem('secrets_in_logs', { logLevel: 'trace', logDestination: destination });
  a = await sys.demoManager();
  b = await sys.registerCompany({ name: 'B運輸', domain: 'b-company.example', password: B_PASSWORD });
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

describe('logs', () => {
  it('hold no password, token or reset code across a failed and a good login and a password reset', async () => {
    const { call, login } = sys;
    const wrong = 'Wrong-Secret-4711';
    expect((await call('post', '/auth/login', { body: { username: DEMO_LOGINS.managerUsername, password: wrong } })).status).toBe(401);
    const session = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
    const refreshed = await call('post', '/auth/manager-token', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call('post', '/auth/manager-forgot-password', { body: { email: 'boss@b-company.example' } })).status).toBe(200);
    const code = await sys.lastCodeTo('boss@b-company.example');
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
      a.token,
      b.token,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
