import type { DeviceAlertReason, EventOf, TestResultRecorded } from '@fleetcheck/contracts';
import { sensorLimitOf } from '../config';
import { DAY_MS } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { raiseNotification, type Cause, type NotificationDraft } from '../notifications/raise-notification';

type Recorded = EventOf<typeof TestResultRecorded>['data'];

/**
 * Counts the device's tests on its current sensor as of this event and raises, once per sensor,
 * DEVICE_USAGE_NEAR (warning) and DEVICE_USAGE_EXCEEDED (alert) against the model's limit (tests or days,
 * whichever comes first), and DEVICE_MAINTENANCE_REQUIRED once per overdue calibration period (the model's
 * check interval since the last calibration or new sensor, or since first use).
 */
export async function processDeviceUsage(deps: ProcessorDeps, test: Recorded, position: bigint, cause: Cause): Promise<void> {
  const device = test.device;
  if (!device) return;
  const limit = sensorLimitOf(deps.config, device.model);
  const usage = await deps.directory.deviceUsage(device.deviceId, position);
  const testedAt = new Date(test.testedAt);
  const daysOnSensor = usage.sensorStartedAt ? (testedAt.getTime() - usage.sensorStartedAt.getTime()) / DAY_MS : 0;
  const share = Math.max(usage.testsOnSensor / limit.maxTests, daysOnSensor / limit.maxDays);

  const base = (
    type: NotificationDraft['type'],
    level: NotificationDraft['level'],
    reason: DeviceAlertReason,
    ...period: string[]
  ): NotificationDraft => ({
    notificationId: notificationIdFor(type, device.deviceId, ...period),
    companyId: test.companyId,
    type,
    level,
    driver: null,
    car: null,
    device: { serialNo: device.serialNo, totalUsed: usage.testsOnSensor, deviceId: device.deviceId, reason },
    testResult: null,
    testResultId: test.testResultId,
    missingCheck: null,
  });
  const now = deps.clock.now();

  if (share >= 1) await raiseNotification(deps.store, base('DEVICE_USAGE_EXCEEDED', 'alert', 'sensor_life', usage.sensorKey), cause, now);
  else if (share >= deps.config.usageWarningRatio) {
    await raiseNotification(deps.store, base('DEVICE_USAGE_NEAR', 'warning', 'sensor_life', usage.sensorKey), cause, now);
  }

  const checkedSince = usage.lastCheckedAt ?? usage.sensorStartedAt;
  if (checkedSince && testedAt.getTime() - checkedSince.getTime() > limit.checkIntervalDays * DAY_MS) {
    // The period is the check it is overdue from: a new check starts a new period (and a new notification).
    await raiseNotification(
      deps.store,
      base('DEVICE_MAINTENANCE_REQUIRED', 'warning', 'calibration', checkedSince.toISOString()),
      cause,
      now,
    );
  }
}
