import { z } from 'zod';

export const PAYMENT_SCHEDULES = ['monthly', 'yearly'] as const;
export const paymentScheduleSchema = z.enum(PAYMENT_SCHEDULES);
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** The spec names 'bank transfer' and "others (card)". */
export const PAYMENT_METHODS = ['bank transfer', 'card'] as const;
export const BANK_TRANSFER = 'bank transfer' satisfies PaymentMethod;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Spec section 6: 1 superadmin, 2 and 3 managers (2 is a manager's own account); the driver type is ours. */
export const UserTypes = { Admin: 1, Manager: 2, SubManager: 3, Driver: 4 } as const;
export type UserType = (typeof UserTypes)[keyof typeof UserTypes];
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

export const ADMIN_DEVICE_DEFAULT_STATUS = 0;
export const ADMIN_DEVICE_DEFAULT_MODEL = 2;

export const PASSWORD_RESET_TYPES = ['driver', 'manager', 'company', 'auth'] as const;
export type PasswordResetType = (typeof PASSWORD_RESET_TYPES)[number];

export const API_BASE_PATH = '/api/v1';
