import {
  adminCatalogue,
  auditorCatalogue,
  type AuditorEvent,
  companyCatalogue,
  driverCatalogue,
  type DriverEvent,
  managerCatalogue,
  sessionCatalogue,
  type AdminEvent,
  type CompanyEvent,
  type ManagerEvent,
  type SessionEvent,
} from '@fleetcheck/contracts';
import { accessRunsAt } from '../auditor/decider';
import { assertNever } from '../shared/decider';
import type { SessionFacts } from './decider';

/**
 * Session validity, the one rule both APIs authenticate with. A session is valid iff
 * - it was started and has not ended: not revoked (logout, refresh-token reuse), not ended by a password
 *   change of its manager since it started (reset by a colleague, an admin or the e-mailed code; the
 *   manager's own change ends every session but the one it was made from), and for a session on behalf of
 *   a company, the admin session it was opened from has not ended (admin logout);
 * - its manager, driver or admin still exists, and so does its company (a driver's sessions also end when a
 *   manager resets the driver's password or the driver chooses one with an invitation);
 * - its refresh family has not run out more than an access token's lifetime ago;
 * - the access token's claims (user, role, company, on behalf) are the session's.
 *
 * The directory is a fold of the session, manager, admin and company events, applied in global order by
 * whoever keeps it current (each API holds one, fed by the event subscription), so a check is a few
 * in-memory lookups instead of stream reads.
 */

/** userType of an auditor's session and token (1 admin, 2 and 3 managers). */
export const AUDITOR_USER_TYPE = 4;

/** The most an access token lives (command-api's ACCESS_TOKEN_TTL_SECONDS is bounded by it). */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 3600;

/** What a verified access token claims (the principal both APIs build from it). */
export interface SessionClaims {
  kind: 'admin' | 'manager' | 'admin-on-behalf' | 'auditor' | 'driver';
  userId: string;
  userType: number;
  companyId: string | null;
  sessionId: string;
}

const directoryCatalogues = [
  sessionCatalogue,
  managerCatalogue,
  adminCatalogue,
  auditorCatalogue,
  companyCatalogue,
  driverCatalogue,
] as const;

/** The events the directory folds: every event of the session, manager, admin, auditor, company and driver streams. */
export const SESSION_DIRECTORY_EVENT_TYPES: readonly string[] = directoryCatalogues.flatMap((catalogue) => [
  ...catalogue.definitions.keys(),
]);

/** A stored event as the event store hands it over (the fields the directory needs). */
export interface StoredDirectoryEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

type DirectoryEvent = SessionEvent | ManagerEvent | AdminEvent | AuditorEvent | CompanyEvent | DriverEvent;

function decode(stored: StoredDirectoryEvent): DirectoryEvent {
  for (const catalogue of directoryCatalogues) {
    if (catalogue.has(stored.type)) return catalogue.decode(stored.type, stored.schemaVersion, stored.data) as DirectoryEvent;
  }
  throw new Error(`Event ${stored.type} is not a session directory event`);
}

interface LiveSession {
  facts: SessionFacts;
  /** When the refresh family runs out (moves on with every refresh). */
  expiresAt: string;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The directory as a live fold's snapshot stores it. */
export interface SessionDirectorySnapshot {
  sessions: LiveSession[];
  managers: [string, string][];
  admins: string[];
  drivers: [string, string][];
  auditors: [string, string][];
  auditorEnds: [string, string][];
  companies: string[];
}

export class SessionDirectory {
  /** Sessions that have not ended; an ended one is forgotten (nothing can bring it back). */
  private readonly sessions = new Map<string, LiveSession>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly onBehalfSessionsOf = new Map<string, Set<string>>();
  /** Manager id -> their company id, for managers that exist. */
  private readonly managers = new Map<string, string>();
  private readonly admins = new Set<string>();
  /** Driver id -> their company id, for drivers that exist. */
  private readonly drivers = new Map<string, string>();
  /** Auditor id -> when their access ends; only auditors who set a password and were not revoked. */
  private readonly auditors = new Map<string, string>();
  private readonly auditorEnds = new Map<string, string>();
  private readonly companies = new Set<string>();
  private nextSweepAt = 0;

