import { DriverCreated, DriverDeleted, DriverInvited, DriverPasswordReset, DriverPasswordSet, DriverUpdated } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { driversCollection } from '@fleetcheck/contracts';

export const driversProjection = defineProjection({
  name: 'drivers',
  collections: [driversCollection],
  handlers: [
    on(DriverCreated, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(driversCollection).upsert(
        {
          _id: data.driverId,
          id: data.driverId,
          companyId: data.companyId,
          company: data.companyId,
          username: data.username,
          ...data.profile,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(DriverUpdated, async (data, event, tx) => {
      await tx
        .collection(driversCollection)
        .patch(data.driverId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(DriverDeleted, async (data, event, tx) => {
      await tx.collection(driversCollection).delete(data.driverId, guard(event));
    }),
    on(DriverPasswordReset, (data, event, tx) => followRevision(tx, driversCollection, data.driverId, event)),
    // The driver app's invitation and the password chosen with it (issue 34) move the stream's revision (the If-Match of an edit).
    on(DriverInvited, (data, event, tx) => followRevision(tx, driversCollection, data.driverId, event)),
    on(DriverPasswordSet, (data, event, tx) => followRevision(tx, driversCollection, data.driverId, event)),
  ],
});
