import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConfirmationStatusName } from '@fleetcheck/contracts';
import type { CheckTiming, LocationMissingReason } from '../../machines/driver-check/checkDraft';
import { errorDescriptor } from '../../i18n/errorMessages';

export const timingLabels: Record<CheckTiming, MessageDescriptor> = {
  before_driving: msg`Before driving`,
  after_driving: msg`After driving`,
};

export const locationMissingLabels: Record<LocationMissingReason, MessageDescriptor> = {
  denied: msg`Location not shared (declined)`,
  unavailable: msg`Location not available on this phone`,
  timeout: msg`The location took too long to find`,
};

export const confirmationLabels: Record<ConfirmationStatusName, MessageDescriptor> = {
  awaiting: msg`Awaiting confirmation`,
  confirmed: msg`Confirmed`,
  returned: msg`Returned by a manager`,
};

const driverErrors: Record<string, MessageDescriptor> = {
  'Errors.ReadingOutOfRange': msg`Enter the reading in mg/l, from 0 to 10, with at most 3 decimals (e.g. 0.00).`,
};

/** The driver app's message for an error key: its own keys, then the contracts' error keys. */
export const driverErrorDescriptor = (key: string | undefined): MessageDescriptor =>
  (key !== undefined ? driverErrors[key] : undefined) ?? errorDescriptor(key);

/** Dates and times the driver sees are Japan time. */
export function japanDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A time of day in Japan (HH:mm). */
export function japanTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
