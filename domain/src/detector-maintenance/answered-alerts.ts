import type { DetectorMaintenance, DetectorMaintenanceKind, DeviceAlertReason, NotificationType } from '@fleetcheck/contracts';

/** What each maintenance answers; an alert without a reason (raised before reasons were kept) by any check. */
const answers: Readonly<
  Record<DetectorMaintenanceKind, { maintenance: readonly (DeviceAlertReason | null)[]; usage: readonly (DeviceAlertReason | null)[] }>
> = {
  daily_check: { maintenance: ['daily_check', 'idle', 'check_failed'], usage: [] },
  weekly_check: { maintenance: ['daily_check', 'weekly_check', 'idle', 'check_failed'], usage: [] },
  calibration: { maintenance: ['calibration', 'check_failed', null], usage: [] },
  sensor_replaced: { maintenance: ['calibration', 'check_failed', null], usage: ['sensor_life', null] },
  usage_limit_set: { maintenance: [], usage: ['usage_limit'] },
};

/**
 * Whether a maintenance of a detector answers one of its alerts, which then leaves the dashboard: a check
 * answers an overdue check (a weekly one the daily too), a new sensor the sensor's usage alerts, a new usage
 * limit date the passed one. A check or calibration that failed answers nothing: the detector needs more work.
 */
export function answersAlert(
  maintenance: Pick<DetectorMaintenance, 'kind' | 'outcome'>,
  alert: { type: NotificationType; reason: DeviceAlertReason | null },
): boolean {
  if (maintenance.outcome === 'failed') return false;
  switch (alert.type) {
    case 'DEVICE_MAINTENANCE_REQUIRED':
      return answers[maintenance.kind].maintenance.includes(alert.reason);
    case 'DEVICE_USAGE_NEAR':
    case 'DEVICE_USAGE_EXCEEDED':
      return answers[maintenance.kind].usage.includes(alert.reason);
    default:
      return false;
  }
}

/** The alert types a maintenance may answer (the read side looks only at these). */
export const DEVICE_ALERT_TYPES: readonly NotificationType[] = [
  'DEVICE_MAINTENANCE_REQUIRED',
  'DEVICE_USAGE_NEAR',
  'DEVICE_USAGE_EXCEEDED',
];
