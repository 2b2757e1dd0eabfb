import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, login, managerBody, registerBody, registeredManager, startHarness, type Harness } from './support/api-harness';

let h: Harness;
const demo = (role: string, index = 0) => h.seed.logins.filter((l) => l.role === role)[index]!;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('login', () => {
  it('signs a manager in by username or e-mail and returns the user without secrets', async () => {
    const manager = demo('manager');
    for (const name of [manager.username, manager.email!]) {
      const response = await h.call('POST', '/auth/login', { body: { username: name, password: manager.password } });
      expect(response.status).toBe(200);
      expect(response.body.operation).toBe('success');
      expect(response.body.data).toMatchObject({ username: manager.username, userType: 2, company: { name: 'デモ運輸株式会社' } });
      expect(response.body.data).not.toHaveProperty('password');
      expect(response.body.data).not.toHaveProperty('passwordHash');
      expect(typeof response.body.data.token).toBe('string');
      expect(Date.parse(response.body.data.refreshTokenExpires)).toBeGreaterThan(Date.parse(response.body.data.jwtExpire));
    }
  });

  it('answers unknown user and wrong password with the same error', async () => {
    const wrong = await h.call('POST', '/auth/login', { body: { username: demo('manager', 1).username, password: 'not-the-password' } });
    const unknown = await h.call('POST', '/auth/login', { body: { username: 'nobody-here', password: 'whatever-pass' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.key).toBe('Errors.InvalidCredentials');
  });

  it('refuses drivers, and admins at the manager door and managers at the admin door', async () => {
    const driver = demo('driver');
    expect((await h.call('POST', '/auth/login', { body: { username: driver.username, password: driver.password } })).status).toBe(401);
    const admin = demo('admin');
    expect((await h.call('POST', '/auth/login', { body: { username: admin.username, password: admin.password } })).status).toBe(401);
    const manager = demo('manager');
    expect((await h.call('POST', '/auth/admin-login', { body: { username: manager.username, password: manager.password } })).status).toBe(
      401,
    );
    expect((await h.call('POST', '/auth/admin-login', { body: { username: admin.username, password: admin.password } })).status).toBe(200);
  });

  it('answers 400 with field keys for a malformed body', async () => {
    const response = await h.call('POST', '/auth/login', { body: { username: '', password: 3 } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'username', key: 'Errors.Required' },
        { path: 'password', key: 'Errors.Required' },
      ]),
    );
  });

  it('rate-limits an account after repeated failures, even with the right password', async () => {
    const target = await registeredManager(h, 'limited');
    for (let i = 0; i < 5; i++) await h.call('POST', '/auth/login', { body: { username: target.email, password: `wrong-${i}` } });
    const limited = await h.call('POST', '/auth/login', { body: { username: target.email, password: target.password } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.key).toBe('Errors.RateLimited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(16 * 60);
    expect((await h.call('POST', '/auth/login', { body: { username: target.email, password: target.password } })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('accepts JWT and Bearer schemes', async () => {
    const { token } = await login(h, demo('manager').username, demo('manager').password);
    for (const scheme of ['JWT', 'Bearer'] as const) {
      const response = await h.call('PATCH', '/auth/update-manage-language', { token, scheme, body: { language: 'en' } });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a tampered token', async () => {
    const { token } = await login(h, demo('manager').username, demo('manager').password);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, ut: 1, obo: true })).toString('base64url')}.${signature}`;
    const response = await h.call('POST', '/office', { token: forged, body: {} });
    expect(response.status).toBe(401);
    expect(response.body.error.key).toBe('Errors.Unauthorized');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await h.call('POST', '/office', { token: unsigned, body: {} })).status).toBe(401);
  });

  it('refuses an expired token with its own key', async () => {
    const { token } = await login(h, demo('manager').username, demo('manager').password);
    h.clock.advance(h.deps.config.accessTokenTtlSeconds + 1);
    const response = await h.call('PATCH', '/auth/update-manage-language', { token, body: { language: 'ja' } });
    expect(response.status).toBe(401);
    expect(response.body.error.key).toBe('Errors.TokenExpired');
  });

  it('refuses an admin-page token on company endpoints', async () => {
    const { token } = await login(h, demo('admin').username, demo('admin').password, true);
    expect((await h.call('POST', '/office', { token, body: {} })).status).toBe(403);
  });
});

describe('refresh tokens', () => {
  it('rotate, and a reused one revokes the whole family', async () => {
    const first = await login(h, demo('manager').username, demo('manager').password);
    const rotated = await h.call('POST', '/auth/manager-token', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.operation).toBe('success');
    expect(Object.keys(rotated.body.data).sort()).toEqual(['jwtExpire', 'refreshToken', 'refreshTokenExpires', 'token']);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);

    const reuse = await h.call('POST', '/auth/manager-token', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.key).toBe('Errors.RefreshTokenInvalid');
    // The family is gone: the newest refresh token and its access token no longer work either.
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken: rotated.body.data.refreshToken } })).status).toBe(401);
    expect(
      (await h.call('PATCH', '/auth/update-manage-language', { token: rotated.body.data.token, body: { language: 'ja' } })).status,
    ).toBe(401);
  });

  it('are bound to their audience', async () => {
    const admin = await login(h, demo('admin').username, demo('admin').password, true);
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken: admin.refreshToken } })).status).toBe(401);
    expect((await h.call('POST', '/auth/admin-token', { body: { refreshToken: admin.refreshToken } })).status).toBe(200);
  });

  it('refuses garbage and expired refresh tokens', async () => {
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken: 'garbage' } })).status).toBe(401);
    const session = await login(h, demo('manager').username, demo('manager').password);
    h.clock.advance(h.deps.config.refreshTokenTtlSeconds + 1);
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it('logout revokes the session', async () => {
    const session = await login(h, demo('manager').username, demo('manager').password);
    expect((await h.call('GET', '/auth/logout', { token: session.token })).status).toBe(200);
    expect((await h.call('PATCH', '/auth/update-manage-language', { token: session.token, body: { language: 'en' } })).status).toBe(401);
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });
});

describe('sign-up, e-mail verification and password reset', () => {
  it('registers a company, verifies its e-mail once, then lets the manager in', async () => {
    const register = await h.call('POST', '/auth/register', { body: registerBody('gamma@example.com', 'owner@gamma.example') });
    expect(register.status).toBe(201);
    expect(register.body.data).toMatchObject({ emailVerificationSent: true, username: expect.stringMatching(/^m\d{8}$/) });
    const { username } = register.body.data;
    const early = await h.call('POST', '/auth/login', { body: { username: 'owner@gamma.example', password: 'secret-pass-1' } });
    expect(early.body.error.key).toBe('Errors.EmailNotVerified');

    // The mail goes to the person who signed up (not the company's address) and tells the username.
    expect(h.mailer.sent.filter((mail) => mail.to === 'gamma@example.com')).toEqual([]);
    const mail = h.mailer.sent.findLast((sent) => sent.to === 'owner@gamma.example')!;
    expect(mail.text).toContain(`ユーザー名 ${username}`);
    expect(mail.text).toContain(`your username ${username}`);
    const code = h.mailer.lastTokenTo('owner@gamma.example');
    expect((await h.call('POST', '/auth/verify-email', { body: { auth: code } })).status).toBe(200);
    const again = await h.call('POST', '/auth/verify-email', { body: { auth: code } });
    expect(again.status).toBe(400);
    expect(again.body.error.key).toBe('Errors.VerificationInvalid');
    const user = await login(h, 'owner@gamma.example', 'secret-pass-1');
    expect(user.company?._id).toBe(register.body.data.company);
  });

  it('refuses a taken company e-mail and appends nothing for a malformed sign-up', async () => {
    const taken = await h.call('POST', '/auth/register', { body: registerBody('demo-company@fleetcheck.example', 'fresh@example.com') });
    expect(taken.status).toBe(409);
    expect(taken.body.error.key).toBe('Errors.EmailTaken');
    const before = await eventCount(h);
    const bad = await h.call('POST', '/auth/register', {
      body: { ...registerBody('x@example.com', 'not-an-email'), company: { name: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'manager.email', key: 'Errors.Email' },
        { path: 'company.name', key: 'Errors.Required' },
      ]),
    );
    expect(await eventCount(h)).toBe(before);
  });

  it('resets a forgotten password with a single-use, expiring code', async () => {
    const manager = await registeredManager(h, 'forgetful');
    const unknown = await h.call('POST', '/auth/manager-forgot-password', { body: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(200);
    expect((await h.call('POST', '/auth/manager-forgot-password', { body: { email: manager.email } })).status).toBe(200);
    const code = h.mailer.lastTokenTo(manager.email!);
    expect((await h.call('POST', '/auth/manager-forgot-password-email-verification', { body: { auth: code } })).status).toBe(200);
    const reset = await h.call('PATCH', '/auth/manager-reset-password-email', { body: { auth: code } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ username: manager.username, name: '中村 誠' });
    await login(h, manager.username, reset.body.data.password);
    expect((await h.call('PATCH', '/auth/manager-reset-password-email', { body: { auth: code } })).status).toBe(400);

    await h.call('POST', '/auth/manager-forgot-password', { body: { email: manager.email } });
    const late = h.mailer.lastTokenTo(manager.email!);
    h.clock.advance(h.deps.config.emailTokenTtlSeconds + 1);
    expect((await h.call('POST', '/auth/manager-forgot-password-email-verification', { body: { auth: late } })).body.error.key).toBe(
      'Errors.VerificationInvalid',
    );
  });
});

describe('profile and access on behalf', () => {
  it('updates the own profile, and a repeat changes nothing', async () => {
    const manager = await registeredManager(h, 'profile');
    const body = {
      firstName: '誠',
      lastName: '中村',
      spellingFirstName: 'マコト',
      spellingLastName: 'ナカムラ',
      email: manager.email,
      mobile: '08012341234',
    };
    const first = await h.call('PATCH', '/auth/update-profile', { token: manager.token, body });
    expect(first.status).toBe(200);
    expect(first.body.data.mobile).toBe('08012341234');
    expect(first.headers.get('x-fleetcheck-position')).not.toBeNull();
    const before = await eventCount(h);
    const repeat = await h.call('PATCH', '/auth/update-profile', { token: manager.token, body });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('x-fleetcheck-position')).toBeNull();
    expect(await eventCount(h)).toBe(before);
  });

  it('gives an admin a company token whose events name the admin', async () => {
    const admin = await login(h, demo('admin').username, demo('admin').password, true);
    const companyId = h.seed.companyId!;
    const entered = await h.call('POST', '/auth/getAccessOnBehalf', { token: admin.token, body: { company: companyId } });
    expect(entered.status).toBe(200);
    expect(entered.body.data.user.company._id).toBe(companyId);
    const office = await h.call('POST', '/office', {
      token: entered.body.data.token,
      headers: { 'x-correlation-id': 'audit-trail-42' },
      body: {
        name: '福岡営業所',
        phone: '092-111-2222',
        fax: '',
        postcode: '810-0001',
        prefectures: '福岡県',
        municipalities: '福岡市中央区',
        town: '天神1-1',
        buildings: '',
      },
    });
    expect(office.status).toBe(201);
    const [event] = await h.store.readStream(`office-${office.body.data.id}`);
    expect(event!.metadata.onBehalfOf).toEqual({ adminId: admin._id, companyId });
    expect(event!.metadata.actor).toMatchObject({ userId: admin._id, role: 'admin', companyId });
    expect(event!.metadata.correlationId).toBe('audit-trail-42');
    expect(event!.metadata.causationId).toEqual(expect.any(String));
    expect(event!.metadata.occurredAt).toBe(h.clock.now().toISOString());

    const manager = await login(h, demo('manager').username, demo('manager').password);
    expect((await h.call('POST', '/auth/getAccessOnBehalf', { token: manager.token, body: { company: companyId } })).status).toBe(403);
    expect((await h.call('POST', '/auth/getAccessOnBehalf', { token: admin.token, body: { company: 'no-such-company' } })).status).toBe(
      404,
    );
  });
});

describe('report mails (issue 37 item 3)', () => {
  it('lets a manager turn their own scheduled report mails off and on; refuses an admin and a bad body, changing nothing', async () => {
    const manager = await registeredManager(h, 'report-mails');
    const signIn = async () => (await login(h, manager.email, manager.password)) as { reportMails?: unknown };
    const token = manager.token;
    expect((await signIn()).reportMails).toEqual({ monthlyRecordBook: true, weeklySummary: true });
    const off = { monthlyRecordBook: false, weeklySummary: true };
    const changed = await h.call('PATCH', '/auth/report-mails', { token, body: off });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ id: manager._id, reportMails: off });
    expect((await signIn()).reportMails).toEqual(off);

    // Signing in is a write of its own (the session): counted from after it.
    const admin = await login(h, demo('admin').username, demo('admin').password, true);
    const before = await eventCount(h);
    const refused = await h.call('PATCH', '/auth/report-mails', { token: admin.token, body: off });
    expect(refused.status).toBe(403);
    expect(refused.body.error.key).toBe('Errors.Forbidden');
    for (const body of [{ monthlyRecordBook: 'no', weeklySummary: true }, { monthlyRecordBook: false }, { ...off, extra: true }]) {
      const bad = await h.call('PATCH', '/auth/report-mails', { token, body });
      expect(bad.status).toBe(400);
      expect(bad.body.error.key).toBe('Errors.Invalid');
    }
    expect(await eventCount(h)).toBe(before);
    expect((await signIn()).reportMails).toEqual(off);
  });
});

/*
 * The rule drivers' passwords follow (shared/credentials newAccountPassword) holds for managers too: a password the
 * server generated (a manager added by a colleague, a reset from the list) is hashed as a generated one (scrypt
 * N=2^10), a password a person chose (sign-up) at the full cost (N=2^15).
 */
const hashesOf = async (
  type: 'ManagerCreated' | 'ManagerPasswordReset',
  pick: (data: { managerId: string; profile?: { email: string } }) => boolean,
) =>
  (await h.store.readAll({ filter: { eventTypes: [type] } }))
    .map((event) => event.data as { managerId: string; passwordHash: string; profile?: { email: string } })
    .filter(pick)
    .map((data) => data.passwordHash);

describe("managers' passwords", () => {
  it('a manager added by a colleague and a reset from the list get generated passwords hashed as generated ones, and each signs in', async () => {
    const manager = (await login(h, demo('manager').username, demo('manager').password)).token;
    const created = await h.call('POST', '/manager', { token: manager, body: managerBody('generated@manager.example') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { username, password } = created.body.data as { username: string; password: string };
    expect(password).toHaveLength(16);
    const signedIn = await login(h, username, password);
    const managerId = signedIn._id;
    expect(await hashesOf('ManagerCreated', (data) => data.managerId === managerId)).toEqual([
      expect.stringMatching(/^scrypt\$1024\$8\$1\$/),
    ]);

    const reset = await h.call('PATCH', '/manager/manager-reset-password', { token: manager, body: { id: managerId } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const next = reset.body.data.password as string;
    expect(next).toHaveLength(16);
    expect(await hashesOf('ManagerPasswordReset', (data) => data.managerId === managerId)).toEqual([
      expect.stringMatching(/^scrypt\$1024\$8\$1\$/),
    ]);
    expect((await login(h, username, next))._id).toBe(managerId);
    expect((await h.call('POST', '/auth/login', { body: { username, password } })).status).toBe(401);
  });

  it('a password a person chose (at sign-up) keeps the full cost', async () => {
    const registered = await h.call('POST', '/auth/register', { body: registerBody('chosen@example.com', 'owner@chosen.example') });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(await hashesOf('ManagerCreated', (data) => data.profile?.email === 'owner@chosen.example')).toEqual([
      expect.stringMatching(/^scrypt\$32768\$8\$1\$/),
    ]);
  });
});
