import { DriverCreated, DriverDeleted, DriverUpdated, driverRosterCollection } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

/**
 * Every driver a company has had, with their name and office over time and when they were deleted: the check
 * board of a past day and the month's missed checks (domain/driver/roster) keep a driver deleted since.
 */
export const driverRosterProjection = defineProjection({
  name: 'driver_roster',
  collections: [driverRosterCollection],
  handlers: [
    on(DriverCreated, async (data, event, tx) => {
      const at = occurredAt(event);
      const { lastName, firstName, officeId } = data.profile;
      await tx.collection(driverRosterCollection).upsert(
        {
          _id: data.driverId,
          companyId: data.companyId,
          createdAt: at,
          deletedAt: null,
          versions: [{ since: at, lastName, firstName, officeId }],
        },
        guard(event),
      );
    }),
    on(DriverUpdated, async (data, event, tx) => {
      const { lastName, firstName, officeId } = data.changes;
      if (lastName === undefined && firstName === undefined && officeId === undefined) return;
      const roster = tx.collection(driverRosterCollection);
      const entry = await roster.findById(data.driverId);
      const last = entry?.versions.at(-1);
      if (!entry || !last) return;
      const next = {
        since: occurredAt(event),
        lastName: lastName ?? last.lastName,
        firstName: firstName ?? last.firstName,
        officeId: officeId === undefined ? last.officeId : officeId,
      };
      await roster.patch(data.driverId, { versions: [...entry.versions, next] }, guard(event));
    }),
    on(DriverDeleted, async (data, event, tx) => {
      await tx.collection(driverRosterCollection).patch(data.driverId, { deletedAt: occurredAt(event) }, guard(event));
    }),
  ],
});
