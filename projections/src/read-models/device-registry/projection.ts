import {
  DetectorMaintained,
  TestResultRecorded,
  DeviceAssignedToCompany,
  DeviceDeregistered,
  DeviceDetailsChanged,
  DeviceRegistered,
  DeviceUnassignedFromCompany,
  DeviceSecretRotated,
} from '@fleetcheck/contracts';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { startsNewSensor, testsOnSensorAfter } from '@fleetcheck/domain/detector-maintenance/sensor-usage';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { registryDevicesCollection } from '@fleetcheck/contracts';

export const deviceRegistryProjection = defineProjection({
  name: 'device_registry',
  collections: [registryDevicesCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      registryDevicesCollection,
      dataOf(TestResultRecorded, events).flatMap((test) => (test.device ? [test.device.deviceId] : [])),
    ),
  handlers: [
    on(DeviceRegistered, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(registryDevicesCollection).upsert(
        {
          _id: data.deviceId,
          companyId: data.companyId,
          ...data.details,
          totalUsed: 0,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(DeviceDetailsChanged, async (data, event, tx) => {
      await tx
        .collection(registryDevicesCollection)
        .patch(data.deviceId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(DeviceAssignedToCompany, async (data, event, tx) => {
      await tx
        .collection(registryDevicesCollection)
        .patch(data.deviceId, { companyId: data.companyId, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(DeviceUnassignedFromCompany, async (data, event, tx) => {
      await tx
        .collection(registryDevicesCollection)
        .patch(data.deviceId, { companyId: null, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(DeviceDeregistered, async (data, event, tx) => {
      await tx.collection(registryDevicesCollection).delete(data.deviceId, guard(event));
    }),
    // Tests on the current sensor, as the company's own list counts them: a new sensor starts again from 0.
    on(TestResultRecorded, async (data, event, tx) => {
      if (!data.device) return;
      const devices = tx.collection(registryDevicesCollection);
      const device = await devices.findById(data.device.deviceId);
      if (device) await devices.patch(device._id, { totalUsed: (device.totalUsed ?? 0) + 1 }, guard(event));
    }),
    on(DetectorMaintained, async (data, event, tx) => {
      if (!startsNewSensor(data)) return;
      const devices = tx.collection(registryDevicesCollection);
      const device = await devices.findById(data.deviceId);
      if (device) await devices.patch(data.deviceId, { totalUsed: testsOnSensorAfter(device.totalUsed ?? 0, data) }, guard(event));
    }),
    on(DeviceSecretRotated, (data, event, tx) => followRevision(tx, registryDevicesCollection, data.deviceId, event)),
  ],
});
