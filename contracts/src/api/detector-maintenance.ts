import { z } from 'zod';
import { pagedResponse } from '../common/envelope';
import { detectorCheckerSchema } from '../entities/records';
import { detectorMaintenanceKindSchema, detectorOutOfServiceReasonSchema, maintenanceOutcomeSchema } from '../events/detector-maintenance';

/** One line of a detector's maintenance log. */
export const detectorMaintenanceEntrySchema = z.object({
  _id: z.string(),
  kind: detectorMaintenanceKindSchema,
  outcome: maintenanceOutcomeSchema,
  maintainedAt: z.string(),
  performedBy: z.string().nullable(),
  remark: z.string(),
  usageLimitDate: z.string().nullable(),
  recordedAt: z.string(),
});
export type DetectorMaintenanceEntry = z.infer<typeof detectorMaintenanceEntrySchema>;

/** Where the detector stands: the last of each kind, its usage limit date (null: never recorded) and a standing fault. */
export const detectorUpkeepSchema = z.object({
  lastDailyCheckAt: z.string().nullable(),
  lastWeeklyCheckAt: z.string().nullable(),
  lastCalibratedAt: z.string().nullable(),
  sensorReplacedAt: z.string().nullable(),
  usageLimitDate: z.string().nullable(),
  /** A failed check or calibration not yet answered by one that passed: the detector is out of service. */
  faultFoundAt: z.string().nullable(),
  /** The current sensor's life ended (its tests or days): out of service until a new sensor. */
  sensorLifeEndedAt: z.string().nullable(),
  /** Why it is out of service now (null: it may take records). */
  outOfService: detectorOutOfServiceReasonSchema.nullable(),
});
export type DetectorUpkeep = z.infer<typeof detectorUpkeepSchema>;

/**
 * GET /device/{id}/maintenance and GET /admin/device/{id}/maintenance: a page of the log, newest first, where the
 * detector stands, and the 確認者 its company assigned (null: none, or assigned by a company it is no longer with).
 */
export const detectorMaintenanceLogResponseSchema = pagedResponse(detectorMaintenanceEntrySchema).extend({
  upkeep: detectorUpkeepSchema,
  checker: detectorCheckerSchema.nullable(),
});
export type DetectorMaintenanceLogResponse = z.infer<typeof detectorMaintenanceLogResponseSchema>;
