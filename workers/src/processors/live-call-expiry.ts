import { randomUUID } from 'node:crypto';
import { testResultStream, type EventMetadata } from '@fleetcheck/contracts';
import { liveConfirmationAggregate } from '@fleetcheck/domain/live-confirmation/decider';
import { liveMessagesOf } from '@fleetcheck/domain/live-confirmation/messages';
import { handleCommand } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';

export interface LiveCallExpiryResult {
  /** Calls still ringing past the answer time, as the live_calls read model had them. */
  due: number;
  /** Of those, the calls this run ended (another worker, the API or the driver may have ended the rest). */
  ended: number;
}

/**
 * Ends every live call nobody answered in time (issue 35 item 6). The command API ends a call at its time itself;
 * this minute job ends those it could not (its process stopped or restarted), so a call never rings for ever. The
 * record's decider decides the end (ExpireLiveCall: the moment the time was up, once), and the command handler
 * appends against the revision it read: two workers, or a worker and the API, end a call once.
 */
export async function runLiveCallExpiry(deps: ProcessorDeps, runId: string): Promise<LiveCallExpiryResult> {
  const now = deps.clock.now();
  const answerTimeoutSeconds = deps.config.liveCallAnswerTimeoutSeconds;
  const requestedBy = new Date(now.getTime() - answerTimeoutSeconds * 1000).toISOString();
  const due = await deps.directory.ringingCalls(requestedBy);
  const result: LiveCallExpiryResult = { due: due.length, ended: 0 };
  for (const call of due) {
    const metadata: EventMetadata = {
      actor: { userId: null, role: 'system', companyId: call.companyId },
      onBehalfOf: null,
      correlationId: runId,
      causationId: null,
      occurredAt: now.toISOString(),
    };
    const command = { type: 'ExpireLiveCall' as const, data: { callId: call._id, now: now.toISOString(), answerTimeoutSeconds } };
    const { events } = await handleCommand(deps.store, testResultStream(call.testResultId), liveConfirmationAggregate, command, metadata);
    if (events.length === 0) continue;
    result.ended += 1;
    // The managers' queue drops the call and the driver's app hears it ended, as when the API ends it (same messages).
    for (const { channel, event, data } of liveMessagesOf(events)) await deps.relay?.publish(channel, { id: randomUUID(), event, data });
  }
  return result;
}
