import { DEFAULT_OFFICE_CUTOFF, DEFAULT_OFFICE_START_TIME, type OfficeDetails } from '@fleetcheck/contracts';
import { DomainError } from '../shared/domain-error';

/** Minutes since midnight of a wall-clock 'HH:mm'. */
const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * An office's day must leave room for the driver reminder (issue 34 item 5): the reminder falls due at the start
 * time plus `marginMinutes` (DRIVER_REMINDER_MARGIN_MINUTES) and stops at the cut-off, so a cut-off at or before
 * that instant would let no reminder come before the managers' missed-check alert. Empty times are the defaults
 * the office form names (DEFAULT_OFFICE_START_TIME, DEFAULT_OFFICE_CUTOFF); both are the same Japan day.
 */
export function assertRoomForReminder(details: Pick<OfficeDetails, 'startTime' | 'cutoff'>, marginMinutes: number): void {
  const start = minutesOf(details.startTime || DEFAULT_OFFICE_START_TIME);
  const cutoff = minutesOf(details.cutoff || DEFAULT_OFFICE_CUTOFF);
  if (cutoff <= start + marginMinutes) throw new DomainError('Errors.Invalid', [{ path: 'cutoff', key: 'Errors.CutoffBeforeReminder' }]);
}
