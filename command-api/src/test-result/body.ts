import {
  CHECK_METHODS,
  CHECK_TYPES,
  CONFIRMATION_DECISIONS,
  ErrorKeys,
  REMOTE_METHODS,
  TEXT_MAX_LENGTH,
  VISUAL_CHECK_OUTCOMES,
  testLocationSchema,
} from '@fleetcheck/contracts';
import { z } from 'zod';

const id = z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong);
const checkedBy = z.string().trim().max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong).nullable();
/** 指示事項, その他 and remarks: up to 1,000 characters; blank is none. */
const recordText = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH.checkRecordText, ErrorKeys.TooLong)
  .nullable()
  .transform((text) => text || null);
const outcome = z.enum(VISUAL_CHECK_OUTCOMES, { error: 'Errors.Required' });
const visualCheck = z.object({ faceColour: outcome, breathSmell: outcome, voice: outcome, remark: recordText.default(null) }).nullable();

/** The items of issue 15 that a device upload, a manual record and a correction share. */
const recordItems = {
  instructions: recordText,
  notes: recordText,
  /** Required when the method is remote (checked by the decider, also after a correction). */
  remoteMethod: z.enum(REMOTE_METHODS, { error: 'Errors.Invalid' }).nullable(),
  visualCheck,
  /** The registered manager who checked the driver (their id; the name is kept as it is now). */
  checker: id.nullable(),
};
const recordItemsOrNone = {
  instructions: recordItems.instructions.default(null),
  notes: recordItems.notes.default(null),
  remoteMethod: recordItems.remoteMethod.default(null),
  visualCheck: recordItems.visualCheck.default(null),
  checker: recordItems.checker.default(null),
};

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
  /** Free text, as before issue 15; `checker` names a registered manager. */
  checkedBy: checkedBy.default(null),
  ...recordItemsOrNone,
};

/** POST /test-result/device: `id` is the device-generated id that makes a retry harmless. */
export const deviceTestBodySchema = z.object({ id, ...testFields });
export type DeviceTestBody = z.output<typeof deviceTestBodySchema>;

/** A detector not connected: a registered one of the company (its id), or none with the reason. */
const detectorFields = { detector: id.nullable(), noDetectorReason: recordText };
const manualDetector = { detector: detectorFields.detector.default(null), noDetectorReason: detectorFields.noDetectorReason.default(null) };

/** POST /test-result: a check recorded by hand (a detector that is not connected). */
export const manualTestBodySchema = z.object({ ...testFields, ...manualDetector });
export type ManualTestBody = z.output<typeof manualTestBodySchema>;

/** POST /test-result/:id/correction: what was wrong and why; the result itself is never corrected. */
export const correctionBodySchema = z.object({
  driver: id.optional(),
  vehicle: id.nullable().optional(),
  checkType: z.enum(CHECK_TYPES).optional(),
  method: z.enum(CHECK_METHODS).optional(),
  checkedBy: checkedBy.optional(),
  instructions: recordItems.instructions.optional(),
  notes: recordItems.notes.optional(),
  remoteMethod: recordItems.remoteMethod.optional(),
  visualCheck: recordItems.visualCheck.optional(),
  checker: recordItems.checker.optional(),
  detector: detectorFields.detector.optional(),
  noDetectorReason: detectorFields.noDetectorReason.optional(),
  reason: z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.notes, ErrorKeys.TooLong),
});
export type CorrectionBody = z.output<typeof correctionBodySchema>;

/** POST /test-result/:id/confirmation: a returned record needs a comment (the decider says so). */
export const confirmationBodySchema = z.object({
  decision: z.enum(CONFIRMATION_DECISIONS, { error: 'Errors.Required' }),
  comment: recordText.default(null),
});
export type ConfirmationBody = z.output<typeof confirmationBodySchema>;
