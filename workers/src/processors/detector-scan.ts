import type { DeviceAlertReason, NotificationType } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { dueOn, type Due } from '@fleetcheck/domain/detector-maintenance/due';
import { sensorDueAt } from '@fleetcheck/domain/detector-maintenance/sensor-life';
import { sensorLimitOf } from '../config';
import type { ProcessorDeps } from '../deps';
import type { DetectorSummary } from '../fleet/fleet-directory';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification } from '../notifications/raise-notification';
import { endSensorLifeIfDue } from './end-sensor-life';

export interface DetectorScanResult {
  raised: number;
  alreadyRaised: number;
}

/** An overdue check or a silent detector asks for maintenance; a passed usage limit date is the limit exceeded. */
const alertOf = (due: Due): { type: NotificationType; level: 'alert' | 'warning' } => {
  if (due.reason === 'usage_limit') return { type: 'DEVICE_USAGE_EXCEEDED', level: 'alert' };
  // Out of service: an alert, not a reminder.
  if (due.reason === 'check_failed') return { type: 'DEVICE_MAINTENANCE_REQUIRED', level: 'alert' };
  return { type: 'DEVICE_MAINTENANCE_REQUIRED', level: 'warning' };
};

/**
 * The daily pass over every company's detectors, whether or not they send tests: overdue daily and weekly
 * checks, detectors silent for days and passed usage limit dates (domain/detector-maintenance/due), and a
 * sensor whose life (its model's days) ends or whose calibration falls due while it sends nothing
 * (domain/detector-maintenance/sensor-life) raise their alert to the company's managers. Each is raised once
 * per period (the check, day or sensor it counts from), under the ids the test monitor uses too, so a detector
 * left overdue is not raised again every day, and a new check or sensor starts a new period.
 */
export async function runDetectorScan(deps: ProcessorDeps, runId: string, today?: string): Promise<DetectorScanResult> {
  const day = today ?? businessDay(deps.clock.now(), deps.config.timeZone);
  const cause = { causationId: null, correlationId: runId };
  const result: DetectorScanResult = { raised: 0, alreadyRaised: 0 };
  for (const detector of await deps.directory.allDetectors()) {
    const [upkeep, usage] = await Promise.all([
      deps.directory.detectorUpkeep(detector.deviceId),
      deps.directory.detectorUsage(detector.deviceId),
    ]);
    const use = { inServiceSince: detector.inServiceSince, lastTestAt: usage.lastTestAt?.toISOString() };
    const upkeepDue = dueOn(day, upkeep, use, deps.config.upkeepPolicy).map((due) => {
      const alert = alertOf(due);
      return { ...alert, reason: due.reason, notificationId: notificationIdFor(alert.type, detector.deviceId, due.reason, due.since) };
    });
    const sensorDues = sensorDueAt(deps.clock.now(), usage, sensorLimitOf(deps.config, detector.model), deps.config.usageWarningRatio);
    const used = { deviceId: detector.deviceId, companyId: detector.companyId, testsOnSensor: usage.testsOnSensor };
    await endSensorLifeIfDue(deps.store, sensorDues, used, deps.clock.now(), cause);
    const sensorDue = sensorDues.map((due) => ({ ...due, notificationId: notificationIdFor(due.type, detector.deviceId, due.period) }));
    for (const alert of [...upkeepDue, ...sensorDue]) {
      const outcome = await raiseNotification(deps.store, draftOf(detector, alert, usage.testsOnSensor), cause, deps.clock.now());
      if (outcome === 'raised') result.raised += 1;
      else result.alreadyRaised += 1;
    }
  }
  return result;
}

interface ScanAlert {
  notificationId: string;
  type: NotificationType;
  level: 'alert' | 'warning';
  reason: DeviceAlertReason;
}

function draftOf(detector: DetectorSummary, { notificationId, type, level, reason }: ScanAlert, totalUsed: number) {
  return notificationDraft(
    { notificationId, companyId: detector.companyId, type, level },
    { device: { serialNo: detector.serialNo, totalUsed, deviceId: detector.deviceId, reason } },
  );
}
