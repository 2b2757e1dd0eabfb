import { pagedResponse, successEnvelope } from '../common/envelope';
import {
  carLookupSchema,
  deviceLookupSchema,
  driverLookupSchema,
  officeLookupSchema,
} from '../entities/lookup';
import { carRecordSchema, deviceRecordSchema, officeRecordSchema } from '../entities/records';
import { carPayloadSchema } from '../forms/car';
import { officeFormSchema } from '../forms/office';
import { z } from 'zod';
import { uploadedImageSchema } from '../forms/photo';
import { notificationSchema } from '../entities/notification';

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

export const deviceListResponseSchema = pagedResponse(deviceRecordSchema);

/** POST /upload: one image, answered with its stored file name. */
export const uploadRequestSchema = uploadedImageSchema;
export const uploadResponseSchema = successEnvelope(z.object({ image: z.string() }));

/** GET /home: the dashboard's notifications (designed). */
export const homeResponseSchema = successEnvelope(
  z.object({
    notifications: z.array(notificationSchema),
    testsToday: z.number().int(),
    failedToday: z.number().int(),
  }),
);
