import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';
import { notificationSchema, notificationLevelSchema, notificationTypeSchema, unansweredCallSchema } from '../entities/notification';
import { inspectedItemSchema } from '../vehicle-inspection/events';
import { recordManagerSchema } from '../check-record/vocabulary';

/**
 * Notifications are events in one stream per notification (`notification-<id>`). Their id is derived from
 * what they are about (type, subject, period), and the first event is appended with expected revision
 * 'no_stream': raising the same notification twice is refused by the store, so it exists exactly once.
 */
export const NotificationRaised = defineEvent({
  type: 'NotificationRaised',
  schema: z.object({
    notificationId: z.string(),
    companyId: z.string(),
    type: notificationTypeSchema,
    level: notificationLevelSchema,
    driver: notificationSchema.shape.driver,
    car: notificationSchema.shape.car,
    device: notificationSchema.shape.device,
    testResult: notificationSchema.shape.testResult,
    missingCheck: notificationSchema.shape.missingCheck,
    /** LIVE_CALL_UNANSWERED (absent on every other type): the call that rang out. */
    liveCall: unansweredCallSchema.nullable().optional(),
    /** The test result behind an ALCOHOL_TEST_FAILED or device usage notification. */
    testResultId: z.string().nullable().default(null),
    /** VEHICLE_INSPECTION_ABNORMAL (absent on every other type): the inspection, its vehicle's office (whose managers are mailed) and its abnormal items. */
    vehicleInspection: z
      .object({
        inspectionId: z.string(),
        carId: z.string(),
        date: z.iso.date(),
        officeId: z.string().nullable(),
        items: z.array(inspectedItemSchema),
      })
      .nullable()
      .optional(),
    /**
     * POSITIVE_CONFIRMED_BY_ASSISTANT (absent on every other type): the 補助者 who confirmed, and the driver's office
     * (whose 安全運転管理者 are mailed).
     */
    referral: z.object({ assistant: recordManagerSchema, officeId: z.string().nullable() }).nullable().optional(),
    raisedAt: z.iso.datetime(),
  }),
});

export const NotificationRead = defineEvent({
  type: 'NotificationRead',
  schema: z.object({ notificationId: z.string(), companyId: z.string(), userId: z.string(), readAt: z.iso.datetime() }),
});

export const NotificationDismissed = defineEvent({
  type: 'NotificationDismissed',
  schema: z.object({
    notificationId: z.string(),
    companyId: z.string(),
    userId: z.string(),
    dismissedAt: z.iso.datetime(),
  }),
});

export const notificationEvents = [NotificationRaised, NotificationRead, NotificationDismissed] as const;
export type NotificationEvent = EventOf<(typeof notificationEvents)[number]>;
export const notificationCatalogue = createCatalogue(notificationEvents);

export const notificationStream = (notificationId: string): string => `notification-${notificationId}`;
