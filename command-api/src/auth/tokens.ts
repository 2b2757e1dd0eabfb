import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { SessionAudience } from '@fleetcheck/contracts';
import type { Clock, CommandApiConfig } from '../deps';
import { DomainError } from '../shared/domain-error';
import type { Principal } from './principal';

/** Separate audiences: an admin-page token is never accepted by the dashboard and the other way round. */
export const AUDIENCES: Record<SessionAudience, string> = { manager: 'fleetcheck:dashboard', admin: 'fleetcheck:admin' };

interface AccessClaims {
  /** userType */
  ut: number;
  /** company id, for managers and admins on behalf */
  cid?: string;
  /** session (refresh family) id: logout revokes it */
  sid: string;
  /** true when an admin works inside `cid` */
  obo?: boolean;
}

const ALGORITHM = 'HS256';

export function createTokenService(config: CommandApiConfig, clock: Clock) {
  const key = new TextEncoder().encode(config.jwtSecret);
  if (key.length < 32) throw new Error('jwtSecret must be at least 32 bytes');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async signAccess(principal: Principal, audience: SessionAudience): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = nowSeconds();
      const expires = issuedAt + config.accessTokenTtlSeconds;
      const claims: AccessClaims = { ut: principal.userType, sid: principal.sessionId };
      if (principal.companyId) claims.cid = principal.companyId;
      if (principal.kind === 'admin-on-behalf') claims.obo = true;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(config.jwtIssuer)
        .setAudience(AUDIENCES[audience])
        .setSubject(principal.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },

    /** Verifies signature (HS256 only: `alg: none` and key confusion are refused), issuer, audience, expiry. */
    async verifyAccess(token: string): Promise<{ principal: Principal; audience: SessionAudience }> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: config.jwtIssuer,
          audience: Object.values(AUDIENCES),
          currentDate: clock.now(),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new DomainError('Errors.TokenExpired');
        throw new DomainError('Errors.Unauthorized');
      }
      const audience: SessionAudience = payload.aud === AUDIENCES.admin || (Array.isArray(payload.aud) && payload.aud.includes(AUDIENCES.admin)) ? 'admin' : 'manager';
      const { sub, ut, cid, sid, obo } = payload as { sub?: unknown; ut?: unknown; cid?: unknown; sid?: unknown; obo?: unknown };
      if (typeof sub !== 'string' || typeof sid !== 'string') throw new DomainError('Errors.Unauthorized');
      if (audience === 'admin' && ut === 1 && cid === undefined) {
        return { audience, principal: { kind: 'admin', userId: sub, userType: 1, companyId: null, sessionId: sid } };
      }
      if (audience === 'manager' && typeof cid === 'string') {
        if (ut === 1 && obo === true) return { audience, principal: { kind: 'admin-on-behalf', userId: sub, userType: 1, companyId: cid, sessionId: sid } };
        if (ut === 2 || ut === 3) return { audience, principal: { kind: 'manager', userId: sub, userType: ut, companyId: cid, sessionId: sid } };
      }
      throw new DomainError('Errors.Unauthorized');
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque single-use secrets (refresh tokens, e-mail codes): `<stream id>.<256 random bits>`. */
export function newOpaqueToken(streamId: string): { token: string; hash: string } {
  const token = `${streamId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The stream id an opaque token names, or undefined for anything malformed. */
export function streamIdOf(token: string): string | undefined {
  const match = /^([\w-]{1,64})\.[\w-]{43}$/.exec(token);
  return match?.[1];
}
