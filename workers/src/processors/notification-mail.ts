import type { EventOf, NotificationRaised } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import { NOTIFICATION_MAIL_JOB } from '../queues';
import { safeDrivingManagersFor } from '@fleetcheck/domain/manager/confirmer';
import { alcoholAlertMail } from '../mail/alcohol-alert-mail';
import { assistantReferralMail } from '../mail/assistant-referral-mail';
import { checkMissingMail } from '../mail/check-missing-mail';
import { detectorAlertMail } from '../mail/detector-alert-mail';
import { liveCallUnansweredMail } from '../mail/live-call-unanswered-mail';
import { paymentFailedMail } from '../mail/payment-failed-mail';
import { invoicePaymentFailedMail } from '../mail/invoice-payment-failed-mail';
import { vehicleInspectionMail } from '../mail/vehicle-inspection-mail';

type Raised = EventOf<typeof NotificationRaised>['data'];

/** BullMQ refuses ':' in custom job ids. */
export const mailJobId = (notificationId: string, recipientId: string): string => `mail.${notificationId}.${recipientId}`;

/** Mailed to every manager of the company. */
const MAILED_TO_ALL_MANAGERS = new Set<Raised['type']>(['ALCOHOL_TEST_FAILED', 'SUBSCRIPTION_PAYMENT_FAILED', 'INVOICE_PAYMENT_FAILED']);
const DETECTOR_ALERTS = new Set<Raised['type']>(['DEVICE_MAINTENANCE_REQUIRED', 'DEVICE_USAGE_NEAR', 'DEVICE_USAGE_EXCEEDED']);

/**
 * A detector the platform rents out is the platform's to keep too: its alerts (on the company's dashboard) are
 * also mailed to every platform admin, who has no dashboard of company alerts. A company's own detector is not.
 */
async function queueRentedDetectorMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  const device = notification.device;
  if (!device?.deviceId) return;
  const companyName = await deps.directory.rentedTo(device.deviceId, notification.companyId);
  if (companyName === undefined) return;
  const mail = detectorAlertMail({
    serialNo: device.serialNo,
    companyName,
    reason: device.reason ?? null,
    localRaisedAt: businessDateTime(notification.raisedAt, deps.config.timeZone).dateTime,
  });
  for (const admin of await deps.directory.platformAdmins()) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: admin.email, ...mail },
      { jobId: mailJobId(notification.notificationId, admin.adminId) },
    );
  }
}

/**
 * Fans an ALCOHOL_TEST_FAILED (or SUBSCRIPTION_PAYMENT_FAILED) notification out to one mail job per manager of the company,
 * and a rented detector's alert to the platform's admins. Mail job ids are (notification, recipient), so a redelivered NotificationRaised queues no second mail. The time shown is the
 * raise time, moments after the test.
 */
/**
 * A missed check goes to the managers who look after the driver's office, and to those who look after the whole
 * company (no office of their own).
 */
async function queueCheckMissingMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  const missing = notification.missingCheck;
  if (!missing) return;
  const mail = checkMissingMail({
    driverName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}` : '-',
    date: missing.date,
    checkTypes: missing.checkTypes,
    unconfirmed: missing.unconfirmed,
  });
  const managers = (await deps.directory.managersOf(notification.companyId)).filter(
    (manager) => manager.officeId === null || manager.officeId === missing.officeId,
  );
  for (const manager of managers) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}

/** A live call nobody answered goes to the managers of the driver's office and those of the whole company. */
async function queueUnansweredCallMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  const call = notification.liveCall;
  if (!call) return;
  const local = (instant: string) => businessDateTime(instant, deps.config.timeZone).dateTime;
  const mail = liveCallUnansweredMail({
    driverName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}`.trim() : '-',
    localRequestedAt: local(call.requestedAt),
    localEndedAt: local(call.endedAt),
  });
  const managers = (await deps.directory.managersOf(notification.companyId)).filter(
    (manager) => manager.officeId === null || manager.officeId === call.officeId,
  );
  for (const manager of managers) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}

/** A fault found by a daily inspection goes to the managers of the vehicle's office and those of the whole company. */
async function queueVehicleInspectionMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  const inspection = notification.vehicleInspection;
  if (!inspection) return;
  const mail = vehicleInspectionMail({
    carNumber: notification.car?.number ?? null,
    inspectorName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}` : null,
    date: inspection.date,
    items: inspection.items,
  });
  const managers = (await deps.directory.managersOf(notification.companyId)).filter(
    (manager) => manager.officeId === null || manager.officeId === inspection.officeId,
  );
  for (const manager of managers) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}

/** A positive result a 補助者 confirmed goes to the 安全運転管理者 of the driver's office (domain's safeDrivingManagersFor). */
async function queueAssistantReferralMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  const referral = notification.referral;
  if (!referral) return;
  const mail = assistantReferralMail({
    driverName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}` : '-',
    assistantName: referral.assistant.name,
    resultMgL: notification.testResult ?? 0,
    localConfirmedAt: businessDateTime(notification.raisedAt, deps.config.timeZone).dateTime,
  });
  const managers = safeDrivingManagersFor(await deps.directory.managersOf(notification.companyId), referral.officeId);
  for (const manager of managers) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}

export async function queueNotificationMails(deps: ProcessorDeps, notification: Raised): Promise<void> {
  if (notification.type === 'POSITIVE_CONFIRMED_BY_ASSISTANT') return queueAssistantReferralMails(deps, notification);
  if (notification.type === 'VEHICLE_INSPECTION_ABNORMAL') return queueVehicleInspectionMails(deps, notification);
  if (DETECTOR_ALERTS.has(notification.type)) return queueRentedDetectorMails(deps, notification);
  if (notification.type === 'CHECK_MISSING') return queueCheckMissingMails(deps, notification);
  if (notification.type === 'LIVE_CALL_UNANSWERED') return queueUnansweredCallMails(deps, notification);
  if (!MAILED_TO_ALL_MANAGERS.has(notification.type)) return;
  const managers = await deps.directory.managersOf(notification.companyId);
  if (managers.length === 0) return;
  const mail =
    notification.type === 'SUBSCRIPTION_PAYMENT_FAILED'
      ? paymentFailedMail()
      : notification.type === 'INVOICE_PAYMENT_FAILED'
        ? invoicePaymentFailedMail()
        : alcoholAlertMail({
            driverName: notification.driver ? `${notification.driver.lastName} ${notification.driver.firstName}` : '-',
            carNumber: notification.car?.number ?? null,
            resultMgL: notification.testResult ?? 0,
            localTestedAt: businessDateTime(notification.raisedAt, deps.config.timeZone).dateTime,
          });
  for (const manager of managers) {
    await deps.mailQueue.add(
      NOTIFICATION_MAIL_JOB,
      { to: manager.email, ...mail },
      { jobId: mailJobId(notification.notificationId, manager.managerId) },
    );
  }
}
