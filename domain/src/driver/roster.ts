import type { DriverRosterDocument } from '@fleetcheck/contracts';
import { businessDayEnd, businessDayStart } from '../calendar/business-day';
import type { BoardDriver } from '../test-result/check-board';

export type RosterEntry = Pick<DriverRosterDocument, '_id' | 'createdAt' | 'deletedAt' | 'versions'>;

const at = (instant: string): number => Date.parse(instant);

/** The driver's name and office in force at `time` (ms); the first version for a moment before it (clocks differ a little). */
const versionAt = (entry: Pick<RosterEntry, 'versions'>, time: number) =>
  entry.versions.findLast((candidate) => at(candidate.since) <= time) ?? entry.versions[0];

/**
 * The office a driver belonged to at `instant` (a deleted driver's too: the roster keeps them); null when they had none.
 * A referral written before it named the driver's office is sent to that office's managers by it (issue 35 item 4).
 */
export function officeAt(entry: Pick<RosterEntry, 'versions'>, instant: string): string | null {
  return versionAt(entry, at(instant))?.officeId ?? null;
}

/**
 * The drivers of a business day (Japan time), as its board shows them: registered by the day's end and not
 * deleted before it began (a driver deleted later, or during the day, stays on that day's board), each named and
 * placed in the office they had at the day's end (or when deleted, if earlier). `office` keeps that office's.
 */
export function driversOn(roster: readonly RosterEntry[], date: string, office?: string): BoardDriver[] {
  const start = at(businessDayStart(date));
  const end = at(businessDayEnd(date));
  const drivers: BoardDriver[] = [];
  for (const entry of roster) {
    if (at(entry.createdAt) > end) continue;
    if (entry.deletedAt !== null && at(entry.deletedAt) < start) continue;
    const asOf = entry.deletedAt === null ? end : Math.min(end, at(entry.deletedAt));
    const version = versionAt(entry, asOf);
    if (!version) continue;
    if (office !== undefined && version.officeId !== office) continue;
    drivers.push({ driverId: entry._id, lastName: version.lastName, firstName: version.firstName, officeId: version.officeId });
  }
  return drivers;
}
