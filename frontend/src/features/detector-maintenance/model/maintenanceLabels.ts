import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DetectorMaintenanceKind, MaintenanceOutcome } from '@fleetcheck/contracts';

/** What each kind of maintenance is, as the form's select and the log name it. */
export const maintenanceKindLabels: Readonly<Record<DetectorMaintenanceKind, MessageDescriptor>> = {
  daily_check: msg`Daily check (powers on, no damage)`,
  weekly_check: msg`Weekly check (sober reading 0, positive after mouthwash)`,
  sensor_replaced: msg`Sensor replaced`,
  calibration: msg`Calibration`,
  usage_limit_set: msg`Usage limit date set`,
};

/** What the work found, as the form's choice and the log name it. */
export const maintenanceOutcomeLabels: Readonly<Record<MaintenanceOutcome, MessageDescriptor>> = {
  passed: msg`Passed: works as it should`,
  failed: msg`Failed: fault found, take it out of service`,
};
