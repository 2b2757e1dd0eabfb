import {
  ManagerCreated,
  ManagerDeleted,
  ManagerLanguageChanged,
  ManagerReportMailsChanged,
  ManagerUpdated,
  ManagerPasswordReset,
  ManagerPasswordResetRequested,
} from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { managersCollection } from '@fleetcheck/contracts';

export const managersProjection = defineProjection({
  name: 'managers',
  collections: [managersCollection],
  handlers: [
    on(ManagerCreated, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(managersCollection).upsert(
        {
          _id: data.managerId,
          id: data.managerId,
          companyId: data.companyId,
          company: data.companyId,
          username: data.username,
          userType: data.userType,
          language: data.language,
          ...data.profile,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(ManagerUpdated, async (data, event, tx) => {
      await tx
        .collection(managersCollection)
        .patch(data.managerId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(ManagerLanguageChanged, async (data, event, tx) => {
      await tx
        .collection(managersCollection)
        .patch(data.managerId, { language: data.language, version: Number(event.revision) }, guard(event));
    }),
    on(ManagerReportMailsChanged, async (data, event, tx) => {
      await tx
        .collection(managersCollection)
        .patch(data.managerId, { reportMails: data.reportMails, version: Number(event.revision) }, guard(event));
    }),
    on(ManagerDeleted, async (data, event, tx) => {
      await tx.collection(managersCollection).delete(data.managerId, guard(event));
    }),
    on(ManagerPasswordReset, (data, event, tx) => followRevision(tx, managersCollection, data.managerId, event)),
    on(ManagerPasswordResetRequested, (data, event, tx) => followRevision(tx, managersCollection, data.managerId, event)),
  ],
});