  apply(stored: StoredDirectoryEvent): void {
    const event = decode(stored);
    switch (event.type) {
      case 'SessionStarted': {
        const { tokenHash: _hash, expiresAt, ...facts } = event.data;
        this.sessions.set(facts.sessionId, { facts, expiresAt });
        link(this.sessionsOfUser, facts.userId, facts.sessionId);
        if (facts.openedFromSessionId) link(this.onBehalfSessionsOf, facts.openedFromSessionId, facts.sessionId);
        return;
      }
      case 'SessionRefreshed': {
        const session = this.sessions.get(event.data.sessionId);
        if (session) session.expiresAt = event.data.expiresAt;
        return;
      }
      case 'SessionRevoked':
        return this.end(event.data.sessionId);
      case 'ManagerCreated':
        this.managers.set(event.data.managerId, event.data.companyId);
        return;
      case 'ManagerPasswordReset':
        for (const sessionId of [...(this.sessionsOfUser.get(event.data.managerId) ?? [])]) {
          if (sessionId !== event.data.keptSessionId) this.end(sessionId);
        }
        return;
      case 'ManagerDeleted':
        this.managers.delete(event.data.managerId);
        for (const sessionId of [...(this.sessionsOfUser.get(event.data.managerId) ?? [])]) this.end(sessionId);
        return;
      case 'PlatformAdminCreated':
        this.admins.add(event.data.adminId);
        return;
      case 'AuditorInvited':
        this.auditorEnds.set(event.data.auditorId, event.data.accessEndsAt);
        return;
      case 'AuditorPasswordSet': {
        const endsAt = this.auditorEnds.get(event.data.auditorId);
        if (endsAt !== undefined) this.auditors.set(event.data.auditorId, endsAt);
        return;
      }
      case 'AuditorRevoked':
        this.auditors.delete(event.data.auditorId);
        this.auditorEnds.delete(event.data.auditorId);
        for (const sessionId of [...(this.sessionsOfUser.get(event.data.auditorId) ?? [])]) this.end(sessionId);
        return;
      case 'AuditorActivityRecorded':
        return;
      case 'DriverCreated':
        this.drivers.set(event.data.driverId, event.data.companyId);
        return;
      case 'DriverDeleted':
        this.drivers.delete(event.data.driverId);
        return this.endAllOf(event.data.driverId);
      case 'DriverPasswordReset':
      case 'DriverPasswordSet':
        return this.endAllOf(event.data.driverId);
      case 'DriverUpdated':
      case 'DriverInvited':
        return;
      case 'CompanyRegistered':
        this.companies.add(event.data.companyId);
        return;
      case 'CompanyDeleted':
        this.companies.delete(event.data.companyId);
        return;
      case 'ManagerUpdated':
      case 'ManagerLanguageChanged':
      case 'ManagerReportMailsChanged':
      case 'ManagerPasswordResetRequested':
      case 'PlatformAdminLanguageChanged':
      case 'CompanyEmailVerificationRequested':
      case 'CompanyEmailVerified':
      case 'CompanyDetailsUpdated':
        return;
      default:
        return assertNever(event);
    }
  }

  /** The rule above, at `now` (the clock the token's expiry was checked with). */
  isValid(claims: SessionClaims, now: Date): boolean {
    this.sweep(now);
    const session = this.sessions.get(claims.sessionId);
    if (!session || !this.stillRunning(session, now) || !claimsMatch(session.facts, claims)) return false;
    const { facts } = session;
    if (facts.onBehalfOf) {
      const parent = facts.openedFromSessionId ? this.sessions.get(facts.openedFromSessionId) : undefined;
      return (
        parent !== undefined &&
        parent.facts.audience === 'admin' &&
        parent.facts.userId === facts.userId &&
        this.stillRunning(parent, now) &&
        this.admins.has(facts.userId) &&
        this.companies.has(facts.onBehalfOf.companyId)
      );
    }
    // An auditor's access ends at its end date (checked at `now`, no event needed) or at once on revocation.
    if (facts.audience === 'admin' && facts.userType === AUDITOR_USER_TYPE) {
      const endsAt = this.auditors.get(facts.userId);
      return endsAt !== undefined && accessRunsAt(endsAt, now);
    }
    if (facts.audience === 'admin') return this.admins.has(facts.userId);
    if (facts.audience === 'driver')
      return facts.companyId !== null && this.drivers.get(facts.userId) === facts.companyId && this.companies.has(facts.companyId);
    return facts.companyId !== null && this.managers.get(facts.userId) === facts.companyId && this.companies.has(facts.companyId);
  }

