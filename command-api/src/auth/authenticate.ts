import type { NextFunction, Request, Response } from 'express';
import type { App } from '../app';
import { DomainError, forbidden, unauthorized } from '@fleetcheck/domain';
import { requestContext } from '../shared/request-context';
import { todayOf } from '../subscription/billing';
import type { CompanyPrincipal, Principal } from './principal';

/** The spec sends `Authorization: JWT <token>`; `Bearer` is accepted too. */
export function bearerToken(req: Request): string | undefined {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The only writes an auditor may make: ending their own session and recording what they read. Every other
 * route of this (the command) side sees no principal for an auditor's token and answers Errors.AuditorReadOnly
 * (403), whatever the route, so a route added later cannot forget to refuse them. The API document declares that
 * refusal on every other route from this list (openapi/operations.ts).
 */
export const AUDITOR_WRITES: ReadonlySet<string> = new Set(['GET /auth/logout', 'POST /auditor/activity']);

/**
 * The only writes a driver's phone app may make (issue 34): ending their own session. Every other route of this
 * side sees no principal for a driver's token and answers Errors.Forbidden (403), so a route added later for
 * managers cannot forget to refuse drivers. The driver's own photos and checks are here; their routes call requireDriver.
 */
const DRIVER_WRITES: ReadonlySet<string> = new Set([
  'GET /auth/logout',
  'POST /driver-app/photos',
  'POST /driver-app/checks',
  // The daily vehicle inspection (日常点検, issue 37) of a company car.
  'POST /driver-app/inspection',
]);

/** The driver's live confirmation routes (issue 35): calling about their own record, its call, entering its code. */
const DRIVER_LIVE_ROUTES: readonly RegExp[] = [
  /^POST \/test-result\/[^/]+\/live\/call$/,
  /^POST \/test-result\/[^/]+\/live\/call\/[^/]+\/(end|signal)$/,
  /^GET \/test-result\/[^/]+\/live\/call\/[^/]+\/events$/,
  /^POST \/test-result\/[^/]+\/live\/code\/entry$/,
];
const isDriverRoute = (route: string): boolean => DRIVER_WRITES.has(route) || DRIVER_LIVE_ROUTES.some((pattern) => pattern.test(route));

/** The only writes a manager of a lapsed company (records-only access) may make: ending their own session. */
const RECORDS_ONLY_WRITES: ReadonlySet<string> = new Set(['GET /auth/logout']);

/**
 * Resolves the principal when a token is present. A token is accepted only while its session is valid
 * (domain/session/validity: not ended by a logout or a password change, its user and company still there,
 * its claims the session's), checked in memory against the session directory, so it stops working at once,
 * not when it expires.
 * A manager of a company whose paid term ended keeps only reading its records (query-api) for a year: here
 * they may only sign out; every other route, and every route once that year is over, answers
 * Errors.SubscriptionExpired (domain/subscription/status, subscriptionAccessOn).
 * A refused token is remembered rather than thrown, so public routes (login with a stale header, sign-up)
 * still work; routes that need a user answer with it.
 */
export function authenticate(app: App) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    if (!token) return next();
    const context = requestContext(res);
    try {
      const { principal } = await app.tokens.verifyAccess(token);
      if (!(await app.sessionIsValid(principal))) throw unauthorized();
      if (principal.kind === 'manager') {
        const access = await assertSubscriptionAccess(app, principal.companyId);
        if (access === 'records-only' && !RECORDS_ONLY_WRITES.has(`${req.method} ${req.path}`))
          throw new DomainError('Errors.SubscriptionExpired');
      }
      if (principal.kind === 'driver') {
        await assertDriverAccess(app, principal.companyId);
        if (!isDriverRoute(`${req.method} ${req.path}`)) throw forbidden();
      }
      if (principal.kind === 'auditor' && !AUDITOR_WRITES.has(`${req.method} ${req.path}`)) throw new DomainError('Errors.AuditorReadOnly');
      context.principal = principal;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      context.authError = error;
    }
    next();
  };
}

/**
 * A manager whose company's paid term ended more than a year ago is signed out until it is renewed (admins on
 * behalf still get in); within that year they get in to read their records only. Answers the access they have.
 */
export async function assertSubscriptionAccess(app: App, companyId: string): Promise<'full' | 'records-only'> {
  const access = await app.subscriptionAccess(companyId, todayOf(app));
  if (access === 'none') throw new DomainError('Errors.SubscriptionExpired');
  return access;
}

/** A driver checks themself only while their company's subscription runs in full (a lapsed company's records are only read). */
export async function assertDriverAccess(app: App, companyId: string): Promise<void> {
  if ((await assertSubscriptionAccess(app, companyId)) !== 'full') throw new DomainError('Errors.SubscriptionExpired');
}

function principalOf(res: Response): Principal {
  const context = requestContext(res);
  if (context.authError) throw context.authError;
  if (!context.principal) throw unauthorized();
  return context.principal;
}

/** Platform admin on the admin pages (not inside a company). */
export function requireAdmin(res: Response): Extract<Principal, { kind: 'admin' }> {
  const principal = principalOf(res);
  if (principal.kind !== 'admin') throw forbidden();
  return principal;
}

/** A manager, or an admin who entered this company on its behalf. */
export function requireCompanyUser(res: Response): CompanyPrincipal {
  const principal = principalOf(res);
  if (principal.kind !== 'manager' && principal.kind !== 'admin-on-behalf') throw forbidden();
  return principal;
}

/** An auditor, for themself (recording what they read). */
export function requireAuditor(res: Response): Extract<Principal, { kind: 'auditor' }> {
  const principal = principalOf(res);
  if (principal.kind !== 'auditor') throw forbidden();
  return principal;
}

/** A manager acting for themself (profile). */
export function requireManager(res: Response): Extract<Principal, { kind: 'manager' }> {
  const principal = principalOf(res);
  if (principal.kind !== 'manager') throw forbidden();
  return principal;
}

/** A driver, for themself (their own checks and profile, issue 34). */
export function requireDriver(res: Response): Extract<Principal, { kind: 'driver' }> {
  const principal = principalOf(res);
  if (principal.kind !== 'driver') throw forbidden();
  return principal;
}

export function requireAnyUser(res: Response): Principal {
  return principalOf(res);
}
