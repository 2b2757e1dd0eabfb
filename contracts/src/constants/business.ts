import { z } from 'zod';
import { UserTypes } from './user-types';

export const PAYMENT_SCHEDULES = ['monthly', 'yearly'] as const;
export const paymentScheduleSchema = z.enum(PAYMENT_SCHEDULES);
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** The spec names 'bank transfer' and "others (card)". */
export const PAYMENT_METHODS = ['bank transfer', 'card'] as const;
export const BANK_TRANSFER = 'bank transfer' satisfies PaymentMethod;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export { UserTypes, type UserType } from './user-types';
export const MANAGER_OWN_USER_TYPE = UserTypes.Manager;

export type Role = 'admin' | 'manager' | 'none';
export function roleOfUserType(userType: number | null | undefined): Role {
  if (userType === UserTypes.Admin) return 'admin';
  if (userType === UserTypes.Manager || userType === UserTypes.SubManager) return 'manager';
  return 'none';
}

export const SUBSCRIPTION_STATUSES = ['Active', 'Pending', 'Cancelled', 'Expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Test status on an info card: 0 is Failed, anything else Passed (spec section 3). */
export const TestStatus = { Failed: 0, Passed: 1 } as const;
export const isTestPassed = (status: number): boolean => status !== TestStatus.Failed;

/**
 * Licence, inspection and insurance dates this many days ahead raise *_EXPIRING (workers' EXPIRY_WARNING_DAYS
 * overrides it); the web app's lists mark them amber from the same number.
 */
export const DEFAULT_EXPIRY_WARNING_DAYS = 30;

/** A detector's weekly check is overdue after this many days (workers' DETECTOR_WEEKLY_CHECK_DAYS overrides it for the scan). */
export const DEFAULT_DETECTOR_WEEKLY_CHECK_DAYS = 7;

/** A registered detector's status (spec: status, default 0); an out-of-service one records no test. */
export const DeviceStatuses = { InService: 0, UnderMaintenance: 1, OutOfService: 2 } as const;
export const ADMIN_DEVICE_DEFAULT_STATUS = DeviceStatuses.InService;
export const ADMIN_DEVICE_DEFAULT_MODEL = 2;

export const PASSWORD_RESET_TYPES = ['driver', 'manager', 'company', 'auth'] as const;
export type PasswordResetType = (typeof PASSWORD_RESET_TYPES)[number];

export const API_BASE_PATH = '/api/v1';
