import { z } from 'zod';
import { isRegisterComplete as registrationComplete } from '../machines/registration/is-register-complete';

export const adminUserType = 1;
export const managerUserTypes = [2, 3] as const;
/** The manager who owns the company account. */
export const ownManagerUserType = 2;

const expiry = z.union([z.string(), z.number()]).nullish();

/** What the user cookie holds (spec section 3, session data), plus display fields for the shell. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  userType: z.number(),
  language: z.string().optional(),
  redirectPage: z.string().optional(),
  subscriptionExpiryDate: z.string().nullish(),
  jwtExpire: expiry,
  refreshTokenExpires: expiry,
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  accessOnBehalf: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface Tokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly jwtExpire?: string | number | null;
  readonly refreshTokenExpires?: string | number | null;
}

export type Role = 'admin' | 'manager' | 'none';

export function roleOf(userType: number | undefined): Role {
  if (userType === adminUserType) return 'admin';
  if (userType !== undefined && (managerUserTypes as readonly number[]).includes(userType)) return 'manager';
  return 'none';
}

/** User type 1 or a redirect page of /user means registration is complete (one rule, kept with the machines). */
export const isRegisterComplete = (user: SessionUser | undefined): boolean => registrationComplete(user);

/** A non-admin whose stored subscription expired before today must be logged out. */
export function isSubscriptionExpired(user: SessionUser, today: Date): boolean {
  if (user.userType === adminUserType || !user.subscriptionExpiryDate) return false;
  const expiryDate = new Date(user.subscriptionExpiryDate);
  if (Number.isNaN(expiryDate.getTime())) return false;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return expiryDate.getTime() < startOfToday.getTime();
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
