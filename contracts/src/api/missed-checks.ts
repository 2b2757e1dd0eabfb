import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { perDay } from '../common/per-day';
import { CHECK_TYPES } from '../events/test-results';

/** GET /check-board/missed?month=YYYY-MM[&office=<id>]: a Japanese month, this month by default. */
export const missedChecksQuerySchema = perDay((today: string) =>
  z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Errors.Invalid')
      // The OpenAPI document builds it with a label for today instead of a date: the label is shown as it is.
      .default(/^\d{4}-\d{2}-\d{2}$/.test(today) ? today.slice(0, 7) : today),
    office: z.string().min(1).optional(),
  }),
);
export type MissedChecksQuery = z.output<ReturnType<typeof missedChecksQuerySchema>>;

const missedDaySchema = z.object({ date: z.iso.date(), checkTypes: z.array(z.enum(CHECK_TYPES)).min(1) });

export const missedChecksDriverSchema = z.object({
  driverId: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  officeId: z.string().nullable(),
  /** The days missed, oldest first. */
  days: z.array(missedDaySchema),
});
export type MissedChecksDriver = z.infer<typeof missedChecksDriverSchema>;

export const missedChecksOfficeSchema = z.object({
  officeId: z.string().nullable(),
  /** The office's name (null: drivers with no office, or an office deleted since). */
  name: z.string().nullable(),
  /** Driver-days with a missed check. */
  missedDays: z.number().int().min(0),
  /** Drivers with at least one. */
  drivers: z.number().int().min(0),
});

export const missedChecksResponseSchema = successEnvelope(
  z.object({
    month: z.string(),
    office: z.string().nullable(),
    /** The last day judged (yesterday in Japan, or the month's end); null when none of the month is over yet. */
    judgedThrough: z.iso.date().nullable(),
    drivers: z.array(missedChecksDriverSchema),
    offices: z.array(missedChecksOfficeSchema),
  }),
);
export type MissedChecksResponse = z.infer<typeof missedChecksResponseSchema>;
