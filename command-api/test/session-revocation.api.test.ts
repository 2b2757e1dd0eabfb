import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, managerBody, officeBody, startHarness, type Harness } from './support/api-harness';

let h: Harness;
let ownerToken: string;
let adminToken: string;

beforeAll(async () => {
  h = await startHarness();
  const demo = (role: string) => h.seed.logins.find((l) => l.role === role)!;
  ownerToken = (await login(h, demo('manager').username, demo('manager').password)).token;
  adminToken = (await login(h, demo('admin').username, demo('admin').password, true)).token;
});
afterAll(async () => {
  await h?.close();
});

/** A fresh colleague of the demo company, signed in twice (two live sessions). */
async function colleague(email: string) {
  const created = await h.call('POST', '/manager', { token: ownerToken, body: managerBody(email) });
  expect(created.status).toBe(201);
  const { username, password } = created.body.data as { username: string; password: string };
  const first = await login(h, username, password);
  const second = await login(h, username, password);
  return { id: first._id, username, password, sessions: [first, second] };
}

const works = async (token: string) => (await h.call('POST', '/office', { token, body: officeBody() })).status;
const refresh = async (refreshToken: string) => (await h.call('POST', '/auth/manager-token', { body: { refreshToken } })).status;

describe("a manager's live sessions end when the password is reset or changed, or the account deleted", () => {
  it('a colleague resetting the password: every old access and refresh token stops working; the new password signs in', async () => {
    const c = await colleague('revoke-reset@a.example');
    for (const s of c.sessions) expect(await works(s.token)).toBe(201);
    const reset = await h.call('PATCH', '/manager/manager-reset-password', { token: ownerToken, body: { id: c.id } });
    expect(reset.status).toBe(200);
    for (const s of c.sessions) {
      expect(await works(s.token)).toBe(401);
      expect(await refresh(s.refreshToken)).toBe(401);
    }
    const fresh = await login(h, c.username, reset.body.data.password);
    expect(await works(fresh.token)).toBe(201);
    expect(await refresh(fresh.refreshToken)).toBe(200);
  });

  it('an admin resetting the password ends the sessions too', async () => {
    const c = await colleague('revoke-admin@a.example');
    expect((await h.call('PATCH', '/admin/manager/manager-reset-password', { token: adminToken, body: { id: c.id } })).status).toBe(200);
    for (const s of c.sessions) expect(await works(s.token)).toBe(401);
    expect(await refresh(c.sessions[0]!.refreshToken)).toBe(401);
  });

  it('a reset through the e-mailed code ends the sessions', async () => {
    const c = await colleague('revoke-mail@a.example');
    await h.call('POST', '/auth/manager-forgot-password', { body: { email: 'revoke-mail@a.example' } });
    const auth = h.mailer.lastTokenTo('revoke-mail@a.example');
    expect((await h.call('PATCH', '/auth/manager-reset-password-email', { body: { auth, password: 'brand-new-pass' } })).status).toBe(200);
    for (const s of c.sessions) expect(await works(s.token)).toBe(401);
    expect(await works((await login(h, c.username, 'brand-new-pass')).token)).toBe(201);
  });

  it('deleting the manager ends the sessions at once (access token and refresh token)', async () => {
    const c = await colleague('revoke-delete@a.example');
    expect((await h.call('DELETE', `/manager/${c.id}`, { token: ownerToken })).status).toBe(200);
    for (const s of c.sessions) {
      expect(await works(s.token)).toBe(401);
      expect(await refresh(s.refreshToken)).toBe(401);
    }
  });

  it('a manager changing their own password in the profile keeps the session they are using and ends their other ones', async () => {
    const c = await colleague('self-change@a.example');
    const [s, other] = c.sessions;
    expect(await works(other!.token)).toBe(201);
    const body = {
      ...managerBody('self-change@a.example'),
      mobile: '09011112222',
      password: 'my-own-new-pass',
      currentPassword: c.password,
    };
    expect((await h.call('PATCH', '/auth/update-profile', { token: s!.token, body })).status).toBe(200);
    expect(await works(s!.token)).toBe(201);
    expect(await refresh(s!.refreshToken)).toBe(200);
    expect(await works(other!.token)).toBe(401);
    expect(await refresh(other!.refreshToken)).toBe(401);
  });
});

describe("changing one's own password or e-mail in the profile needs the current password", () => {
  const fieldKey = (response: { body: { error?: { fields?: { path: string; key: string }[] } } }) =>
    response.body.error?.fields?.find((f) => f.path === 'currentPassword')?.key;

  it('a new password without the current one, or with a wrong one, is refused and the sessions go on; the right one changes it', async () => {
    const c = await colleague('self-proof@a.example');
    const [s, other] = c.sessions;
    const body = { ...managerBody('self-proof@a.example'), mobile: '09011112222', password: 'another-new-pass' };
    const missing = await h.call('PATCH', '/auth/update-profile', { token: s!.token, body });
    expect(missing.status).toBe(400);
    expect(fieldKey(missing)).toBe('Errors.Required');
    const wrong = await h.call('PATCH', '/auth/update-profile', { token: s!.token, body: { ...body, currentPassword: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect(fieldKey(wrong)).toBe('Errors.CurrentPasswordWrong');
    expect(await works(other!.token)).toBe(201);
    expect((await login(h, c.username, c.password)).token).toBeTruthy();

    const right = await h.call('PATCH', '/auth/update-profile', { token: s!.token, body: { ...body, currentPassword: c.password } });
    expect(right.status).toBe(200);
    expect(await works(other!.token)).toBe(401);
    expect(await works((await login(h, c.username, 'another-new-pass')).token)).toBe(201);
  });

  it('a new e-mail needs the current password; the name alone does not', async () => {
    const c = await colleague('self-mail@a.example');
    const [s] = c.sessions;
    const same = { ...managerBody('self-mail@a.example'), lastName: '新姓', mobile: '09011112222' };
    const renamed = await h.call('PATCH', '/auth/update-profile', { token: s!.token, body: same });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.lastName).toBe('新姓');

    const moved = { ...same, email: 'self-mail-new@a.example' };
    const refused = await h.call('PATCH', '/auth/update-profile', {
      token: s!.token,
      body: { ...moved, currentPassword: 'wrong-password' },
    });
    expect(fieldKey(refused)).toBe('Errors.CurrentPasswordWrong');
    const changed = await h.call('PATCH', '/auth/update-profile', { token: s!.token, body: { ...moved, currentPassword: c.password } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe('self-mail-new@a.example');
  });
});
