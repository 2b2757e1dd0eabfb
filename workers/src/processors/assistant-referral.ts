import type { EventOf, PositiveResultReferred } from '@fleetcheck/contracts';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { alertDriver, notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';

type Referred = EventOf<typeof PositiveResultReferred>['data'];

/**
 * A positive result a 補助者 confirmed raises POSITIVE_CONFIRMED_BY_ASSISTANT (alert) once per record, naming the
 * driver's office as the referral carries it (their office when referred: a driver who moved office since is still
 * referred to the office whose queue showed it); its mails to that office's 安全運転管理者 follow from that event
 * (issue 35 item 4). A referral written before it carried the office (or one of a driver with none) names the office
 * the driver belonged to when referred, as the driver roster read model keeps it (history, not the driver's office
 * now); only when no office is found there does it go to every 安全運転管理者 (domain's safeDrivingManagersFor).
 */
export async function processAssistantReferral(deps: ProcessorDeps, referred: Referred, cause: Cause): Promise<void> {
  const [driver, officeId] = await Promise.all([
    deps.directory.driver(referred.driverId),
    referred.officeId ?? deps.directory.driverOfficeAt(referred.driverId, referred.referredAt),
  ]);
  const draft = notificationDraft(
    {
      notificationId: notificationIdFor('POSITIVE_CONFIRMED_BY_ASSISTANT', referred.testResultId),
      companyId: referred.companyId,
      type: 'POSITIVE_CONFIRMED_BY_ASSISTANT',
      level: 'alert',
    },
    {
      driver: alertDriver(driver),
      testResult: referred.resultMgL,
      testResultId: referred.testResultId,
      referral: { assistant: referred.assistant, officeId },
    },
  );
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}
