import {
  CompanyDeleted,
  CompanyDetailsUpdated,
  CompanyEmailVerified,
  CompanyRegistered,
  DeviceAssignedToCompany,
  DeviceDeregistered,
  DeviceRegistered,
  DeviceUnassignedFromCompany,
  ManagerCreated,
  ManagerUpdated,
  CompanyEmailVerificationRequested,
} from '@fleetcheck/contracts';
import type { ReadStoreTransaction } from '@fleetcheck/platform';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard, type ProjectedEvent } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { companiesCollection, companyDeviceAssignmentsCollection, companyOwnersCollection } from '@fleetcheck/contracts';

const managerFields = (p: { lastName: string; firstName: string }) => ({
  managerLastName: p.lastName,
  managerFirstName: p.firstName,
  managerName: `${p.lastName} ${p.firstName}`.trim(),
});

async function recountDevices(tx: ReadStoreTransaction, companyId: string, event: ProjectedEvent) {
  const deviceTotal = await tx.collection(companyDeviceAssignmentsCollection).count({ filter: { companyId } });
  await tx.collection(companiesCollection).patch(companyId, { deviceTotal }, guard(event));
}

async function assign(tx: ReadStoreTransaction, deviceId: string, companyId: string | null, event: ProjectedEvent) {
  const assignments = tx.collection(companyDeviceAssignmentsCollection);
  const previous = await assignments.findById(deviceId);
  if (companyId) await assignments.upsert({ _id: deviceId, companyId }, guard(event));
  else await assignments.delete(deviceId, guard(event));
  if (previous && previous.companyId !== companyId) await recountDevices(tx, previous.companyId, event);
  if (companyId) await recountDevices(tx, companyId, event);
}

export const companiesProjection = defineProjection({
  name: 'companies',
  collections: [companiesCollection, companyDeviceAssignmentsCollection, companyOwnersCollection],
  handlers: [
    on(CompanyRegistered, async (data, event, tx) => {
      const deviceTotal = await tx.collection(companyDeviceAssignmentsCollection).count({ filter: { companyId: data.companyId } });
      // A signed-up company's owner was created just before it.
      const owner = await tx.collection(companyOwnersCollection).findById(data.companyId);
      await tx.collection(companiesCollection).upsert(
        {
          _id: data.companyId,
          companyId: data.companyId,
          ...data.details,
          emailVerified: data.emailVerified,
          managerId: owner?.managerId ?? null,
          managerName: owner?.managerName ?? null,
          managerLastName: owner?.managerLastName ?? '',
          managerFirstName: owner?.managerFirstName ?? '',
          deviceTotal,
          createdAt: data.registeredAt,
          updatedAt: data.registeredAt,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(CompanyEmailVerified, async (data, event, tx) => {
      await tx
        .collection(companiesCollection)
        .patch(data.companyId, { emailVerified: true, version: Number(event.revision) }, guard(event));
    }),
    on(CompanyDetailsUpdated, async (data, event, tx) => {
      await tx
        .collection(companiesCollection)
        .patch(data.companyId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(CompanyDeleted, async (data, event, tx) => {
      await tx.collection(companiesCollection).delete(data.companyId, guard(event));
    }),
    on(ManagerCreated, async (data, event, tx) => {
      if (data.userType !== 2) return;
      const owner = { managerId: data.managerId, ...managerFields(data.profile) };
      await tx.collection(companyOwnersCollection).upsert({ _id: data.companyId, ...owner }, guard(event));
      await tx.collection(companiesCollection).patch(data.companyId, owner, guard(event));
    }),
    on(ManagerUpdated, async (data, event, tx) => {
      if (data.changes.lastName === undefined && data.changes.firstName === undefined) return;
      const companies = tx.collection(companiesCollection);
      const company = await companies.findById(data.companyId);
      if (!company || company.managerId !== data.managerId) return;
      const names = {
        lastName: data.changes.lastName ?? company.managerLastName,
        firstName: data.changes.firstName ?? company.managerFirstName,
      };
      await companies.patch(data.companyId, { ...managerFields(names), managerId: data.managerId }, guard(event));
      await tx
        .collection(companyOwnersCollection)
        .upsert({ _id: data.companyId, managerId: data.managerId, ...managerFields(names) }, guard(event));
    }),
    on(DeviceRegistered, (data, event, tx) => assign(tx, data.deviceId, data.companyId, event)),
    on(DeviceAssignedToCompany, (data, event, tx) => assign(tx, data.deviceId, data.companyId, event)),
    on(DeviceUnassignedFromCompany, (data, event, tx) => assign(tx, data.deviceId, null, event)),
    on(DeviceDeregistered, (data, event, tx) => assign(tx, data.deviceId, null, event)),
    on(CompanyEmailVerificationRequested, (data, event, tx) => followRevision(tx, companiesCollection, data.companyId, event)),
  ],
});
