import { DetectorMaintained, NotificationDismissed, NotificationRaised, NotificationRead } from '@fleetcheck/contracts';
import { answersAlert, DEVICE_ALERT_TYPES } from '@fleetcheck/domain/detector-maintenance/answered-alerts';
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
          missingCheck: data.missingCheck,
          liveCall: data.liveCall ?? null,
          createdAt: data.raisedAt,
          readBy: [],
          dismissed: false,
          deviceId: data.device?.deviceId ?? null,
          answeredBy: null,
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
    // A maintenance answers the detector's open alerts it resolves (an overdue check, a worn sensor): they leave
    // the dashboard as a dismissed one does, and keep the entry that answered them.
    on(DetectorMaintained, async (data, event, tx) => {
      const notifications = tx.collection(notificationsCollection);
      const open = await notifications.findMany({
        filter: { deviceId: data.deviceId, companyId: data.companyId, dismissed: false, type: { in: [...DEVICE_ALERT_TYPES] } },
      });
      for (const alert of open) {
        if (!answersAlert(data, { type: alert.type, reason: alert.device?.reason ?? null })) continue;
        await notifications.patch(alert._id, { dismissed: true, answeredBy: event.id }, guard(event));
      }
    }),
  ],
});
