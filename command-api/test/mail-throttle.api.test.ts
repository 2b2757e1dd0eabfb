import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, registeredManager, startHarness, type Harness } from './support/api-harness';

/**
 * Issue 19 item 7: password-reset mails are throttled per e-mail address, per account and per client address
 * (3 an hour to one address or account, 20 requests an hour from one client), and e-mailed codes per account
 * and per client (5 wrong codes in 15 minutes for one account). A throttled caller gets the same answer as
 * anyone else, no mail goes out and no event is appended. The window runs on the harness's hand-moved clock.
 * Each test asks for the mails of a manager of its own, so the counts do not depend on the order of the tests.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const NEUTRAL = { operation: 'success', data: { sent: true } };
const forgot = (address: string, client: string) =>
  h.call('POST', '/auth/manager-forgot-password', { body: { email: address }, headers: { 'x-forwarded-for': client } });
/** Password-reset mails to `address` (the sign-up's verification mail went to the same person before). */
const mailsTo = (address: string) =>
  h.mailer.sent.filter(
    (mail) => mail.to === address && ['FleetCheck: パスワードの再設定', 'FleetCheck: reset your password'].includes(mail.subject),
  ).length;

describe('forgot-password mails', () => {
  it('go out 3 times an hour to one address, whichever client asks; then the same answer, no mail, no event', async () => {
    const { email } = await registeredManager(h, 'three-an-hour');
    for (let i = 1; i <= 3; i++) {
      const sent = await forgot(email, `198.51.100.${i}`);
      expect(sent.body).toEqual(NEUTRAL);
      expect(mailsTo(email)).toBe(i);
    }
    const events = await eventCount(h);
    for (const client of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) {
      const held = await forgot(email.toUpperCase(), client);
      expect(held.status).toBe(200);
      expect(held.body).toEqual(NEUTRAL);
    }
    expect(mailsTo(email)).toBe(3);
    expect(await eventCount(h)).toBe(events);

    h.clock.advance(60 * 60);
    expect((await forgot(email, '198.51.100.7')).body).toEqual(NEUTRAL);
    expect(mailsTo(email)).toBe(4);
  });

  it('20 requests an hour from one client address, for any addresses; then none from it, while others still get theirs', async () => {
    const { email } = await registeredManager(h, 'client-limit');
    for (let i = 0; i < 20; i++) expect((await forgot(`nobody-${i}@example.com`, '203.0.113.50')).body).toEqual(NEUTRAL);
    const events = await eventCount(h);
    expect((await forgot(email, '203.0.113.50')).body).toEqual(NEUTRAL);
    expect(mailsTo(email)).toBe(0);
    expect(await eventCount(h)).toBe(events);
    expect((await forgot(email, '203.0.113.51')).body).toEqual(NEUTRAL);
    expect(mailsTo(email)).toBe(1);
  });
});

describe('e-mailed codes', () => {
  it('a right code is taken; after 5 wrong ones for the account, even the right one is answered as invalid and nothing changes', async () => {
    const { email } = await registeredManager(h, 'wrong-codes');
    expect((await forgot(email, '192.0.2.200')).body).toEqual(NEUTRAL);
    const code = h.mailer.lastTokenTo(email);
    const check = (auth: string, client: string) =>
      h.call('POST', '/auth/manager-forgot-password-email-verification', { body: { auth }, headers: { 'x-forwarded-for': client } });
    expect((await check(code, '192.0.2.1')).body).toEqual({ operation: 'success', data: { verified: true } });

    const managerId = code.split('.')[0]!;
    for (let i = 0; i < 5; i++) {
      const wrong = await check(`${managerId}.${String(i).repeat(43)}`, `192.0.2.${10 + i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.key).toBe('Errors.VerificationInvalid');
    }
    const events = await eventCount(h);
    const held = await check(code, '192.0.2.99');
    expect(held.status).toBe(400);
    expect(held.body.error.key).toBe('Errors.VerificationInvalid');
    const reset = await h.call('PATCH', '/auth/manager-reset-password-email', {
      body: { auth: code, password: 'new-password-1' },
      headers: { 'x-forwarded-for': '192.0.2.98' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.key).toBe('Errors.VerificationInvalid');
    expect(await eventCount(h)).toBe(events);

    h.clock.advance(15 * 60);
    expect((await check(code, '192.0.2.97')).body).toEqual({ operation: 'success', data: { verified: true } });
  });
});
