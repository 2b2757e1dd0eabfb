import { PlatformAdminCreated, PlatformAdminLanguageChanged } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { adminsCollection } from '@fleetcheck/contracts';

export const adminsProjection = defineProjection({
  name: 'admins',
  collections: [adminsCollection],
  handlers: [
    on(PlatformAdminCreated, async (data, event, tx) => {
      await tx.collection(adminsCollection).upsert(
        {
          _id: data.adminId,
          companyId: null,
          username: data.username,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          language: data.language,
          createdAt: occurredAt(event),
        },
        guard(event),
      );
    }),
    on(PlatformAdminLanguageChanged, async (data, event, tx) => {
      await tx.collection(adminsCollection).patch(data.adminId, { language: data.language }, guard(event));
    }),
  ],
});
