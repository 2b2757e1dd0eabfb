import { OfficeCreated, OfficeDeleted, OfficeUpdated, OfficeReferenceAdded, OfficeReferenceRemoved } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { officesCollection } from '@fleetcheck/contracts';

export const officesProjection = defineProjection({
  name: 'offices',
  collections: [officesCollection],
  handlers: [
    on(OfficeCreated, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(officesCollection).upsert(
        {
          _id: data.officeId,
          id: data.officeId,
          companyId: data.companyId,
          company: data.companyId,
          ...data.details,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(OfficeUpdated, async (data, event, tx) => {
      await tx
        .collection(officesCollection)
        .patch(data.officeId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(OfficeDeleted, async (data, event, tx) => {
      await tx.collection(officesCollection).delete(data.officeId, guard(event));
    }),
    on(OfficeReferenceAdded, (data, event, tx) => followRevision(tx, officesCollection, data.officeId, event)),
    on(OfficeReferenceRemoved, (data, event, tx) => followRevision(tx, officesCollection, data.officeId, event)),
  ],
});
