import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import { DETECTOR_MAINTENANCE_KINDS, MAINTENANCE_OUTCOMES } from '../events/detector-maintenance';
import { optionalText, text } from './rules';

/**
 * The body of POST /device/{id}/maintenance and POST /admin/device/{id}/maintenance, and the record-maintenance
 * form: what was done, what it found (a failed check or calibration takes the detector out of service until
 * one passes; omitted: passed), when (ISO-8601 with offset; the form sends the Japan time it shows), who did it and a
 * remark. Which kinds take a usage limit date (使用期限) is the domain's rule.
 */
export const detectorMaintenanceBodySchema = z.object({
  kind: z.enum(DETECTOR_MAINTENANCE_KINDS, { error: ErrorKeys.Required }),
  outcome: z.enum(MAINTENANCE_OUTCOMES, { error: ErrorKeys.Invalid }).default('passed'),
  maintainedAt: z.iso.datetime({ offset: true, error: ErrorKeys.Invalid }),
  performedBy: text('label'),
  remark: optionalText('notes'),
  usageLimitDate: z.iso.date({ error: ErrorKeys.Invalid }).nullable().default(null),
});
export type DetectorMaintenanceBodyInput = z.input<typeof detectorMaintenanceBodySchema>;
export type DetectorMaintenanceBody = z.output<typeof detectorMaintenanceBodySchema>;

/** PUT /device/{id}/checker: the manager (their id) a detector's uploads name as 確認者 when it sends none; null: none. */
export const detectorCheckerBodySchema = z.object({ checker: z.string().min(1).nullable() });
export type DetectorCheckerBody = z.output<typeof detectorCheckerBodySchema>;
