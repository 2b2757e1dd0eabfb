import { useEffect, useRef, useState } from 'react';
import { liveQueueMessageSchema, type LiveQueueCall, type LiveQueueMessage } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { readEventStream } from '../../../live-call/eventStream';

export interface LiveQueueState {
  /** Open calls, oldest first: waiting for a manager, or taken (by whom). */
  readonly calls: readonly LiveQueueCall[];
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
 * The managers' live queue (issue 35 item 1): GET /live/queue as an event stream, reconnecting by itself (a
 * reconnect starts with the queue as it is). `onMessage` hears every message (a new call, a code entered).
 */
export function useLiveQueue(onMessage?: (message: LiveQueueMessage) => void): LiveQueueState {
  const { api } = useServices();
  const [state, setState] = useState<LiveQueueState>({ calls: [], connected: false });
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
          setState((current) => ({ connected: true, calls: applyQueueMessage(current.calls, parsed.data) }));
          listener.current?.(parsed.data);
        },
      }),
    [api],
  );
  return state;
}
