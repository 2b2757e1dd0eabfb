import { z } from 'zod';
import { CHECK_TYPES } from '../events/test-results';

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
  /** A driver on duty has no before-driving or no after-driving check on a business day (issue 15 item 3). */
  'CHECK_MISSING',
  /** A daily vehicle inspection (日常点検) found an abnormal item: the vehicle is not fit until a manager clears it (issue 37). */
  'VEHICLE_INSPECTION_ABNORMAL',
  /** A 補助者 confirmed a positive result: for the 安全運転管理者 of the driver's office (issue 35 item 4). */
  'POSITIVE_CONFIRMED_BY_ASSISTANT',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Spec: alert, warning or other; 'info' names the other. */
export const NOTIFICATION_LEVELS = ['alert', 'warning', 'info'] as const;
export const notificationLevelSchema = z.enum(NOTIFICATION_LEVELS);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

/**
 * What a detector alert asks for: a daily or weekly check or a calibration that is overdue, a sensor past its
 * life, a usage limit date (使用期限) passed, a detector that sent no test for days, or a check that failed (out
 * of service until one passes). Null on alerts raised before reasons were recorded.
 */
export const DEVICE_ALERT_REASONS = [
  'daily_check',
  'weekly_check',
  'calibration',
  'sensor_life',
  'usage_limit',
  'idle',
  'check_failed',
] as const;
export const deviceAlertReasonSchema = z.enum(DEVICE_ALERT_REASONS);
export type DeviceAlertReason = z.infer<typeof deviceAlertReasonSchema>;

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
  device: z
    .object({
      serialNo: z.string(),
      totalUsed: z.number().int().min(0),
      /** Which detector, so a maintenance can answer its alerts (null on alerts raised before it was kept). */
      deviceId: z.string().nullable().default(null),
      reason: deviceAlertReasonSchema.nullable().default(null),
    })
    .nullable(),
  /** Breath alcohol in mg/l. */
  testResult: z.number().min(0).nullable(),
  /** CHECK_MISSING: the business day, the checks it lacks and the driver's office (null on every other type). */
  missingCheck: z
    .object({ date: z.iso.date(), checkTypes: z.array(z.enum(CHECK_TYPES)).min(1), officeId: z.string().nullable() })
    .nullable()
    .default(null),
  /** The record an alert is about (a failed test's), opened from the alert; null on other types and older alerts. */
  testResultId: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
