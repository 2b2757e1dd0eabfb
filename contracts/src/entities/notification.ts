import { z } from 'zod';
import type { Words } from '../check-record/vocabulary';
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
  /** An invoice an admin issued could not be charged to the card on file (issue 37). */
  'INVOICE_PAYMENT_FAILED',
  /** A driver on duty has no before-driving or no after-driving check on a business day (issue 15 item 3). */
  'CHECK_MISSING',
  /** A daily vehicle inspection (日常点検) found an abnormal item: the vehicle is not fit until a manager clears it (issue 37). */
  'VEHICLE_INSPECTION_ABNORMAL',
  /** A driver's live call rang out: nobody answered in time, the driver was told to phone the office (issue 35 item 6). */
  'LIVE_CALL_UNANSWERED',
  /** A 補助者 confirmed a positive result: for the 安全運転管理者 of the driver's office (issue 35 item 4). */
  'POSITIVE_CONFIRMED_BY_ASSISTANT',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Each notification type in words, as the exports print it and the screens name it (issue 33: words, never codes). */
export const NOTIFICATION_TYPE_WORDS = {
  LICENSE_EXPIRING: { ja: '免許証の有効期限が近い', en: 'Licence expiring' },
  LICENSE_EXPIRED: { ja: '免許証の有効期限切れ', en: 'Licence expired' },
  INSPECTION_EXPIRING: { ja: '車検の期限が近い', en: 'Inspection expiring' },
  INSPECTION_EXPIRED: { ja: '車検の期限切れ', en: 'Inspection expired' },
  INSURANCE_EXPIRING: { ja: '保険の期限が近い', en: 'Insurance expiring' },
  INSURANCE_EXPIRED: { ja: '保険の期限切れ', en: 'Insurance expired' },
  DEVICE_USAGE_NEAR: { ja: '検知器の使用期限が近い', en: 'Detector usage limit near' },
  DEVICE_USAGE_EXCEEDED: { ja: '検知器の使用期限切れ', en: 'Detector past its usage limit' },
  DEVICE_MAINTENANCE_REQUIRED: { ja: '検知器の点検が必要', en: 'Detector maintenance required' },
  ALCOHOL_TEST_FAILED: { ja: 'アルコール検査不合格', en: 'Alcohol test failed' },
  SUBSCRIPTION_PAYMENT_FAILED: { ja: '利用料金の決済失敗', en: 'Subscription payment failed' },
  INVOICE_PAYMENT_FAILED: { ja: '請求書のカード決済失敗', en: 'Invoice card payment failed' },
  CHECK_MISSING: { ja: 'アルコール確認の未実施', en: 'Alcohol check missing' },
  VEHICLE_INSPECTION_ABNORMAL: { ja: '日常点検で異常あり', en: 'Daily inspection found a fault' },
  LIVE_CALL_UNANSWERED: { ja: 'ライブ確認の呼び出しに応答なし', en: 'Live call not answered' },
  POSITIVE_CONFIRMED_BY_ASSISTANT: { ja: '補助者が酒気帯びを確認', en: 'Alcohol detected, confirmed by an assistant' },
} as const satisfies Record<NotificationType, Words>;

/** Spec: alert, warning or other; 'info' names the other. */
export const NOTIFICATION_LEVELS = ['alert', 'warning', 'info'] as const;
export const notificationLevelSchema = z.enum(NOTIFICATION_LEVELS);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

/**
 * Each level in words, the same on the dashboard's badges and in the exports (issue 18 item 12): alert is 警告 /
 * Warning, warning is 注意 / Caution, info is お知らせ / Notice. The codes stay as the spec names them.
 */
export const NOTIFICATION_LEVEL_WORDS = {
  alert: { ja: '警告', en: 'Warning' },
  warning: { ja: '注意', en: 'Caution' },
  info: { ja: 'お知らせ', en: 'Notice' },
} as const satisfies Record<NotificationLevel, Words>;

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

/** A live call nobody answered (issue 35 item 6): which, when the driver called, when it rang out, and their office. */
export const unansweredCallSchema = z.object({
  callId: z.string(),
  requestedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  officeId: z.string().nullable(),
});

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
  /**
   * CHECK_MISSING: the business day, the checks it lacks and the driver's office (null on every other type).
   * `unconfirmed`: those of `checkTypes` taken in the driver app but not confirmed live by the cut-off (未確認, issue 35);
   * the others have no record at all.
   */
  missingCheck: z
    .object({
      date: z.iso.date(),
      checkTypes: z.array(z.enum(CHECK_TYPES)).min(1),
      officeId: z.string().nullable(),
      unconfirmed: z.array(z.enum(CHECK_TYPES)).default([]),
    })
    .nullable()
    .default(null),
  /** LIVE_CALL_UNANSWERED: the call, when the driver called and when it rang out (null on every other type). */
  liveCall: unansweredCallSchema.nullable().default(null),
  /** The record an alert is about (a failed test's), opened from the alert; null on other types and older alerts. */
  testResultId: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
