import {
  CompanyDeviceAdded,
  CompanyDeviceRemoved,
  CompanyDeviceUpdated,
  DetectorMaintained,
  TestResultRecorded,
} from '@fleetcheck/contracts';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { startsNewSensor, testsOnSensorAfter } from '@fleetcheck/domain/detector-maintenance/sensor-usage';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { companyDevicesCollection } from '@fleetcheck/contracts';

export const companyDevicesProjection = defineProjection({
  name: 'company_devices',
  collections: [companyDevicesCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      companyDevicesCollection,
      dataOf(TestResultRecorded, events).flatMap((test) => (test.device ? [test.device.deviceId] : [])),
    ),
  handlers: [
    on(CompanyDeviceAdded, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(companyDevicesCollection).upsert(
        {
          _id: data.deviceId,
          id: data.deviceId,
          companyId: data.companyId,
          company: data.companyId,
          ...data.details,
          totalUsed: 0,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(CompanyDeviceUpdated, async (data, event, tx) => {
      await tx
        .collection(companyDevicesCollection)
        .patch(data.deviceId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(CompanyDeviceRemoved, async (data, event, tx) => {
      await tx.collection(companyDevicesCollection).delete(data.deviceId, guard(event));
    }),
    on(TestResultRecorded, async (data, event, tx) => {
      if (!data.device) return;
      const devices = tx.collection(companyDevicesCollection);
      const device = await devices.findById(data.device.deviceId);
      if (device) await devices.patch(device._id, { totalUsed: device.totalUsed + 1 }, guard(event));
    }),
    on(DetectorMaintained, async (data, event, tx) => {
      if (!startsNewSensor(data)) return;
      const devices = tx.collection(companyDevicesCollection);
      const device = await devices.findById(data.deviceId);
      if (device) await devices.patch(data.deviceId, { totalUsed: testsOnSensorAfter(device.totalUsed, data) }, guard(event));
    }),
  ],
});
