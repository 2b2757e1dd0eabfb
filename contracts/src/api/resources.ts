import { pagedResponse, successEnvelope } from '../common/envelope';
import { carLookupSchema, deviceLookupSchema, driverLookupSchema, officeLookupSchema } from '../entities/lookup';
import { carRecordSchema, companyDeviceRecordSchema, officeRecordSchema } from '../entities/records';
import { carPayloadSchema } from '../forms/car';
import { officeFormSchema } from '../forms/office';
import { z } from 'zod';
import { uploadedImageSchema } from '../forms/photo';
import { notificationSchema } from '../entities/notification';
import { perDay } from '../common/per-day';

/** Lookups (GET /office, /car, /driver, /device with page 1, limit 1000): docs of lookup items. */
export const officeLookupResponseSchema = pagedResponse(officeLookupSchema);
export const carLookupResponseSchema = pagedResponse(carLookupSchema);
export const driverLookupResponseSchema = pagedResponse(driverLookupSchema);
export const deviceLookupResponseSchema = pagedResponse(deviceLookupSchema);

/** Full lists (same paths with the list page size) and bodies. */
export const officeListResponseSchema = pagedResponse(officeRecordSchema);
export const createOfficeRequestSchema = officeFormSchema;
export const officeResponseSchema = successEnvelope(officeRecordSchema);

export const carListResponseSchema = pagedResponse(carRecordSchema);
export const createCarRequestSchema = carPayloadSchema;
export const carResponseSchema = successEnvelope(carRecordSchema);

/** GET /device: the company's own detectors (the admin registry's records are deviceRecordSchema). */
export const deviceListResponseSchema = pagedResponse(companyDeviceRecordSchema);

/** POST /upload: one image, answered with the path it is read from (image) and its content id. */
export const uploadRequestSchema = uploadedImageSchema;
export const uploadResponseSchema = successEnvelope(z.object({ image: z.string(), id: z.string() }));

/** A notification on the dashboard: read tells whether the calling user has marked it read. */
export const homeNotificationSchema = notificationSchema.extend({ read: z.boolean() });
export type HomeNotification = z.infer<typeof homeNotificationSchema>;

/** Tests and failed tests of one Japanese calendar day of the company. */
export const dailyFiguresSchema = z.object({
  date: z.iso.date(),
  tests: z.number().int(),
  failed: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/** The longest range GET /home charts day by day (a year and a day, so a whole leap year fits). */
export const HOME_CHART_MAX_DAYS = 366;

/** GET /home query: the chart's date range (Japanese calendar days), today by default. */
export const homeQuerySchema = perDay((today: string) =>
  z
    .object({ dateFrom: z.iso.date().default(today), dateTo: z.iso.date().default(today) })
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateFrom'], error: 'Errors.Invalid' })
    .refine((query) => (Date.parse(query.dateTo) - Date.parse(query.dateFrom)) / 86_400_000 < HOME_CHART_MAX_DAYS, {
      path: ['dateTo'],
      error: 'Errors.Invalid',
    }),
);

/**
 * GET /home: the dashboard's undismissed notifications (newest first), today's figures and, for the
 * chart, every day of the requested range that had a test (days without tests are left out).
 */
export const homeResponseSchema = successEnvelope(
  z.object({
    notifications: z.array(homeNotificationSchema),
    testsToday: z.number().int(),
    failedToday: z.number().int(),
    daily: z.array(dailyFiguresSchema),
  }),
);
