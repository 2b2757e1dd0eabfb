import type { DeviceAlertReason, NotificationType } from '@fleetcheck/contracts';
import { DAY_MS } from '../calendar/business-day';

/** Sensor life of a detector model: whichever limit comes first ends it (JVC's CAX-AD300: a year or 10,000 tests). */
export interface SensorLimit {
  maxTests: number;
  maxDays: number;
  /** The maker's periodic check (calibration) is due this many days after the last one, or the sensor's first use. */
  checkIntervalDays: number;
}

/** How far a detector's current sensor has come. */
export interface SensorUse {
  /** Tests on the current sensor. */
  testsOnSensor: number;
  /** Identifies the current sensor (the replacement that started it, or 'initial'): one alert per sensor. */
  sensorKey: string;
  /** First test on the current sensor: its life starts with use. */
  sensorStartedAt: Date | undefined;
  /** Last calibration or sensor replacement; undefined when never done. */
  lastCheckedAt: Date | undefined;
}

/** An alert about the sensor, with the period it belongs to (the same period never raises twice). */
export interface SensorDue {
  type: Extract<NotificationType, 'DEVICE_USAGE_NEAR' | 'DEVICE_USAGE_EXCEEDED' | 'DEVICE_MAINTENANCE_REQUIRED'>;
  level: 'alert' | 'warning';
  reason: Extract<DeviceAlertReason, 'sensor_life' | 'calibration'>;
  /** The sensor for its life; the check it is overdue from (ISO) for a calibration. */
  period: string;
}

/**
 * What a detector's sensor is due for at `at` (a test's time, or the daily scan's clock): its life used up
 * (tests or days, whichever share is larger) raises EXCEEDED, from `warningRatio` of it NEAR; a calibration
 * when the last one (or the sensor's first use) is more than the model's interval ago. The test monitor and the
 * daily scan both ask here, so an idle detector is flagged the day its sensor's year ends, under the same ids.
 */
export function sensorDueAt(at: Date, use: SensorUse, limit: SensorLimit, warningRatio: number): SensorDue[] {
  const due: SensorDue[] = [];
  const daysOnSensor = use.sensorStartedAt ? (at.getTime() - use.sensorStartedAt.getTime()) / DAY_MS : 0;
  const share = Math.max(use.testsOnSensor / limit.maxTests, daysOnSensor / limit.maxDays);
  if (share >= 1) due.push({ type: 'DEVICE_USAGE_EXCEEDED', level: 'alert', reason: 'sensor_life', period: use.sensorKey });
  else if (share >= warningRatio) due.push({ type: 'DEVICE_USAGE_NEAR', level: 'warning', reason: 'sensor_life', period: use.sensorKey });
  const checkedSince = use.lastCheckedAt ?? use.sensorStartedAt;
  if (checkedSince && at.getTime() - checkedSince.getTime() > limit.checkIntervalDays * DAY_MS) {
    // The period is the check it is overdue from: a new check starts a new period (and a new notification).
    due.push({ type: 'DEVICE_MAINTENANCE_REQUIRED', level: 'warning', reason: 'calibration', period: checkedSince.toISOString() });
  }
  return due;
}
