import type { DriverRosterDocument } from '@fleetcheck/contracts';
import { businessDayEnd, businessDayStart } from '../calendar/business-day';
import type { BoardDriver } from '../test-result/check-board';

export type RosterEntry = Pick<DriverRosterDocument, '_id' | 'createdAt' | 'deletedAt' | 'versions'>;

const at = (instant: string): number => Date.parse(instant);

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
    const version = entry.versions.findLast((candidate) => at(candidate.since) <= asOf) ?? entry.versions[0];
    if (!version) continue;
    if (office !== undefined && version.officeId !== office) continue;
    drivers.push({ driverId: entry._id, lastName: version.lastName, firstName: version.firstName, officeId: version.officeId });
  }
  return drivers;
}
