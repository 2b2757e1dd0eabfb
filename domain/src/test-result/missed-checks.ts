import type { CheckType } from '@fleetcheck/contracts';
import { addDays } from '../calendar/business-day';
import { driversOn, type RosterEntry } from '../driver/roster';
import { byDriverName, checkBoard, missingChecks, type DayCheck } from './check-board';

export interface MissedDay {
  date: string;
  checkTypes: CheckType[];
}

export interface DriverMissedChecks {
  driverId: string;
  lastName: string;
  firstName: string;
  officeId: string | null;
  /** The days missed, oldest first. */
  days: MissedDay[];
}

export interface OfficeMissedChecks {
  officeId: string | null;
  /** Driver-days with a missed check. */
  missedDays: number;
  /** Drivers with at least one. */
  drivers: number;
}

/** The days of a month ('YYYY-MM') up to `lastDay` (inclusive): those judged so far. */
export function daysOfMonthUpTo(month: string, lastDay: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month) && day <= lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A month's missed checks (issue 33 item 5), day by day with the board's own rule (checkBoard, missingChecks): a
 * driver on the roster that Japan day, on duty, with no before- or after-driving check missed it; off-duty days
 * count for nothing. Drivers are named and placed as on the last day they missed one; offices sum their drivers'
 * days by the office the driver had on each day. `checks` carry their Japan day.
 */
export function missedChecksOf(
  days: readonly string[],
  roster: readonly RosterEntry[],
  checks: readonly (DayCheck & { date: string })[],
  daysOff: readonly { driverId: string; date: string }[],
  office?: string,
): { drivers: DriverMissedChecks[]; offices: OfficeMissedChecks[] } {
  const checksByDay = new Map<string, DayCheck[]>();
  for (const check of checks) checksByDay.set(check.date, [...(checksByDay.get(check.date) ?? []), check]);
  const offByDay = new Map<string, Set<string>>();
  for (const { driverId, date } of daysOff) offByDay.set(date, (offByDay.get(date) ?? new Set()).add(driverId));

  const drivers = new Map<string, DriverMissedChecks>();
  const offices = new Map<string | null, { missedDays: number; drivers: Set<string> }>();
  for (const date of days) {
    const board = checkBoard(driversOn(roster, date, office), checksByDay.get(date) ?? [], offByDay.get(date) ?? new Set());
    for (const { driver, checkTypes } of missingChecks(board)) {
      const { driverId, lastName, firstName, officeId } = driver;
      const known = drivers.get(driverId);
      drivers.set(driverId, { driverId, lastName, firstName, officeId, days: [...(known?.days ?? []), { date, checkTypes }] });
      const sum = offices.get(officeId) ?? { missedDays: 0, drivers: new Set<string>() };
      sum.missedDays += 1;
      sum.drivers.add(driverId);
      offices.set(officeId, sum);
    }
  }
  return {
    drivers: [...drivers.values()].sort(byDriverName),
    offices: [...offices].map(([officeId, sum]) => ({ officeId, missedDays: sum.missedDays, drivers: sum.drivers.size })),
  };
}
