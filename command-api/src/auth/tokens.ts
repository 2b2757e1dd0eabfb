import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SessionAudience } from '@fleetcheck/contracts';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCES, accessTokenKey, createAccessTokenVerifier } from '@fleetcheck/platform';
import type { Clock, CommandApiConfig } from '../deps';
import { DomainError } from '@fleetcheck/domain';
import type { Principal } from './principal';

/** Separate audiences: an admin-page token is never accepted by the dashboard and the other way round. */
export const AUDIENCES: Record<SessionAudience, string> = ACCESS_TOKEN_AUDIENCES;

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

export function createTokenService(config: CommandApiConfig, clock: Clock) {
  const key = accessTokenKey(config.jwtSecret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async signAccess(principal: Principal, audience: SessionAudience): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = nowSeconds();
      const expires = issuedAt + config.accessTokenTtlSeconds;
      const claims: AccessClaims = { ut: principal.userType, sid: principal.sessionId };
      if (principal.companyId) claims.cid = principal.companyId;
      if (principal.kind === 'admin-on-behalf') claims.obo = true;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
        .setIssuer(config.jwtIssuer)
        .setAudience(AUDIENCES[audience])
        .setSubject(principal.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },

    /** The shared verifier (query-api uses the same): HS256 only, issuer, audience, expiry, claims. */
    verifyAccess: createAccessTokenVerifier(config, clock, (key) => new DomainError(key)),
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
