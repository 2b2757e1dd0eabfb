import { createHmac } from 'node:crypto';

/** The benches' token secret and issuer, given to the query-api they start. */
export const JWT = { secret: 'bench-secret-bench-secret-bench-secret!', issuer: 'fleetcheck' };

/** HS256 by hand: the bench signs what command-api would sign without depending on its token service. */
export function signAccess(sub: string, claims: Record<string, unknown>, aud: string): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, sub, aud, iss: JWT.issuer, iat, exp: iat + 3600 })}`;
  return `${body}.${createHmac('sha256', JWT.secret).update(body).digest('base64url')}`;
}
