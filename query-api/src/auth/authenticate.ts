import type { Request } from 'express';
import { sessionDirectoryFold } from '@fleetcheck/domain/session/validity';
import { auditorDirectoryFold, type AuditorDirectory } from '@fleetcheck/domain/auditor/directory';
import { subscriptionAccessFold, subscriptionAccessFrom } from '@fleetcheck/domain/subscription/access-view';
import type { SubscriptionAccess } from '@fleetcheck/domain/subscription/status';
import { liveFold, type EventStore, type Logger } from '@fleetcheck/platform';
import { auditorReadRecorder } from './auditor-reads';
import { QueryError, forbidden, unauthorized } from '../http/query-error';
import type { CompanyPrincipal, Principal } from './principal';

/** The spec sends `Authorization: JWT <token>`; `Bearer` is accepted too. */
export function bearerToken(req: Request): string | undefined {
  return /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

/**
 * A token is accepted only while its session is valid (domain/session/validity, the rule command-api uses):
 * checked in memory against the session directory that the event subscription keeps current, so a logout,
 * a password change or a deletion refuses older tokens as soon as its event arrives (LISTEN/NOTIFY, in
 * milliseconds), also when this process runs apart from command-api. A token the directory does not accept
 * is checked once more after reading what is newer: a session command-api started a moment ago is let in.
 */
async function assertStillValid(store: EventStore, principal: Principal, now: Date, today: string, route: string): Promise<void> {
  if (!(await liveFold(store, sessionDirectoryFold).holds((sessions) => sessions.isValid(principal, now)))) throw unauthorized();
  // Past the paid term managers read only their records for a year, then are signed out until renewal; an admin on behalf still gets in.
  if (principal.kind === 'manager') {
    const access = await subscriptionAccess(store, principal.companyId, today);
    if (access === 'none' || (access === 'records-only' && !RECORDS_ONLY_READS.has(route)))
      throw new QueryError('Errors.SubscriptionExpired');
  }
  // A driver's phone app works only while the company's subscription runs in full (as on the command side).
  if (principal.kind === 'driver' && (await subscriptionAccess(store, principal.companyId, today)) !== 'full')
    throw new QueryError('Errors.SubscriptionExpired');
}

/**
 * What a manager of a lapsed company (records-only access, domain/subscription/status) may read: who they are and
 * their company's details (the footer shows them on every page), test results (list, detail, photos, CSV), the check board with the day's vehicle inspections beside it, the
 * month's missed checks, the record book and the month's daily inspection record, and the office list that the
 * board and the records are asked for by. Every other route answers
 * Errors.SubscriptionExpired, so a route added later is closed to them unless listed here.
 */
const RECORDS_ONLY_READS: ReadonlySet<string> = new Set([
  'GET /auth/profile',
  'GET /auth/company-profile',
  'GET /user-info',
  'GET /test-result',
  'GET /test-result/csv',
  'GET /test-result/ledger',
  'GET /test-result/:id',
  'GET /test-result/:id/photos/:kind',
  'GET /check-board',
  'GET /check-board/missed',
  'GET /vehicle-inspection/day',
  'GET /vehicle-inspection/record',
  'GET /office',
  'GET /images/:companyId/:id',
]);

/** The subscription-access rule on the live view (less than full is asked again against what is newer). */
const subscriptionAccess = (store: EventStore, companyId: string, today: string): Promise<SubscriptionAccess> =>
  subscriptionAccessFrom(liveFold(store, subscriptionAccessFold), companyId, today);

/** The route pattern Express matched (the handler asks for the principal), e.g. `GET /test-result/:id`. */
function routeOf(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  return `${req.method} ${typeof route?.path === 'string' ? route.path : req.path}`;
}

export function createAuthenticator(
  verify: (token: string) => Promise<Principal>,
  store: EventStore | undefined,
  clock: { now(): Date },
  today: () => string,
  logger?: Logger,
) {
  // Started now, so it has caught up before the first request asks.
  if (store) {
    liveFold(store, sessionDirectoryFold);
    liveFold(store, subscriptionAccessFold);
    liveFold(store, auditorDirectoryFold);
  }
  const recordRead = store ? auditorReadRecorder(store, clock, logger) : undefined;
  /** Every auditor and what they read (none without an event store: then no auditor gets in). */
  async function auditors(): Promise<AuditorDirectory | undefined> {
    return store ? liveFold(store, auditorDirectoryFold).current() : undefined;
  }
  async function principalOf(req: Request): Promise<Principal> {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const principal = await verify(token);
    if (store) await assertStillValid(store, principal, clock.now(), today(), routeOf(req));
    return principal;
  }
  return {
    any: principalOf,
    async admin(req: Request): Promise<Extract<Principal, { kind: 'admin' }>> {
      const principal = await principalOf(req);
      if (principal.kind !== 'admin') throw forbidden();
      return principal;
    },
    /** A manager, or an admin inside this company on its behalf: answers only that company's rows. */
    async companyUser(req: Request): Promise<CompanyPrincipal> {
      const principal = await principalOf(req);
      if (principal.kind !== 'manager' && principal.kind !== 'admin-on-behalf') throw forbidden();
      return principal;
    },
    /**
     * Audit reads: a platform admin, or an auditor (read-only) whose scope covers `companyId` when one is named.
     * Whether the auditor's access still runs was checked with the session (end date, revocation). Every
     * successful read of an auditor is recorded before it is answered (./auditor-reads).
     */
    async audit(req: Request, companyId?: string): Promise<AuditReader> {
      const principal = await principalOf(req);
      if (principal.kind === 'admin') return principal;
      if (principal.kind !== 'auditor') throw forbidden();
      const directory = await auditors();
      if (!directory?.get(principal.userId)) throw forbidden();
      if (companyId !== undefined && !directory.covers(principal.userId, companyId)) throw forbidden();
      recordRead?.(req, principal.userId, companyId);
      return principal;
    },
    auditors,
    /** A manager's access (full, or records-only for a lapsed company); anyone else has full access. */
    async access(principal: Principal): Promise<'full' | 'records-only'> {
      if (!store || principal.kind !== 'manager') return 'full';
      return (await subscriptionAccess(store, principal.companyId, today())) === 'records-only' ? 'records-only' : 'full';
    },
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
export type AuditReader = Extract<Principal, { kind: 'admin' | 'auditor' }>;
