import type { LiveCallMessage, LiveQueueMessage, TestResultEvent } from '@fleetcheck/contracts';
import { callChannel, queueChannel } from './event-stream';

/** The messages the managers' queue and the call's two sides get for what a command wrote. */
type Outgoing = { channel: string; event: string; data: LiveQueueMessage | LiveCallMessage };
export function messagesOf(events: readonly TestResultEvent[]): Outgoing[] {
  return events.flatMap((event): Outgoing[] => {
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
        const { testResultId, driverId, resultMgL, assistant, referredAt } = event.data;
        return [
          { channel: queue, event: 'queue', data: { type: 'referred' as const, testResultId, driverId, resultMgL, assistant, referredAt } },
        ];
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
