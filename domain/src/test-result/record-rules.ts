import type { TestRecord } from './current-record';

/** A record entered more than this long after its check is a late entry, and says why. */
export const LATE_ENTRY_HOURS = 24;

export const isLateEntry = (testedAt: string, enteredAt: string | null): boolean =>
  enteredAt !== null && Date.parse(enteredAt) - Date.parse(testedAt) > LATE_ENTRY_HOURS * 3_600_000;

type Checked = Pick<
  TestRecord,
  'testedAt' | 'enteredAt' | 'failed' | 'carId' | 'checker' | 'noVehicleReason' | 'instructions' | 'actionTaken' | 'lateEntryReason'
>;

/**
 * The items the law asks for (道路交通法施行規則 第9条の10) that a record lacks, by the path a form names them:
 * a 確認者; a vehicle or why there was none; after a positive result, 指示事項 and what was done (other: in words);
 * the reason of a late entry. A record typed in is refused while any is missing; a detector's upload is kept
 * and listed as incomplete until a manager completes it by a correction.
 */
export function missingItems(record: Checked): string[] {
  const missing: string[] = [];
  if (!record.checker) missing.push('checker');
  if (!record.carId && !record.noVehicleReason) missing.push('noVehicleReason');
  if (record.failed && !record.instructions) missing.push('instructions');
  if (record.failed && !record.actionTaken) missing.push('actionTaken');
  if (record.actionTaken?.kind === 'other_action' && !record.actionTaken.text) missing.push('actionTaken.text');
  if (isLateEntry(record.testedAt, record.enteredAt) && !record.lateEntryReason) missing.push('lateEntryReason');
  return missing;
}

/** The missing item of a driver-app check whose day closed with no live confirmation (issue 35 item 5). */
export const LIVE_CONFIRMATION_ITEM = 'liveConfirmation';

/**
 * What a record lacks as the incomplete list and the record book show it: the law's items (missingItems), and the
 * live confirmation of a driver-app check that its cut-off passed without, until one is recorded.
 */
export function recordGaps(record: Checked, live: { missed: boolean; confirmed: boolean }): string[] {
  const missing = missingItems(record);
  return live.missed && !live.confirmed ? [...missing, LIVE_CONFIRMATION_ITEM] : missing;
}
