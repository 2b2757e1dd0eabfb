import { errors as joseErrors, jwtVerify } from 'jose';
import { QueryError, unauthorized } from '../http/query-error';
import type { Principal } from './principal';

/**
 * Verifies command-api's access tokens exactly as command-api does (command-api/src/auth/tokens.ts): HS256
 * only, issuer, one of the two audiences, expiry, and the same claims. Kept in step by the shared test in
 * test/auth.test.ts; it belongs in platform once both sides share one module.
 */
export const AUDIENCES = { manager: 'fleetcheck:dashboard', admin: 'fleetcheck:admin' } as const;

export function createAccessTokenVerifier(config: { jwtSecret: string; jwtIssuer: string }, clock: { now(): Date }) {
  const key = new TextEncoder().encode(config.jwtSecret);
  return async function verifyAccess(token: string): Promise<Principal> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: config.jwtIssuer,
        audience: Object.values(AUDIENCES),
        currentDate: clock.now(),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new QueryError('Errors.TokenExpired');
      throw unauthorized();
    }
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const audience = aud.includes(AUDIENCES.admin) ? 'admin' : 'manager';
    const { sub, ut, cid, sid, obo } = payload as { sub?: unknown; ut?: unknown; cid?: unknown; sid?: unknown; obo?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string') throw unauthorized();
    if (audience === 'admin' && ut === 1 && cid === undefined) {
      return { kind: 'admin', userId: sub, userType: 1, companyId: null, sessionId: sid };
    }
    if (audience === 'manager' && typeof cid === 'string') {
      if (ut === 1 && obo === true) return { kind: 'admin-on-behalf', userId: sub, userType: 1, companyId: cid, sessionId: sid };
      if (ut === 2 || ut === 3) return { kind: 'manager', userId: sub, userType: ut, companyId: cid, sessionId: sid };
    }
    throw unauthorized();
  };
}
