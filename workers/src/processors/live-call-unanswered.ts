import { testResultStream, type EventOf, type LiveCallEnded } from '@fleetcheck/contracts';
import { liveConfirmationAggregate } from '@fleetcheck/domain/live-confirmation/decider';
import { loadStream } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';

/**
 * A call nobody answered (ended 'unanswered', whoever ended it: the API at its time, the minute job, or the driver
 * hanging up late) alerts the managers: LIVE_CALL_UNANSWERED on the dashboard, naming the driver and the time they
 * called, and mail to the managers of the driver's office (notification-mail). One alert per call, whatever repeats.
 */
export async function processUnansweredCall(
  deps: ProcessorDeps,
  ended: EventOf<typeof LiveCallEnded>['data'],
  cause: Cause,
): Promise<void> {
  if (ended.reason !== 'unanswered') return;
  const { state } = await loadStream(deps.store, testResultStream(ended.testResultId), liveConfirmationAggregate);
  const call = state.status === 'Recorded' ? state.calls.find((c) => c.callId === ended.callId) : undefined;
  if (!call) return;
  // The driver as the directory names them now; a driver deleted since keeps the name they called with.
  const known = await deps.directory.driver(call.driver.driverId);
  const driver = known
    ? { lastName: known.lastName, firstName: known.firstName, expirationDate: null }
    : { lastName: call.driver.name, firstName: '', expirationDate: null };
  const draft = notificationDraft(
    {
      notificationId: notificationIdFor('LIVE_CALL_UNANSWERED', ended.callId),
      companyId: ended.companyId,
      type: 'LIVE_CALL_UNANSWERED',
      level: 'warning',
    },
    {
      driver,
      testResultId: ended.testResultId,
      liveCall: { callId: ended.callId, requestedAt: call.requestedAt, endedAt: ended.endedAt, officeId: call.officeId },
    },
  );
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}
