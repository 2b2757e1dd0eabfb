import { decodeJwt, errors as joseErrors, jwtVerify } from 'jose';

/**
 * Access-token verification shared by command-api (which signs the tokens) and query-api (which only reads
 * them), so both sides accept and refuse exactly the same tokens.
 */

/** Separate audiences: a token of one door (dashboard, admin pages, driver's phone app) is never accepted at another. */
export const ACCESS_TOKEN_AUDIENCES = { manager: 'fleetcheck:dashboard', admin: 'fleetcheck:admin', driver: 'fleetcheck:driver' } as const;
export type AccessTokenAudience = keyof typeof ACCESS_TOKEN_AUDIENCES;

/** Pinned: `alg: none` and key confusion (an RS/ES token verified with the HMAC secret) are refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Who a verified access token speaks for (the same kinds as command-api's principal). */
export type AccessPrincipal =
  | { kind: 'admin'; userId: string; userType: 1; companyId: null; sessionId: string }
  | { kind: 'manager'; userId: string; userType: 2 | 3; companyId: string; sessionId: string }
  | { kind: 'admin-on-behalf'; userId: string; userType: 1; companyId: string; sessionId: string }
  | { kind: 'auditor'; userId: string; userType: 4; companyId: null; sessionId: string }
  | { kind: 'driver'; userId: string; userType: 5; companyId: string; sessionId: string };

export type AccessTokenErrorKey = 'Errors.TokenExpired' | 'Errors.Unauthorized';

export type AccessTokenResult =
  { ok: true; principal: AccessPrincipal; audience: AccessTokenAudience } | { ok: false; error: AccessTokenErrorKey };

export interface AccessTokenConfig {
  jwtSecret: string;
  jwtIssuer: string;
}

export function accessTokenKey(jwtSecret: string): Uint8Array {
  const key = new TextEncoder().encode(jwtSecret);
  if (key.length < 32) throw new Error('jwtSecret must be at least 32 bytes');
  return key;
}

const refused = (error: AccessTokenErrorKey): AccessTokenResult => ({ ok: false, error });

/** Checks signature, issuer, one of the two audiences, expiry (at `now`) and the claims; never throws. */
export async function verifyAccessToken(token: string, key: Uint8Array, issuer: string, now: Date): Promise<AccessTokenResult> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer,
      audience: Object.values(ACCESS_TOKEN_AUDIENCES),
      currentDate: now,
    }));
  } catch (error) {
    return refused(error instanceof joseErrors.JWTExpired ? 'Errors.TokenExpired' : 'Errors.Unauthorized');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const audience: AccessTokenAudience = aud.includes(ACCESS_TOKEN_AUDIENCES.admin)
    ? 'admin'
    : aud.includes(ACCESS_TOKEN_AUDIENCES.driver)
      ? 'driver'
      : 'manager';
  const { sub, ut, cid, sid, obo } = payload as { sub?: unknown; ut?: unknown; cid?: unknown; sid?: unknown; obo?: unknown };
  if (typeof sub !== 'string' || typeof sid !== 'string') return refused('Errors.Unauthorized');
  if (audience === 'admin' && ut === 1 && cid === undefined) {
    return { ok: true, audience, principal: { kind: 'admin', userId: sub, userType: 1, companyId: null, sessionId: sid } };
  }
  // An auditor signs in at the admin door and reads only (userType 4, never inside a company).
  if (audience === 'admin' && ut === 4 && cid === undefined) {
    return { ok: true, audience, principal: { kind: 'auditor', userId: sub, userType: 4, companyId: null, sessionId: sid } };
  }
  // A driver signs in on their phone (issue 34): always inside their company, never on behalf.
  if (audience === 'driver' && ut === 5 && typeof cid === 'string' && obo === undefined) {
    return { ok: true, audience, principal: { kind: 'driver', userId: sub, userType: 5, companyId: cid, sessionId: sid } };
  }
  if (audience === 'manager' && typeof cid === 'string') {
    if (ut === 1 && obo === true) {
      return { ok: true, audience, principal: { kind: 'admin-on-behalf', userId: sub, userType: 1, companyId: cid, sessionId: sid } };
    }
    if (ut === 2 || ut === 3) {
      return { ok: true, audience, principal: { kind: 'manager', userId: sub, userType: ut, companyId: cid, sessionId: sid } };
    }
  }
  return refused('Errors.Unauthorized');
}

/**
 * The throwing form of command-api's `tokenService.verifyAccess`: resolves `{ principal, audience }` or throws
 * `toError(key)` (command-api passes `(key) => new DomainError(key)`, query-api its QueryError).
 */
export function createAccessTokenVerifier(
  config: AccessTokenConfig,
  clock: { now(): Date },
  toError: (key: AccessTokenErrorKey) => Error,
): (token: string) => Promise<{ principal: AccessPrincipal; audience: AccessTokenAudience }> {
  const key = accessTokenKey(config.jwtSecret);
  const verified = new VerifiedTokens();
  return async (token) => {
    const now = clock.now();
    const known = verified.get(token, now);
    if (known) return known;
    const result = await verifyAccessToken(token, key, config.jwtIssuer, now);
    if (!result.ok) throw toError(result.error);
    const answer = { principal: result.principal, audience: result.audience };
    verified.remember(token, answer, now);
    return answer;
  };
}

/** Tokens kept verified at once; past it the oldest are forgotten (verified again when they come back). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens this process has verified, with what they said, until they expire: a signed token cannot change, so
 * its signature, issuer, audience and claims are checked once, not on every request of a signed-in user.
 * Only the expiry depends on the time, and it is checked on every use as jose does (expired once `exp` is
 * reached). Whether the session still runs is not a property of the token: callers check it on every request.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, { answer: { principal: AccessPrincipal; audience: AccessTokenAudience }; exp: number }>();

  get(token: string, now: Date): { principal: AccessPrincipal; audience: AccessTokenAudience } | undefined {
    const known = this.tokens.get(token);
    if (!known) return undefined;
    if (Math.floor(now.getTime() / 1000) < known.exp) return known.answer;
    // Expired: verified again, which answers Errors.TokenExpired.
    this.tokens.delete(token);
    return undefined;
  }

  remember(token: string, answer: { principal: AccessPrincipal; audience: AccessTokenAudience }, now: Date): void {
    const exp = expiryOf(token);
    // A token without an expiry, or one not yet valid (nbf), is verified on every use.
    if (exp === undefined || notBeforeOf(token) !== undefined || exp <= Math.floor(now.getTime() / 1000)) return;
    if (this.tokens.size >= VERIFIED_TOKENS_KEPT) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { answer, exp });
  }
}

/** A claim of a token whose signature was verified (jose decoded the same payload). */
function claimOf(token: string, name: 'exp' | 'nbf'): number | undefined {
  const value = (decodeJwt(token) as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : undefined;
}
const expiryOf = (token: string) => claimOf(token, 'exp');
const notBeforeOf = (token: string) => claimOf(token, 'nbf');
