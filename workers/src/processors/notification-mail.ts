import type { EventOf, NotificationRaised } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import { alcoholAlertMail } from '../mail/alcohol-alert-mail';
import { paymentFailedMail } from '../mail/payment-failed-mail';

type Raised = EventOf<typeof NotificationRaised>['data'];

/** BullMQ refuses ':' in custom job ids. */
export const mailJobId = (notificationId: string, managerId: string): string => `mail.${notificationId}.${managerId}`;

/**
 * Fans an ALCOHOL_TEST_FAILED (or SUBSCRIPTION_PAYMENT_FAILED) notification out to one mail job per manager of the company. Mail job ids are
 * (notification, manager), so a redelivered NotificationRaised queues no second mail. The time shown is the
 * raise time, moments after the test.
 */
export async function queueNotificationMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  if (notification.type !== 'ALCOHOL_TEST_FAILED' && notification.type !== 'SUBSCRIPTION_PAYMENT_FAILED') return;
  const managers = await deps.directory.managersOf(notification.companyId);
  if (managers.length === 0) return;
  const mail =
    notification.type === 'SUBSCRIPTION_PAYMENT_FAILED'
      ? paymentFailedMail()
      : alcoholAlertMail({
          driverName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}` : '-',
          carNumber: notification.car?.number ?? null,
          resultMgL: notification.testResult ?? 0,
          localTestedAt: businessDateTime(notification.raisedAt, deps.config.timeZone).dateTime,
        });
  for (const manager of managers) {
    await deps.mailQueue.add(
      'NotificationMail',
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}
