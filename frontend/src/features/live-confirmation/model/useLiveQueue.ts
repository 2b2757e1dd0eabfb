import { useEffect, useRef, useState } from 'react';
import { liveQueueMessageSchema, type LiveQueueCall, type LiveQueueMessage, type LiveQueueReferral } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { readEventStream } from '../../../live-call/eventStream';

export interface LiveQueueState {
  /** Open calls, oldest first: waiting for a manager, or taken (by whom). */
  readonly calls: readonly LiveQueueCall[];
  /** Positive results a 補助者 confirmed whose dashboard alert is still open, oldest first (issue 35 item 4). */
  readonly referrals: readonly LiveQueueReferral[];
  /** The stream is open (false while it reconnects). */
  readonly connected: boolean;
}

/** Applies one message of the queue's stream to the calls shown. */
export function applyQueueMessage(calls: readonly LiveQueueCall[], message: LiveQueueMessage): readonly LiveQueueCall[] {
  switch (message.type) {
    case 'snapshot':
      return message.calls;
    case 'waiting':
      return [...calls.filter((call) => call.callId !== message.call.callId), message.call];
    case 'taken':
      return calls.map((call) => (call.callId === message.callId ? { ...call, status: 'taken' as const, manager: message.manager } : call));
    case 'ended':
      return calls.filter((call) => call.callId !== message.callId);
    default:
      return calls;
  }
}

/**
 * Applies one message of the queue's stream to the referrals shown: those open on (re)connecting, then each new one,
 * less each whose dashboard alert a manager dismissed.
 */
export function applyReferralMessage(referrals: readonly LiveQueueReferral[], message: LiveQueueMessage): readonly LiveQueueReferral[] {
  if (message.type === 'snapshot') return message.referrals;
  if (message.type === 'referral-dismissed') return referrals.filter((r) => r.testResultId !== message.testResultId);
  if (message.type !== 'referred') return referrals;
  const { type: _type, ...referral } = message;
  return [...referrals.filter((r) => r.testResultId !== referral.testResultId), referral];
}

/**
 * The managers' live queue (issue 35 item 1): GET /live/queue as an event stream, reconnecting by itself (a
 * reconnect starts with the queue as it is). `onMessage` hears every message (a new call, a code entered).
 */
export function useLiveQueue(onMessage?: (message: LiveQueueMessage) => void): LiveQueueState {
  const { api } = useServices();
  const [state, setState] = useState<LiveQueueState>({ calls: [], referrals: [], connected: false });
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  }, [onMessage]);
  useEffect(
    () =>
      readEventStream({
        open: (lastEventId, signal) => api.stream('/live/queue', lastEventId, signal),
        onConnection: (connected) => setState((current) => ({ ...current, connected })),
        onMessage: ({ data }) => {
          const parsed = liveQueueMessageSchema.safeParse(data);
          if (!parsed.success) return;
          setState((current) => ({
            connected: true,
            calls: applyQueueMessage(current.calls, parsed.data),
            referrals: applyReferralMessage(current.referrals, parsed.data),
          }));
          listener.current?.(parsed.data);
        },
      }),
    [api],
  );
  return state;
}
