import { DRIVER_USER_TYPE, type SessionAudience, type TokenData } from '@fleetcheck/contracts';
import type { App } from '../app';
import { isoAfter } from '../app';
import { sessionAggregate, type SessionFacts } from '@fleetcheck/domain/session/decider';
import { AUDITOR_USER_TYPE } from '@fleetcheck/domain/session/validity';
import { handleCommand, loadStream } from '../shared/command-handler';
import { DomainError, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { assertDriverAccess, assertSubscriptionAccess } from './authenticate';
import type { Principal } from './principal';
import { hashOpaqueToken, newOpaqueToken, streamIdOf } from './tokens';

export function principalOfSession(facts: SessionFacts): Principal {
  const { sessionId, userId } = facts;
  if (facts.onBehalfOf) return { kind: 'admin-on-behalf', userId, userType: 1, companyId: facts.onBehalfOf.companyId, sessionId };
  if (facts.audience === 'admin' && facts.userType === AUDITOR_USER_TYPE)
    return { kind: 'auditor', userId, userType: 4, companyId: null, sessionId };
  if (facts.audience === 'admin') return { kind: 'admin', userId, userType: 1, companyId: null, sessionId };
  if (facts.audience === 'driver' && facts.userType === DRIVER_USER_TYPE && facts.companyId)
    return { kind: 'driver', userId, userType: DRIVER_USER_TYPE, companyId: facts.companyId, sessionId };
  if ((facts.userType === 2 || facts.userType === 3) && facts.companyId)
    return { kind: 'manager', userId, userType: facts.userType, companyId: facts.companyId, sessionId };
  throw new DomainError('Errors.Unauthorized');
}

const actorRoleOf = (userType: number): 'admin' | 'auditor' | 'manager' | 'driver' =>
  userType === 1 ? 'admin' : userType === AUDITOR_USER_TYPE ? 'auditor' : userType === DRIVER_USER_TYPE ? 'driver' : 'manager';

async function issueTokens(app: App, facts: SessionFacts, refreshToken: string, refreshExpiresAt: string): Promise<TokenData> {
  const access = await app.tokens.signAccess(principalOfSession(facts), facts.audience);
  return { token: access.token, jwtExpire: access.expiresAt.toISOString(), refreshToken, refreshTokenExpires: refreshExpiresAt };
}

/** Starts a refresh-token family and returns its first access and refresh tokens. */
export async function startSession(app: App, ctx: CommandContext, facts: Omit<SessionFacts, 'sessionId'>): Promise<TokenData> {
  const sessionId = app.ids.generate();
  const { token, hash } = newOpaqueToken(sessionId);
  const expiresAt = isoAfter(app.clock, app.config.refreshTokenTtlSeconds);
  const session: SessionFacts = { ...facts, sessionId };
  // At login nobody is authenticated yet; the audit trail names who signed in, not 'anonymous'.
  const metadata = {
    ...ctx.metadata(),
    actor: { userId: facts.userId, role: actorRoleOf(facts.userType), companyId: facts.companyId },
    onBehalfOf: facts.onBehalfOf,
  };
  await handleCommand(
    app.store,
    streams.session(sessionId),
    sessionAggregate,
    { type: 'StartSession', data: { ...session, tokenHash: hash, expiresAt } },
    metadata,
  );
  return issueTokens(app, session, token, expiresAt);
}

/** A refresh continues only a session that is still valid (the same rule as every request's). */
async function stillAllowed(app: App, facts: SessionFacts): Promise<boolean> {
  return app.sessionIsValid(principalOfSession(facts));
}

/**
 * Rotation: every refresh token works once. Presenting one that was already rotated away revokes the
 * whole family (see the session decider) and is answered like any invalid token.
 */
export async function refreshSession(app: App, ctx: CommandContext, refreshToken: string, audience: SessionAudience): Promise<TokenData> {
  const invalid = () => new DomainError('Errors.RefreshTokenInvalid');
  const sessionId = streamIdOf(refreshToken);
  if (!sessionId) throw invalid();
  const stream = streams.session(sessionId);
  const { state } = await loadStream(app.store, stream, sessionAggregate);
  if (state.status === 'None' || state.session.audience !== audience) throw invalid();
  // Signed out until renewed; checked before rotating, so after a renewal the same refresh token works again.
  const { session } = state;
  if (session.audience === 'manager' && !session.onBehalfOf && session.companyId) await assertSubscriptionAccess(app, session.companyId);
  if (session.audience === 'driver' && session.companyId) await assertDriverAccess(app, session.companyId);
  const next = newOpaqueToken(sessionId);
  const expiresAt = isoAfter(app.clock, app.config.refreshTokenTtlSeconds);
  const written = await handleCommand(
    app.store,
    stream,
    sessionAggregate,
    {
      type: 'RefreshSession',
      data: { presentedHash: hashOpaqueToken(refreshToken), tokenHash: next.hash, expiresAt, now: app.clock.now().toISOString() },
    },
    ctx.metadata(),
  );
  if (written.state.status !== 'Active') throw invalid();
  if (!(await stillAllowed(app, written.state.session))) {
    await revokeSession(app, ctx, sessionId);
    throw invalid();
  }
  return issueTokens(app, written.state.session, next.token, expiresAt);
}

export async function revokeSession(app: App, ctx: CommandContext, sessionId: string) {
  return handleCommand(
    app.store,
    streams.session(sessionId),
    sessionAggregate,
    { type: 'RevokeSession', data: { reason: 'logout' } },
    ctx.metadata(),
  );
}
