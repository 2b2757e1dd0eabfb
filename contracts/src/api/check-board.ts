import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { perDay } from '../common/per-day';

/**
 * Where a driver stands for one check (before or after driving) on a business day: no check, a failed one, a
 * passed one a manager has still to confirm (or returned), a passed and confirmed one, no check on a day off
 * duty (nothing missing then), or only checks taken in the driver app that no manager confirmed live by the
 * cut-off (未確認, issue 35: LiveConfirmationMissed).
 */
export const CHECK_BOARD_STATES = ['ok', 'failed', 'missing', 'awaiting_confirmation', 'off_duty', 'not_confirmed'] as const;
export const checkBoardStateSchema = z.enum(CHECK_BOARD_STATES);
export type CheckBoardState = z.infer<typeof checkBoardStateSchema>;

/** GET /check-board?date=YYYY-MM-DD[&office=<id>]: a Japanese business day, today by default. */
export const checkBoardQuerySchema = perDay((today: string) =>
  z.object({ date: z.iso.date({ error: 'Errors.Invalid' }).default(today), office: z.string().min(1).optional() }),
);
export type CheckBoardQuery = z.output<ReturnType<typeof checkBoardQuerySchema>>;

const boardCheckSchema = z.object({
  state: checkBoardStateSchema,
  /** The record that decides the state (the latest of the day), for its detail view; null when missing. */
  testResultId: z.string().nullable(),
  /** That record was taken in the driver app with no network and sent later (issue 34): shown as such. */
  offline: z.boolean(),
});

export const checkBoardRowSchema = z.object({
  driverId: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  officeId: z.string().nullable(),
  /** False when the driver was marked off duty for the day: no check is missing then. */
  onDuty: z.boolean(),
  before_driving: boardCheckSchema,
  after_driving: boardCheckSchema,
});
export type CheckBoardRow = z.infer<typeof checkBoardRowSchema>;

export const checkBoardResponseSchema = successEnvelope(
  z.object({ date: z.iso.date(), office: z.string().nullable(), drivers: z.array(checkBoardRowSchema) }),
);
export type CheckBoardResponse = z.infer<typeof checkBoardResponseSchema>;
