import { CHECK_TYPES, type CheckBoardRow, type CheckBoardState, type CheckType, type RecordSource } from '@fleetcheck/contracts';
import { addDays, businessDateTime, businessInstant } from '../calendar/business-day';
import type { ConfirmationStatus } from './current-record';

/** One record of the day as the board needs it (the read model's card carries these). */
export interface DayCheck {
  testResultId: string;
  driverId: string;
  checkType: CheckType;
  testedAt: string;
  failed: boolean;
  confirmationStatus: ConfirmationStatus;
  /** Taken in the driver app with no network and sent later (issue 34): the board says so. */
  offline?: boolean;
  /** Taken in the driver app and not confirmed live by the cut-off (LiveConfirmationMissed, issue 35): 未確認. */
  liveConfirmationMissed?: boolean;
}

export interface BoardDriver {
  driverId: string;
  lastName: string;
  firstName: string;
  officeId: string | null;
}

/**
 * Where a driver stands for one check type on a day (道路交通法施行規則 第9条の10: before and after driving):
 * no record is missing; a failure that day stays on the board whatever came after it; passed records are ok
 * once a manager confirmed each, and wait for confirmation until then (a returned one waits for its correction).
 * The record named is the one to open: the first failure, else the first unconfirmed, else the latest.
 * A driver-app check no manager confirmed live by the cut-off (issue 35) does not count, as the missed-check
 * alert reads it (closedDayGaps): with nothing else, the check is 'not_confirmed' (未確認), naming it.
 * A driver off duty that day lacks nothing: no record is 'off_duty', never missing (the board, the dashboard's
 * missed-check alert and the month's missed checks all read this one rule).
 */
