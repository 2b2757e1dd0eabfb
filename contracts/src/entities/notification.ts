import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'LICENSE_EXPIRING',
  'LICENSE_EXPIRED',
  'INSPECTION_EXPIRING',
  'INSPECTION_EXPIRED',
  'INSURANCE_EXPIRING',
  'INSURANCE_EXPIRED',
  'DEVICE_USAGE_NEAR',
  'DEVICE_USAGE_EXCEEDED',
  'DEVICE_MAINTENANCE_REQUIRED',
  'ALCOHOL_TEST_FAILED',
  'SUBSCRIPTION_PAYMENT_FAILED',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Spec: alert, warning or other; 'info' names the other. */
export const NOTIFICATION_LEVELS = ['alert', 'warning', 'info'] as const;
export const notificationLevelSchema = z.enum(NOTIFICATION_LEVELS);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  type: notificationTypeSchema,
  level: notificationLevelSchema,
  driver: z.object({ lastName: z.string(), firstName: z.string(), expirationDate: z.string().nullable() }).nullable(),
  car: z
    .object({
      model: z.string(),
      number: z.string(),
      inspection: z.string().nullable(),
      insurance: z.string().nullable(),
    })
    .nullable(),
  device: z.object({ serialNo: z.string(), totalUsed: z.number().int().min(0) }).nullable(),
  /** Breath alcohol in mg/l. */
  testResult: z.number().min(0).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
