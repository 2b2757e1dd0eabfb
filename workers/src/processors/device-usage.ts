import type { EventOf, TestResultRecorded } from '@fleetcheck/contracts';
import { sensorDueAt } from '@fleetcheck/domain/detector-maintenance/sensor-life';
import { sensorLimitOf } from '../config';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';
import { endSensorLifeIfDue } from './end-sensor-life';

type Recorded = EventOf<typeof TestResultRecorded>['data'];

/**
 * Counts the device's tests on its current sensor as of this event and raises what its sensor is due for at the
 * test's time (domain/detector-maintenance/sensor-life): DEVICE_USAGE_NEAR or DEVICE_USAGE_EXCEEDED once per
 * sensor, DEVICE_MAINTENANCE_REQUIRED once per overdue calibration period; a sensor used up also takes the
 * detector out of service. The daily detector scan does the same under the same ids for a detector that sends no test.
 */
export async function processDeviceUsage(deps: ProcessorDeps, test: Recorded, position: bigint, cause: Cause): Promise<void> {
  const device = test.device;
  if (!device) return;
  const usage = await deps.directory.usageAtTest(test.testResultId, position);
  const now = deps.clock.now();
  const dues = sensorDueAt(new Date(test.testedAt), usage, sensorLimitOf(deps.config, device.model), deps.config.usageWarningRatio);
  const used = { deviceId: device.deviceId, companyId: test.companyId, testsOnSensor: usage.testsOnSensor };
  await endSensorLifeIfDue(deps.store, dues, used, new Date(test.testedAt), cause);
  for (const due of dues) {
    const draft = notificationDraft(
      {
        notificationId: notificationIdFor(due.type, device.deviceId, due.period),
        companyId: test.companyId,
        type: due.type,
        level: due.level,
      },
      {
        device: { serialNo: device.serialNo, totalUsed: usage.testsOnSensor, deviceId: device.deviceId, reason: due.reason },
        testResultId: test.testResultId,
      },
    );
    await raiseNotification(deps.store, draft, cause, now);
  }
}
