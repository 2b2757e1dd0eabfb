import { NotificationDismissed, NotificationRaised, NotificationRead } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { notificationsCollection } from '@fleetcheck/contracts';

export const notificationsProjection = defineProjection({
  name: 'notifications',
  collections: [notificationsCollection],
  handlers: [
    on(NotificationRaised, async (data, event, tx) => {
      await tx.collection(notificationsCollection).upsert(
        {
          _id: data.notificationId,
          companyId: data.companyId,
          type: data.type,
          level: data.level,
          driver: data.driver,
          car: data.car,
          device: data.device,
          testResult: data.testResult,
          testResultId: data.testResultId,
          createdAt: data.raisedAt,
          readBy: [],
          dismissed: false,
        },
        guard(event),
      );
    }),
    on(NotificationRead, async (data, event, tx) => {
      const notifications = tx.collection(notificationsCollection);
      const notification = await notifications.findById(data.notificationId);
      if (!notification || notification.readBy.includes(data.userId)) return;
      await notifications.patch(data.notificationId, { readBy: [...notification.readBy, data.userId] }, guard(event));
    }),
    on(NotificationDismissed, async (data, event, tx) => {
      await tx.collection(notificationsCollection).patch(data.notificationId, { dismissed: true }, guard(event));
    }),
  ],
});
