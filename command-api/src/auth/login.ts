import { DRIVER_USER_TYPE, type CurrentUser, type SessionAudience, type TokenData } from '@fleetcheck/contracts';
import type { SessionFacts } from '@fleetcheck/domain/session/decider';
import type { App } from '../app';
import { DomainError, RateLimitedError, assertNever } from '@fleetcheck/domain';
import { normalizeUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';
import { currentUserOf, findSignInAccount, type SignInAccount } from './accounts';
import { assertDriverAccess, assertSubscriptionAccess } from './authenticate';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { startSession } from './sessions';
import { AUDITOR_USER_TYPE } from '@fleetcheck/domain/session/validity';
import { withSubscription } from '../subscription/current';

export interface LoginInput {
  username: string;
  password: string;
  audience: SessionAudience;
  /** Client address (req.ip), for the per-address limit. */
  address: string;
}

/** Who a session is started for, by the kind of account that signed in. */
function sessionFactsOf(signIn: SignInAccount): Omit<SessionFacts, 'sessionId'> {
  const alone = { onBehalfOf: null, openedFromSessionId: null };
  switch (signIn.kind) {
    case 'auditor':
      return { audience: 'admin', userId: signIn.account.auditorId, userType: AUDITOR_USER_TYPE, companyId: null, ...alone };
    case 'admin':
      return { audience: 'admin', userId: signIn.account.adminId, userType: 1, companyId: null, ...alone };
    case 'manager':
      return {
        audience: 'manager',
        userId: signIn.account.managerId,
        userType: signIn.account.userType,
        companyId: signIn.account.companyId,
        ...alone,
      };
    case 'driver':
      return {
        audience: 'driver',
        userId: signIn.account.driverId,
        userType: DRIVER_USER_TYPE,
        companyId: signIn.account.companyId,
        ...alone,
      };
    default:
      return assertNever(signIn);
  }
}

/**
 * One answer (Errors.InvalidCredentials) for an unknown login, a wrong password, or an account at another
 * door (a driver or an admin at the manager door, a manager at the driver door), with the same scrypt work in each case, so the endpoint does not reveal which
 * usernames exist.
 */
export async function login(app: App, ctx: CommandContext, input: LoginInput): Promise<CurrentUser & TokenData> {
  const accountKey = `account:${input.audience}:${normalizeUnique(input.username)}`;
  const addressKey = `address:${input.address}`;
  const wait = Math.max(await app.limiter.retryAfter(accountKey), await app.limiter.retryAfter(addressKey));
  if (wait > 0) throw new RateLimitedError(wait);

  const signIn = await findSignInAccount(app, input.username, input.audience);
  const passwordOk = signIn ? await verifyPassword(input.password, signIn.account.passwordHash) : await verifyAgainstDummy(input.password);
  if (!signIn || !passwordOk) {
    await app.limiter.recordFailure(accountKey);
    await app.limiter.recordFailure(addressKey);
    throw new DomainError('Errors.InvalidCredentials');
  }
  await app.limiter.reset(accountKey);
  // Only after the password is proven, so this does not leak which accounts exist.
  if (signIn.kind === 'manager' && signIn.company.status === 'Unverified') throw new DomainError('Errors.EmailNotVerified');
  const access = signIn.kind === 'manager' ? await assertSubscriptionAccess(app, signIn.account.companyId) : 'full';

  if (signIn.kind === 'driver') await assertDriverAccess(app, signIn.account.companyId);
  const tokens = await startSession(app, ctx, sessionFactsOf(signIn));
  const user = signIn.kind === 'manager' ? await withSubscription(app, currentUserOf(signIn)) : currentUserOf(signIn);
  // A lapsed company's manager is let in to read their records only; the answer says so (the web app opens the check board and shows only the record pages).
  return access === 'records-only' ? { ...user, access, ...tokens } : { ...user, ...tokens };
}
