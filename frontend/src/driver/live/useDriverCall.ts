import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveCallMessage, RecordManager } from '@fleetcheck/contracts';
import { readEventStream } from '../../live-call/eventStream';
import { PeerCall, openCamera, stopStream } from '../../live-call/peerCall';
import { ApiError } from '../../api/apiError';
import { endCall, openCallStream, sendSignal, startCall } from './liveCallApi';

/** Where the driver's call stands. */
export type CallPhase =
  | 'idle'
  | 'ringing'
  | 'answered'
  | 'connected'
  /** Nobody answered in time: phone the office. */
  | 'unanswered'
  /** The connection was lost: call again. */
  | 'dropped'
  | 'ended'
  | 'confirmed';

export interface DriverCall {
  readonly phase: CallPhase;
  readonly manager: RecordManager | null;
  /** The office's number, told to the driver when nobody answers (null until a call started, or none known). */
  readonly officePhone: string | null;
  readonly local: MediaStream | null;
  readonly remote: MediaStream | null;
  /** The error key of a refused call (or Modals.Error). */
  readonly error: string | null;
  readonly call: () => void;
  readonly hangUp: () => void;
}

interface Live {
  callId: string;
  peer: PeerCall;
  camera: MediaStream | null;
  stop: () => void;
  timer: number | undefined;
}

/**
 * The driver's live call (issue 35 item 2 and 6): rings the managers, answers the manager's offer, ends as
 * unanswered after the configured time (the driver is told to phone the office), and a lost connection ends the
 * attempt as dropped (the driver calls again; every attempt stays in the record).
 */
export function useDriverCall(recordId: string): DriverCall {
  const [phase, setPhase] = useState<CallPhase>('idle');
  const [manager, setManager] = useState<RecordManager | null>(null);
  const [officePhone, setOfficePhone] = useState<string | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef<Live | undefined>(undefined);

  const release = useCallback(() => {
    const current = live.current;
    live.current = undefined;
    if (!current) return;
    window.clearTimeout(current.timer);
    current.stop();
    current.peer.close();
    stopStream(current.camera);
    setLocal(null);
    setRemote(null);
  }, []);

  const finish = useCallback(
    (next: CallPhase, tell?: { dropped: boolean }) => {
      const current = live.current;
      if (current && tell) void endCall(recordId, current.callId, tell.dropped).catch(() => undefined);
      release();
      setPhase(next);
    },
    [recordId, release],
  );

  const onMessage = useCallback(
    (message: LiveCallMessage) => {
      const current = live.current;
      if (!current) return;
      if (message.type === 'answered') {
        window.clearTimeout(current.timer);
        setManager(message.manager);
        setPhase((p) => (p === 'ringing' ? 'answered' : p));
      } else if (message.type === 'signal' && message.from === 'manager') {
        void current.peer.receive(message.signal).catch(() => undefined);
      } else if (message.type === 'confirmed') {
        finish('confirmed');
      } else if (message.type === 'ended') {
        const next: Record<typeof message.reason, CallPhase> = {
          confirmed: 'confirmed',
          unanswered: 'unanswered',
          dropped: 'dropped',
          hung_up: 'ended',
        };
        finish(next[message.reason]);
      }
    },
    [finish],
  );

  const call = useCallback(() => {
    release();
    setError(null);
    setManager(null);
    setPhase('ringing');
    const callId = crypto.randomUUID();
    void (async () => {
      const camera = await openCamera();
      setLocal(camera);
      let started;
      try {
        started = await startCall(recordId, callId);
      } catch (failure) {
        stopStream(camera);
        setLocal(null);
        setError(failure instanceof ApiError ? (failure.key ?? 'Modals.Error') : 'Errors.Unavailable');
        setPhase('idle');
        return;
      }
      setOfficePhone(started.officePhone ?? null);
      const peer = new PeerCall({
        iceServers: started.iceServers,
        local: camera,
        sendSignal: (signal) => sendSignal(recordId, callId, signal),
        onRemote: setRemote,
        onState: (state) => {
          if (live.current?.callId !== callId) return;
          if (state === 'connected') setPhase('connected');
          if (state === 'failed') finish('dropped', { dropped: true });
        },
      });
      const current: Live = { callId, peer, camera, stop: () => {}, timer: undefined };
      live.current = current;
      current.stop = readEventStream({
        open: (lastEventId, signal) => openCallStream(recordId, callId, lastEventId, signal),
        onMessage: ({ data }) => onMessage(data as LiveCallMessage),
      });
      // Nobody answered in time (the server ends the call as unanswered; this side says so at once).
      current.timer = window.setTimeout(() => finish('unanswered', { dropped: false }), started.answerTimeoutSeconds * 1000);
    })();
  }, [finish, onMessage, recordId, release]);

  const hangUp = useCallback(() => finish('ended', { dropped: false }), [finish]);

  // Leaving the screen ends the call; the phone losing the page does too (the server sees the stream go).
  useEffect(
    () => () => {
      const current = live.current;
      if (current) void endCall(recordId, current.callId, false).catch(() => undefined);
      release();
    },
    [recordId, release],
  );

  return { phase, manager, officePhone, local, remote, error, call, hangUp };
}
