import type { CheckType, LocationMissingReason } from '@fleetcheck/contracts';

export type { LocationMissingReason };
/** Before or after driving. */
export type CheckTiming = CheckType;

// What the driver states in the check screen (issue 34 item 2), before it is queued and sent.

export interface CheckLocation {
  readonly latitude: number;
  readonly longitude: number;
  readonly accuracy: number;
}

export interface CheckDetails {
  readonly timing: CheckTiming;
  /** The car driven, or null with the reason when there is none. */
  readonly vehicle: string | null;
  readonly noVehicleReason: string;
  readonly detector: string;
  /** As typed, in mg/l. */
  readonly reading: string;
}

export interface CheckDraft extends CheckDetails {
  readonly displayPhoto: Blob;
  readonly facePhoto: Blob;
  readonly location: CheckLocation | null;
  readonly locationMissingReason: LocationMissingReason | null;
}

/** The highest reading accepted (mg/l), as POST /driver-app/checks and a check typed in by hand accept it. */
export const READING_MAX_MG_L = 10;
const READING_PATTERN = /^\d{1,2}(\.\d{1,3})?$/;

export type DetailsField = 'vehicle' | 'noVehicleReason' | 'detector' | 'reading';
export type DetailsErrors = Partial<Record<DetailsField, 'Errors.Required' | 'Errors.ReadingOutOfRange'>>;

/** The reading in mg/l, or undefined when it is not a number from 0 to READING_MAX_MG_L with at most 3 decimals. */
export function parseReading(typed: string): number | undefined {
  const normalized = typed.trim().replace(',', '.');
  if (!READING_PATTERN.test(normalized)) return undefined;
  const value = Number(normalized);
  return value >= 0 && value <= READING_MAX_MG_L ? value : undefined;
}

export function detailsErrors(details: CheckDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  if (details.vehicle === null && details.noVehicleReason.trim() === '') errors.noVehicleReason = 'Errors.Required';
  if (details.detector === '') errors.detector = 'Errors.Required';
  if (details.reading.trim() === '') errors.reading = 'Errors.Required';
  else if (parseReading(details.reading) === undefined) errors.reading = 'Errors.ReadingOutOfRange';
  return errors;
}
