import {
  DeviceAssignedToCompany,
  DeviceDeregistered,
  DeviceDetailsChanged,
  DeviceRegistered,
  DeviceUnassignedFromCompany,
  DeviceSecretRotated,
} from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { registryDevicesCollection } from '@fleetcheck/contracts';

export const deviceRegistryProjection = defineProjection({
  name: 'device_registry',
  collections: [registryDevicesCollection],
  handlers: [
    on(DeviceRegistered, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx
        .collection(registryDevicesCollection)
        .upsert(
          { _id: data.deviceId, companyId: data.companyId, ...data.details, createdAt: at, updatedAt: at, version: Number(event.revision) },
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
    on(DeviceSecretRotated, (data, event, tx) => followRevision(tx, registryDevicesCollection, data.deviceId, event)),
  ],
});