  /** The directory as plain JSON data (a live fold's snapshot); the per-user indexes are rebuilt on load. */
  toSnapshot(): SessionDirectorySnapshot {
    return {
      sessions: [...this.sessions.values()],
      managers: [...this.managers],
      admins: [...this.admins],
      drivers: [...this.drivers],
      auditors: [...this.auditors],
      auditorEnds: [...this.auditorEnds],
      companies: [...this.companies],
    };
  }

  static fromSnapshot(snapshot: SessionDirectorySnapshot): SessionDirectory {
    const directory = new SessionDirectory();
    for (const session of snapshot.sessions) {
      directory.sessions.set(session.facts.sessionId, session);
      link(directory.sessionsOfUser, session.facts.userId, session.facts.sessionId);
      if (session.facts.openedFromSessionId) link(directory.onBehalfSessionsOf, session.facts.openedFromSessionId, session.facts.sessionId);
    }
    for (const [id, companyId] of snapshot.managers) directory.managers.set(id, companyId);
    for (const id of snapshot.admins) directory.admins.add(id);
    for (const [id, companyId] of snapshot.drivers) directory.drivers.set(id, companyId);
    for (const [id, endsAt] of snapshot.auditors) directory.auditors.set(id, endsAt);
    for (const [id, endsAt] of snapshot.auditorEnds) directory.auditorEnds.set(id, endsAt);
    for (const id of snapshot.companies) directory.companies.add(id);
    return directory;
  }

  private endAllOf(userId: string): void {
    for (const sessionId of [...(this.sessionsOfUser.get(userId) ?? [])]) this.end(sessionId);
  }

  private end(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    this.sessions.delete(sessionId);
    unlink(this.sessionsOfUser, session.facts.userId, sessionId);
    if (session.facts.openedFromSessionId) unlink(this.onBehalfSessionsOf, session.facts.openedFromSessionId, sessionId);
    // An admin's logout ends the sessions they opened on behalf of companies.
    for (const child of [...(this.onBehalfSessionsOf.get(sessionId) ?? [])]) this.end(child);
  }

  private stillRunning(session: LiveSession, now: Date): boolean {
    return Date.parse(session.expiresAt) + MAX_ACCESS_TOKEN_TTL_SECONDS * 1000 > now.getTime();
  }

  /** Forgets, at most once an hour, the sessions that ran out, so the directory holds only live ones. */
  private sweep(now: Date): void {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
    for (const [sessionId, session] of this.sessions) if (!this.stillRunning(session, now)) this.end(sessionId);
  }
}

function claimsMatch(facts: SessionFacts, claims: SessionClaims): boolean {
  if (facts.userId !== claims.userId || facts.userType !== claims.userType) return false;
  switch (claims.kind) {
    case 'admin':
    case 'auditor':
      return facts.audience === 'admin' && facts.onBehalfOf === null && claims.companyId === null;
    case 'admin-on-behalf':
      return facts.audience === 'manager' && facts.onBehalfOf !== null && facts.onBehalfOf.companyId === claims.companyId;
    case 'manager':
      return facts.audience === 'manager' && facts.onBehalfOf === null && facts.companyId === claims.companyId;
    case 'driver':
      return facts.audience === 'driver' && facts.onBehalfOf === null && facts.companyId === claims.companyId;
    default:
      return assertNever(claims.kind);
  }
}

function link(index: Map<string, Set<string>>, key: string, sessionId: string): void {
  const set = index.get(key) ?? new Set<string>();
  set.add(sessionId);
  index.set(key, set);
}

function unlink(index: Map<string, Set<string>>, key: string, sessionId: string): void {
  const set = index.get(key);
  set?.delete(sessionId);
  if (set?.size === 0) index.delete(key);
}

/** The directory as a live fold (platform's `liveFold` keeps one per event store, shared by both APIs in one process). */
export const sessionDirectoryFold = {
  name: 'session-directory',
  eventTypes: SESSION_DIRECTORY_EVENT_TYPES,
  create: () => new SessionDirectory(),
  apply: (directory: SessionDirectory, event: StoredDirectoryEvent) => directory.apply(event),
  /** Raise the version when the fold or the snapshot's shape changes. */
  snapshot: {
    version: 1,
    save: (directory: SessionDirectory) => directory.toSnapshot(),
    load: (state: unknown) => SessionDirectory.fromSnapshot(state as SessionDirectorySnapshot),
  },
};
