import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, driverBody, eventCount, login, officeBody, registeredManager, startHarness, type Harness } from './support/api-harness';

/*
 * Issue 34 item 1: a driver signs in on a phone, with the credentials managers gave them or with a one-time
 * invitation (link or QR code) that a manager makes from the driver's panel; driver sessions end like
 * managers'; a driver's token opens no manager route.
 */
let h: Harness;
let manager: string;

beforeAll(async () => {
  h = await startHarness();
  const demo = h.seed.logins.find((l) => l.role === 'manager')!;
  manager = (await login(h, demo.username, demo.password)).token;
});
afterAll(async () => {
  await h?.close();
});

const driverLogin = (username: string, password: string) => h.call('POST', '/auth/driver-login', { body: { username, password } });

/** A new driver of the demo company with an e-mail address, and the credentials the manager was given. */
async function newDriver(email: string) {
  const office = (await h.call('POST', '/office', { token: manager, body: officeBody(`営業所 ${email}`) })).body.data.id as string;
  const car = (
    await h.call('POST', '/car', { token: manager, body: carBody(office, { number: `品川 300 あ ${email.length}-${Date.now() % 100}` }) })
  ).body.data.id as string;
  const created = await h.call('POST', '/driver', { token: manager, body: { ...driverBody(car, office), email } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { username, password } = created.body.data as { username: string; password: string };
  const signedIn = await driverLogin(username, password);
  return { id: signedIn.body.data._id as string, username, password };
}

const invite = (driverId: string, token = manager, mail = true) =>
  h.call('POST', `/driver/${driverId}/invitation`, { token, body: { mail } });
const accept = (auth: string, password: string) => h.call('POST', '/auth/driver-set-password', { body: { auth, password } });

describe('driver sign-in', () => {
  it('signs in with the credentials managers gave, at the driver door only; the token opens no manager route', async () => {
    const seeded = h.seed.logins.find((l) => l.role === 'driver')!;
    const answer = await driverLogin(seeded.username, seeded.password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ userType: 5, redirectPage: '/driver-app', company: { _id: h.seed.companyId } });
    const token = answer.body.data.token as string;
    // The manager's door refuses the driver, the driver's door the manager.
    expect((await h.call('POST', '/auth/login', { body: { username: seeded.username, password: seeded.password } })).status).toBe(401);
    const boss = h.seed.logins.find((l) => l.role === 'manager')!;
    expect((await driverLogin(boss.username, boss.password)).body.error.key).toBe('Errors.InvalidCredentials');
    // A manager's write succeeds with the manager's token and is refused with the driver's, writing nothing.
    expect((await h.call('POST', '/office', { token: manager, body: officeBody('正当な営業所') })).status).toBe(201);
    const before = await eventCount(h);
    for (const [method, path, body] of [
      ['POST', '/office', officeBody('運転者の営業所')],
      ['PATCH', '/driver/driver-reset-password', { id: answer.body.data._id }],
      ['POST', `/driver/${answer.body.data._id}/invitation`, { mail: false }],
      ['PATCH', '/auth/update-manage-language', { language: 'en' }],
      ['PATCH', '/auth/update-profile', { firstName: 'x' }],
    ] as const) {
      const refused = await h.call(method, path, { token, body });
      expect([path, refused.status]).toEqual([path, 403]);
    }
    expect(await eventCount(h)).toBe(before);
    // The refresh token rotates at the driver's door only.
    const refreshToken = answer.body.data.refreshToken as string;
    expect((await h.call('POST', '/auth/manager-token', { body: { refreshToken } })).status).toBe(401);
    expect((await h.call('POST', '/auth/driver-token', { body: { refreshToken } })).status).toBe(200);
  });

  it('a driver added alone and a password reset get generated passwords hashed as generated ones (scrypt N=2^10), and each signs in', async () => {
    const driver = await newDriver('generated@driver.example');
    const hashOf = async (type: 'DriverCreated' | 'DriverPasswordReset') =>
      (await h.store.readAll({ filter: { eventTypes: [type] } }))
        .map((event) => event.data as { driverId: string; passwordHash: string })
        .filter((data) => data.driverId === driver.id)
        .map((data) => data.passwordHash);
    // newDriver signed in with the password POST /driver answered.
    expect(await hashOf('DriverCreated')).toEqual([expect.stringMatching(/^scrypt\$1024\$8\$1\$/)]);

    const reset = await h.call('PATCH', '/driver/driver-reset-password', { token: manager, body: { id: driver.id } });
    expect(reset.status).toBe(200);
    const password = reset.body.data.password as string;
    expect(password).toHaveLength(16);
    expect(await hashOf('DriverPasswordReset')).toEqual([expect.stringMatching(/^scrypt\$1024\$8\$1\$/)]);
    expect((await driverLogin(driver.username, password)).status).toBe(200);
    expect((await driverLogin(driver.username, driver.password)).body.error.key).toBe('Errors.InvalidCredentials');
    // A password a person chose (the demo driver's, through the seed) keeps the full cost.
    const seeded = (await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } })).map(
      (event) => event.data as { username: string; passwordHash: string },
    );
    const demo = h.seed.logins.find((l) => l.role === 'driver')!;
    expect(seeded.find((data) => data.username === demo.username)?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('a manager invites a driver: a QR code and a mailed link that sets the password once and signs the driver in', async () => {
    const d = await newDriver('invited-driver@a.example');
    // Valid 24 hours from now (other tests of this file move the shared clock, in any order).
    const inADay = new Date(h.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString();
    const made = await invite(d.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ mailed: true, expiresAt: inADay });
    expect(made.body.data.qrSvg).toMatch(/^<svg[^>]*>/);
    const code = h.mailer.lastTokenTo('invited-driver@a.example');
    expect(made.body.data.link).toBe(`http://app.test/driver-app/invitation?auth=${encodeURIComponent(code)}`);

    const accepted = await accept(code, 'my-phone-pass-34');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ _id: d.id, userType: 5 });
    expect((await h.call('GET', '/auth/logout', { token: accepted.body.data.token })).status).toBe(200);
    // The chosen password signs in; the one the manager was given no longer does.
    expect((await driverLogin(d.username, 'my-phone-pass-34')).status).toBe(200);
    expect((await driverLogin(d.username, d.password)).status).toBe(401);

    const before = await eventCount(h);
    const reused = await accept(code, 'another-pass-34');
    expect([reused.status, reused.body.error.key]).toEqual([400, 'Errors.VerificationInvalid']);
    expect(await eventCount(h)).toBe(before);
  });

  it('an invitation expires after 24 hours and is replaced by a newer one', async () => {
    const d = await newDriver('late-driver@a.example');
    await invite(d.id);
    const replaced = h.mailer.lastTokenTo('late-driver@a.example');
    await invite(d.id);
    const latest = h.mailer.lastTokenTo('late-driver@a.example');
    expect((await accept(replaced, 'replaced-pass-34')).body.error.key).toBe('Errors.VerificationInvalid');
    h.clock.advance(24 * 3600);
    const before = await eventCount(h);
    const expired = await accept(latest, 'expired-pass-34');
    expect([expired.status, expired.body.error.key]).toEqual([400, 'Errors.VerificationInvalid']);
    expect(await eventCount(h)).toBe(before);
    manager = (
      await login(h, h.seed.logins.find((l) => l.role === 'manager')!.username, h.seed.logins.find((l) => l.role === 'manager')!.password)
    ).token;
  });

  it("another company's manager cannot invite the driver", async () => {
    const d = await newDriver('guarded-driver@a.example');
    const other = await registeredManager(h, 'driver-invite-b');
    const before = await eventCount(h);
    const refused = await invite(d.id, other.token);
    expect([refused.status, refused.body.error.key]).toEqual([404, 'Errors.NotFound']);
    expect(await eventCount(h)).toBe(before);
    expect((await invite(d.id)).status).toBe(201);
  });

  it("a driver's sessions end when a manager resets the password or deletes the driver", async () => {
    const d = await newDriver('ending-driver@a.example');
    const session = (await driverLogin(d.username, d.password)).body.data as { token: string; refreshToken: string };
    const works = async (s: { token: string }) => (await h.call('GET', '/auth/logout', { token: s.token })).status;
    const reset = await h.call('PATCH', '/driver/driver-reset-password', { token: manager, body: { id: d.id } });
    expect(reset.status).toBe(200);
    expect((await h.call('POST', '/auth/driver-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    const again = (await driverLogin(d.username, reset.body.data.password)).body.data as { token: string; refreshToken: string };
    expect((await h.call('POST', '/auth/driver-token', { body: { refreshToken: again.refreshToken } })).status).toBe(200);
    expect((await h.call('DELETE', `/driver/${d.id}`, { token: manager })).status).toBe(200);
    expect(await works(again)).toBe(401);
    expect((await driverLogin(d.username, reset.body.data.password)).status).toBe(401);
  });

  it('throttles wrong passwords at the driver door', async () => {
    const d = await newDriver('guessed-driver@a.example');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await driverLogin(d.username, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await driverLogin(d.username, d.password)).status).toBe(429);
  });
});
