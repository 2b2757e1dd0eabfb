import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { isRegisterComplete as registrationComplete } from '../machines/registration/isRegisterComplete';

export const adminUserType = 1;
/** A read-only auditor (issue 22): signs in at the admin door, sees only the audit pages. */
export const auditorUserType = 4;
export const managerUserTypes = [2, 3] as const;
/** The manager who owns the company account. */
export const ownManagerUserType = 2;

type Expiry = string | number | null | undefined;

/** What the user cookie holds (spec section 3, session data), plus display fields for the shell. */
export interface SessionUser {
  _id: string;
  userType: number;
  language?: string | undefined;
  redirectPage?: string | undefined;
  subscriptionExpiryDate?: string | null | undefined;
  jwtExpire?: Expiry;
  refreshTokenExpires?: Expiry;
  firstName?: string | undefined;
  lastName?: string | undefined;
  companyName?: string | undefined;
  accessOnBehalf?: boolean | undefined;
  /** A manager of a lapsed company within a year of its paid term: only the record pages (issue 15 item 8). */
  recordsOnly?: boolean | undefined;
}

const optionalStrings = ['language', 'redirectPage', 'firstName', 'lastName', 'companyName'] as const;
const expiries = ['jwtExpire', 'refreshTokenExpires'] as const;

/**
 * The user cookie's content, or undefined when it is not one (a tampered or foreign cookie). Unknown keys are
 * dropped. Written without a schema library: the session is read on every first page (issue 18 item 11).
 */
export function parseSessionUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || typeof raw.userType !== 'number') return undefined;
  const user: SessionUser = { _id: raw._id, userType: raw.userType };
  for (const key of optionalStrings) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'string') return undefined;
    user[key] = raw[key];
  }
  for (const key of expiries) {
    const expiry = raw[key];
    if (expiry === undefined) continue;
    if (expiry !== null && typeof expiry !== 'string' && typeof expiry !== 'number') return undefined;
    user[key] = expiry;
  }
  const expiryDate = raw.subscriptionExpiryDate;
  if (expiryDate !== undefined) {
    if (expiryDate !== null && typeof expiryDate !== 'string') return undefined;
    user.subscriptionExpiryDate = expiryDate;
  }
  if (raw.accessOnBehalf !== undefined) {
    if (typeof raw.accessOnBehalf !== 'boolean') return undefined;
    user.accessOnBehalf = raw.accessOnBehalf;
  }
  if (raw.recordsOnly !== undefined) {
    if (typeof raw.recordsOnly !== 'boolean') return undefined;
    user.recordsOnly = raw.recordsOnly;
  }
  return user;
}

export interface Tokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly jwtExpire?: string | number | null;
  readonly refreshTokenExpires?: string | number | null;
}

export type Role = 'admin' | 'manager' | 'auditor' | 'none';

export function roleOf(userType: number | undefined): Role {
  if (userType === adminUserType) return 'admin';
  if (userType === auditorUserType) return 'auditor';
  if (userType !== undefined && (managerUserTypes as readonly number[]).includes(userType)) return 'manager';
  return 'none';
}

/** User type 1 or a redirect page of /user means registration is complete (one rule, kept with the machines). */
export const isRegisterComplete = (user: SessionUser | undefined): boolean => registrationComplete(user);

/**
 * A non-admin whose stored subscription expired before today must be logged out, unless the server let them in
 * to read their records (it signs them out itself a year after the paid term).
 */
export function isSubscriptionExpired(user: SessionUser, today: Date): boolean {
  if (user.userType === adminUserType || user.recordsOnly || !user.subscriptionExpiryDate) return false;
  // The paid term's last day is a Japan calendar day and lasts until midnight in Tokyo.
  const expiryDay = /^\d{4}-\d{2}-\d{2}/.exec(user.subscriptionExpiryDate)?.[0];
  return expiryDay !== undefined && expiryDay < businessDay(today);
}

/** Token expiries arrive as epoch seconds, epoch milliseconds or ISO dates. */
export function expiryTime(value: string | number | null | undefined): number | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return n < 1e12 ? n * 1000 : n;
  }
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : time;
}
