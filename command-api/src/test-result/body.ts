import { CHECK_METHODS, CHECK_TYPES, ErrorKeys, TEXT_MAX_LENGTH, testLocationSchema } from '@fleetcheck/contracts';
import { z } from 'zod';

const id = z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong);
const checkedBy = z.string().trim().max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong).nullable();

/** What a manager or a detector states about a test; the server adds who, which device and the ids. */
const testFields = {
  driver: id,
  vehicle: id.nullable().default(null),
  /** When the breath was taken (ISO-8601 with offset). */
  time: z.iso.datetime({ offset: true, error: 'Errors.Invalid' }),
  /** mg/l; stored with 3 decimals. */
  result: z.number({ error: 'Errors.Required' }).min(0, 'Errors.Invalid').max(10, 'Errors.Invalid'),
  photo: z.string().max(512, 'Errors.Invalid').nullable().default(null),
  location: testLocationSchema.nullable().default(null),
  checkType: z.enum(CHECK_TYPES, { error: 'Errors.Required' }),
  method: z.enum(CHECK_METHODS, { error: 'Errors.Required' }),
  checkedBy: checkedBy.default(null),
};

/** POST /test-result/device: `id` is the device-generated id that makes a retry harmless. */
export const deviceTestBodySchema = z.object({ id, ...testFields });
export type DeviceTestBody = z.output<typeof deviceTestBodySchema>;

/** POST /test-result: a check recorded by hand (a detector that is not connected). */
export const manualTestBodySchema = z.object(testFields);
export type ManualTestBody = z.output<typeof manualTestBodySchema>;

/** POST /test-result/:id/correction: what was wrong and why; the result itself is never corrected. */
export const correctionBodySchema = z.object({
  driver: id.optional(),
  vehicle: id.nullable().optional(),
  checkType: z.enum(CHECK_TYPES).optional(),
  method: z.enum(CHECK_METHODS).optional(),
  checkedBy: checkedBy.optional(),
  reason: z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.notes, ErrorKeys.TooLong),
});
export type CorrectionBody = z.output<typeof correctionBodySchema>;
