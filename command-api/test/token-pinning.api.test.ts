import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './support/api-harness';

/** command-api verifies with the shared platform verifier: algorithm pinned, audience and issuer checked. */
let h: Harness;
let session: Awaited<ReturnType<typeof login>>;
let claims: { ut: number; cid: string; sid: string };

beforeAll(async () => {
  h = await startHarness();
  const manager = h.seed.logins.find((l) => l.role === 'manager')!;
  session = await login(h, manager.username, manager.password);
  const [, payload] = session.token.split('.');
  claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as typeof claims;
});
afterAll(async () => {
  await h?.close();
});

const key = () => new TextEncoder().encode(h.deps.config.jwtSecret);
const forge = (options: { alg?: string; aud?: string; iss?: string }) =>
  new SignJWT({ ut: claims.ut, cid: claims.cid, sid: claims.sid })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.iss ?? h.deps.config.jwtIssuer)
    .setAudience(options.aud ?? 'fleetcheck:dashboard')
    .setSubject(session._id)
    .setExpirationTime(Math.floor(h.clock.now().getTime() / 1000) + 300)
    .sign(key());
const changeLanguage = (token: string) => h.call('PATCH', '/auth/update-manage-language', { token, body: { language: 'ja' } });

describe('access tokens', () => {
  it('accepts a token signed exactly as command-api signs it (the control)', async () => {
    expect((await changeLanguage(await forge({}))).status).toBe(200);
  });

  it('refuses the same claims signed with another algorithm, for another audience or by another issuer', async () => {
    for (const token of [
      await forge({ alg: 'HS512' }),
      await forge({ alg: 'HS384' }),
      await forge({ aud: 'fleetcheck:admin' }),
      await forge({ aud: 'someone-else' }),
      await forge({ iss: 'not-fleetcheck' }),
    ]) {
      const res = await changeLanguage(token);
      expect(res.status).toBe(401);
      expect(res.body.error.key).toBe('Errors.Unauthorized');
    }
  });
});
