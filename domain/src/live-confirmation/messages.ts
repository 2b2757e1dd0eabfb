import type { LiveCallMessage, LiveQueueMessage, LiveQueueReferral, TestResultEvent } from '@fleetcheck/contracts';
import { queuedReferralOf } from './queue';

/** The managers' live queue of a company, and one call's two sides: the relay's channels (issue 35). */
export const queueChannel = (companyId: string): string => `live-queue:${companyId}`;
export const callChannel = (callId: string): string => `live-call:${callId}`;

/** A message for the event streams: the channel it goes on, its SSE event name and its data. */
export interface LiveOutgoing {
  channel: string;
  event: 'queue' | 'call';
  data: LiveQueueMessage | LiveCallMessage;
}

/**
 * What the managers' queue and a call's two sides are told of events a live-confirmation decision wrote, whoever
 * wrote them (the command API, or the workers ending a call that rang out): one mapping, so both say the same.
 */
export function liveMessagesOf(events: readonly TestResultEvent[]): LiveOutgoing[] {
  return events.flatMap((event): LiveOutgoing[] => {
    const queue = queueChannel(event.data.companyId);
    switch (event.type) {
      case 'LiveCallRequested': {
        const { callId, testResultId, driver, officeId, requestedAt } = event.data;
        const call = { callId, testResultId, driver, officeId, requestedAt, status: 'waiting' as const, manager: null };
        return [{ channel: queue, event: 'queue', data: { type: 'waiting' as const, call } }];
      }
      case 'LiveCallAnswered': {
        const { callId, manager, answeredAt } = event.data;
        return [
          { channel: queue, event: 'queue', data: { type: 'taken' as const, callId, manager } },
          { channel: callChannel(callId), event: 'call', data: { type: 'answered' as const, manager, answeredAt } },
        ];
      }
      case 'LiveCallEnded': {
        const { callId, testResultId, reason, endedBy } = event.data;
        return [
          { channel: queue, event: 'queue', data: { type: 'ended' as const, callId, testResultId, reason } },
          { channel: callChannel(callId), event: 'call', data: { type: 'ended' as const, reason, endedBy } },
        ];
      }
      case 'PositiveResultReferred': {
        return [{ channel: queue, event: 'queue', data: { type: 'referred' as const, ...queuedReferralOf(event.data) } }];
      }
      case 'ConfirmationCodeEntered': {
        const { testResultId, enteredAt } = event.data;
        return [{ channel: queue, event: 'queue', data: { type: 'code-entered' as const, testResultId, enteredAt } }];
      }
      case 'LiveConfirmationRecorded':
        return event.data.contact.method === 'video_in_app'
          ? [
              {
                channel: callChannel(event.data.contact.callId),
                event: 'call',
                data: { type: 'confirmed' as const, decision: 'confirmed' as const },
              },
            ]
          : [];
      default:
        return [];
    }
  });
}

/**
 * What the managers' queue is told when a referral's dashboard alert is dismissed: the referral leaves at once the
 * open queues of the managers who were told of it (the same audience as its `referred`).
 */
export const referralDismissedMessage = (companyId: string, referral: LiveQueueReferral): LiveOutgoing => ({
  channel: queueChannel(companyId),
  event: 'queue',
  data: { type: 'referral-dismissed', testResultId: referral.testResultId, officeId: referral.officeId },
});
