import {
  DetectorMaintained,
  TestResultRecorded,
  deviceUsageAtTestCollection,
  deviceUsageCollection,
  type DeviceUsageDocument,
} from '@fleetcheck/contracts';
import { startsNewSensor } from '@fleetcheck/domain/detector-maintenance/sensor-usage';
import { applyMaintenance, noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';

const unused = (deviceId: string): DeviceUsageDocument => ({
  _id: deviceId,
  sensorKey: 'initial',
  testsOnSensor: 0,
  sensorStartedAt: null,
  lastCalibratedAt: null,
  lastTestAt: null,
});

/**
 * Each detector's sensor usage in log order (domain/detector-maintenance/sensor-usage): every test counts on
 * the current sensor, a sensor replacement starts a new one at zero, and a calibration or new sensor that
 * passed is the last periodic check (domain/detector-maintenance/upkeep). Each test also keeps the usage as of
 * itself, so the usage alerts of a test are judged the same however late or often it is handled.
 */
export const deviceUsageProjection = defineProjection({
  name: deviceUsageCollection.name,
  collections: [deviceUsageCollection, deviceUsageAtTestCollection],
  prefetch: (events, tx) =>
    tx.prefetch(deviceUsageCollection, [
      ...dataOf(DetectorMaintained, events).map((maintenance) => maintenance.deviceId),
      ...dataOf(TestResultRecorded, events).flatMap((test) => (test.device ? [test.device.deviceId] : [])),
    ]),
  handlers: [
    on(TestResultRecorded, async (data, event, tx) => {
      if (!data.device) return;
      const { deviceId } = data.device;
      const usages = tx.collection(deviceUsageCollection);
      const before = (await usages.findById(deviceId)) ?? unused(deviceId);
      const after: DeviceUsageDocument = {
        ...before,
        testsOnSensor: before.testsOnSensor + 1,
        sensorStartedAt: before.testsOnSensor === 0 ? data.testedAt : before.sensorStartedAt,
        lastTestAt: data.testedAt,
      };
      await usages.upsert(after, guard(event));
      await tx.collection(deviceUsageAtTestCollection).upsert({ ...after, _id: data.testResultId, deviceId }, guard(event));
    }),
    on(DetectorMaintained, async (data, event, tx) => {
      const usages = tx.collection(deviceUsageCollection);
      const before = (await usages.findById(data.deviceId)) ?? unused(data.deviceId);
      const { lastCalibratedAt } = applyMaintenance({ ...noUpkeep, lastCalibratedAt: before.lastCalibratedAt }, data);
      const newSensor = startsNewSensor(data) ? { sensorKey: event.id, testsOnSensor: 0, sensorStartedAt: null } : {};
      await usages.upsert({ ...before, ...newSensor, lastCalibratedAt }, guard(event));
    }),
  ],
});
