import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, verifyAccessToken, accessTokenKey } from '../../src';

const secret = 'k'.repeat(40);
const key = new TextEncoder().encode(secret);
const now = new Date('2025-02-01T00:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);

const sign = (claims: Record<string, unknown>, aud: string | string[], options: { issuer?: string; exp?: number; sub?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? 'fleetcheck')
    .setAudience(aud)
    .setSubject(options.sub ?? 'u1')
    .setIssuedAt(seconds)
    .setExpirationTime(options.exp ?? seconds + 60)
    .sign(key);
const verify = (token: string) => verifyAccessToken(token, key, 'fleetcheck', now);

describe('access-token verification', () => {
  it('answers the principal of each kind with its audience', async () => {
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard'))).toEqual({
      ok: true,
      audience: 'manager',
      principal: { kind: 'manager', userId: 'u1', userType: 2, companyId: 'ca', sessionId: 's' },
    });
    expect(await verify(await sign({ ut: 3, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard'))).toMatchObject({
      ok: true,
      principal: { kind: 'manager', userType: 3 },
    });
    expect(await verify(await sign({ ut: 1, sid: 's' }, 'fleetcheck:admin'))).toEqual({
      ok: true,
      audience: 'admin',
      principal: { kind: 'admin', userId: 'u1', userType: 1, companyId: null, sessionId: 's' },
    });
    expect(await verify(await sign({ ut: 1, cid: 'ca', obo: true, sid: 's' }, 'fleetcheck:dashboard'))).toMatchObject({
      ok: true,
      audience: 'manager',
      principal: { kind: 'admin-on-behalf', companyId: 'ca' },
    });
  });

  it("answers a driver only at the driver app's audience, inside a company and never on behalf (issue 34)", async () => {
    expect(await verify(await sign({ ut: 5, cid: 'ca', sid: 's' }, 'fleetcheck:driver'))).toEqual({
      ok: true,
      audience: 'driver',
      principal: { kind: 'driver', userId: 'u1', userType: 5, companyId: 'ca', sessionId: 's' },
    });
    const refused = { ok: false, error: 'Errors.Unauthorized' };
    expect(await verify(await sign({ ut: 5, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard'))).toEqual(refused);
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:driver'))).toEqual(refused);
    expect(await verify(await sign({ ut: 5, sid: 's' }, 'fleetcheck:driver'))).toEqual(refused);
    expect(await verify(await sign({ ut: 5, cid: 'ca', obo: true, sid: 's' }, 'fleetcheck:driver'))).toEqual(refused);
  });

  it('refuses expiry (TokenExpired), another issuer, audience, key, alg none, and claims that do not fit the audience', async () => {
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard', { exp: seconds - 1 }))).toEqual({
      ok: false,
      error: 'Errors.TokenExpired',
    });
    const refused = { ok: false, error: 'Errors.Unauthorized' };
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard', { issuer: 'evil' }))).toEqual(refused);
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'other'))).toEqual(refused);
    const otherKey = await new SignJWT({ ut: 2, cid: 'ca', sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fleetcheck')
      .setAudience('fleetcheck:dashboard')
      .setSubject('u1')
      .setExpirationTime(seconds + 60)
      .sign(new TextEncoder().encode('z'.repeat(40)));
    expect(await verify(otherKey)).toEqual(refused);
    const unsigned = new UnsecuredJWT({ ut: 2, cid: 'ca', sid: 's' })
      .setIssuer('fleetcheck')
      .setAudience('fleetcheck:dashboard')
      .setSubject('u1')
      .setExpirationTime(seconds + 60)
      .encode();
    expect(await verify(unsigned)).toEqual(refused);
    expect(await verify(await sign({ ut: 1, sid: 's' }, 'fleetcheck:dashboard'))).toEqual(refused);
    expect(await verify(await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:admin'))).toEqual(refused);
    expect(await verify(await sign({ ut: 1, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard'))).toEqual(refused);
    expect(await verify(await sign({ ut: 2, cid: 'ca' }, 'fleetcheck:dashboard'))).toEqual(refused);
    expect(await verify('not-a-token')).toEqual(refused);
  });

  it("the throwing form resolves { principal, audience } or throws the caller's error for the key", async () => {
    const verifier = createAccessTokenVerifier({ jwtSecret: secret, jwtIssuer: 'fleetcheck' }, { now: () => now }, (k) => new Error(k));
    expect(await verifier(await sign({ ut: 1, sid: 's' }, 'fleetcheck:admin'))).toMatchObject({
      audience: 'admin',
      principal: { kind: 'admin' },
    });
    await expect(verifier(await sign({ ut: 1, sid: 's' }, 'fleetcheck:admin', { exp: seconds - 5 }))).rejects.toThrow(
      'Errors.TokenExpired',
    );
    expect(() => accessTokenKey('short')).toThrow();
  });

  it('verifies a token once, yet refuses it as expired the moment its expiry is reached, and never keeps a refused one', async () => {
    let clock = now;
    const verifier = createAccessTokenVerifier({ jwtSecret: secret, jwtIssuer: 'fleetcheck' }, { now: () => clock }, (k) => new Error(k));
    const token = await sign({ ut: 2, cid: 'ca', sid: 's' }, 'fleetcheck:dashboard', { exp: seconds + 60 });
    const manager = { audience: 'manager', principal: { kind: 'manager', userId: 'u1', companyId: 'ca', sessionId: 's' } };
    expect(await verifier(token)).toMatchObject(manager);
    clock = new Date((seconds + 59) * 1000);
    expect(await verifier(token)).toMatchObject(manager);
    clock = new Date((seconds + 60) * 1000);
    await expect(verifier(token)).rejects.toThrow('Errors.TokenExpired');
    // A token refused once (another key) stays refused: only verified tokens are kept.
    clock = now;
    const forged = await new SignJWT({ ut: 2, cid: 'ca', sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fleetcheck')
      .setAudience('fleetcheck:dashboard')
      .setSubject('u1')
      .setExpirationTime(seconds + 60)
      .sign(new TextEncoder().encode('z'.repeat(40)));
    await expect(verifier(forged)).rejects.toThrow('Errors.Unauthorized');
    await expect(verifier(forged)).rejects.toThrow('Errors.Unauthorized');
  });
});
