import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { ErrorKeys } from '../errors/keys';
import { CONFIRMATION_DECISIONS, testLocationSchema } from '../events/test-results';
import { recordItemsCorrectionInputShape, recordItemsInputShape } from './derive';
import { recordTextInput } from './items';

/**
 * The request bodies of a check record (POST /test-result, /test-result/device, its correction and confirmation):
 * the server validates them, the web app types its forms with them (`z.input`).
 */

const id = z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong);
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
  /** The record items (contracts' table): `checker` names a registered manager by id. */
  ...recordItemsInputShape,
};

/** POST /test-result/device: `id` is the device-generated id that makes a retry harmless. */
export const deviceTestBodySchema = z.object({ id, ...testFields });
export type DeviceTestBody = z.output<typeof deviceTestBodySchema>;

/** A detector not connected: a registered one of the company (its id), or none with the reason. */
const detector = id.nullable();

/** POST /test-result: a check recorded by hand (a detector that is not connected). */
export const manualTestBodySchema = z.object({ ...testFields, detector: detector.default(null) });
export type ManualTestBody = z.output<typeof manualTestBodySchema>;

/** POST /test-result/:id/correction: what was wrong and why; the result itself is never corrected. */
export const correctionBodySchema = z.object({
  driver: id.optional(),
  vehicle: id.nullable().optional(),
  detector: detector.optional(),
  /** The check time of a record typed in by hand (ISO-8601 with offset); a detector's time is never corrected. */
  time: z.iso.datetime({ offset: true, error: 'Errors.Invalid' }).optional(),
  ...recordItemsCorrectionInputShape,
  reason: z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.notes, ErrorKeys.TooLong),
});
export type CorrectionBody = z.output<typeof correctionBodySchema>;

/** POST /test-result/:id/confirmation: a returned record needs a comment (the decider says so). */
export const confirmationBodySchema = z.object({
  decision: z.enum(CONFIRMATION_DECISIONS, { error: 'Errors.Required' }),
  comment: recordTextInput.default(null),
});
export type ConfirmationBody = z.output<typeof confirmationBodySchema>;