export function checkStateOf(
  checks: readonly DayCheck[],
  onDuty = true,
): { state: CheckBoardState; testResultId: string | null; offline: boolean } {
  const ordered = [...checks].sort((a, b) => a.testedAt.localeCompare(b.testedAt));
  const named = (state: CheckBoardState, check: DayCheck) => ({ state, testResultId: check.testResultId, offline: check.offline ?? false });
  const failure = ordered.find((check) => check.failed);
  if (failure) return named('failed', failure);
  const counted = ordered.filter((check) => !check.liveConfirmationMissed);
  const unconfirmed = counted.find((check) => check.confirmationStatus !== 'confirmed');
  if (unconfirmed) return named('awaiting_confirmation', unconfirmed);
  const latest = counted.at(-1);
  if (latest) return named('ok', latest);
  const missed = ordered[0];
  if (missed) return named('not_confirmed', missed);
  return { state: onDuty ? 'missing' : 'off_duty', testResultId: null, offline: false };
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The board's order of drivers: by name (code units, the same on every machine), then id. */
export const byDriverName = (a: BoardDriver, b: BoardDriver): number =>
  byCodeUnit(`${a.lastName} ${a.firstName}\u0000${a.driverId}`, `${b.lastName} ${b.firstName}\u0000${b.driverId}`);

/**
 * The board of one business day: every driver with their before- and after-driving check, sorted by name (code units, the same on every machine). The
 * checks given are that day's (the caller picks them by business day); a driver off duty that day misses nothing.
 */
export function checkBoard(drivers: readonly BoardDriver[], checks: readonly DayCheck[], offDuty: ReadonlySet<string>): CheckBoardRow[] {
  const byDriver = new Map<string, DayCheck[]>();
  for (const check of checks) byDriver.set(check.driverId, [...(byDriver.get(check.driverId) ?? []), check]);
  return [...drivers].sort(byDriverName).map((driver) => {
    const own = byDriver.get(driver.driverId) ?? [];
    const onDuty = !offDuty.has(driver.driverId);
    const of = (checkType: CheckType) =>
      checkStateOf(
        own.filter((check) => check.checkType === checkType),
        onDuty,
      );
    return { ...driver, onDuty, before_driving: of('before_driving'), after_driving: of('after_driving') };
  });
}

/** The checks a driver on duty lacks on the board's day (CHECK_MISSING), in the law's order; drivers lacking none are left out. */
export function missingChecks(board: readonly CheckBoardRow[]): { driver: CheckBoardRow; checkTypes: CheckType[] }[] {
  return board
    .map((row) => ({ driver: row, checkTypes: CHECK_TYPES.filter((checkType) => row[checkType].state === 'missing') }))
    .filter((missing) => missing.checkTypes.length > 0);
}

/** A record of a closed day as the cut-off judges it: where it came from, and when it was confirmed live, if it was. */
export interface ClosedDayCheck extends DayCheck {
  source: RecordSource;
  /** The moment of a live confirmation (a video call or a phone code, issue 35); null when none was made. */
  liveConfirmedAt: string | null;
  /** The record already says its cut-off passed with no live confirmation (LiveConfirmationMissed). */
  liveConfirmationMissed: boolean;
}

/**
 * A check taken on the driver's phone is a check away from the manager: it counts for its day only once a manager
 * confirmed it live (a video call or a phone code) by the office's cut-off (issue 35 item 5). One without is 未確認.
 */
export const isUnconfirmedRemoteCheck = (check: ClosedDayCheck, cutoffAt: string): boolean =>
  check.source === 'driver_app' && (check.liveConfirmedAt === null || Date.parse(check.liveConfirmedAt) > Date.parse(cutoffAt));

/** What a driver on duty lacks when their day closed: `checkTypes` as CHECK_MISSING names them; `unconfirmed` those taken but 未確認. */
export interface ClosedDayGap {
  driver: CheckBoardRow;
  checkTypes: CheckType[];
  unconfirmed: CheckType[];
}

/**
 * The missed-check alerts of a closed day: a check type with no record is missing; one whose only records are
 * driver-app checks not confirmed live by the cut-off is missing too, and named unconfirmed. A failed record is never
 * set aside (a positive result raises its own alert). `cutoffAt` is the instant a driver's day closed (their office's
 * cut-off).
 */
export function closedDayGaps(
  drivers: readonly BoardDriver[],
  checks: readonly ClosedDayCheck[],
  offDuty: ReadonlySet<string>,
  cutoffAt: (driver: BoardDriver) => string,
): ClosedDayGap[] {
  const byId = new Map(drivers.map((driver) => [driver.driverId, driver]));
  const setAside = (check: ClosedDayCheck): boolean => {
    const driver = byId.get(check.driverId);
    return !check.failed && driver !== undefined && isUnconfirmedRemoteCheck(check, cutoffAt(driver));
  };
  const unconfirmedTypes = new Map<string, Set<CheckType>>();
  for (const check of checks.filter(setAside))
    unconfirmedTypes.set(check.driverId, (unconfirmedTypes.get(check.driverId) ?? new Set()).add(check.checkType));
  const board = checkBoard(
    drivers,
    checks.filter((check) => !setAside(check)),
    offDuty,
  );
  return missingChecks(board).map(({ driver, checkTypes }) => ({
    driver,
    checkTypes,
    unconfirmed: checkTypes.filter((checkType) => unconfirmedTypes.get(driver.driverId)?.has(checkType) ?? false),
  }));
}

/** The instant a business day closes at a cut-off 'HH:mm' (business time). */
export const cutoffInstant = (day: string, cutoff: string, timeZone?: string): string => businessInstant(day, cutoff, timeZone);

/**
 * The business day whose checks are complete or missing at `now`, with the cut-off 'HH:mm' (business time):
 * a day is judged from its own cut-off on; before today's cut-off, yesterday is the day last closed.
 */
export function dayClosedAt(now: Date, cutoff: string, timeZone?: string): string {
  const { date, time } = businessDateTime(now, timeZone);
  return time >= cutoff ? date : addDays(date, -1);
}

/**
 * The day last closed for a driver of an office at `now`: the office's own cut-off, or `fallback` (the workers'
 * CHECK_CUTOFF) when the office names none or the driver belongs to no office.
 */
export function officeDayClosedAt(now: Date, officeCutoff: string | null | undefined, fallback: string, timeZone?: string): string {
  return dayClosedAt(now, officeCutoff ?? fallback, timeZone);
}
