import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveCallMessageSchema, type IceServer, type LiveCallEndReason } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { readEventStream } from '../../../live-call/eventStream';
import { PeerCall, openCamera, stopStream } from '../../../live-call/peerCall';
import { liveApi } from '../api/liveApi';
import { LiveCheckForm } from './LiveCheckForm';
import { VideoView } from '../../../live-call/VideoView';
import './liveConfirmation.css';

type Phase = 'connecting' | 'connected' | 'ended' | 'confirmed';

/**
 * The manager's side of a call they answered (issue 35 item 2): the driver's face and detector live, this side's
 * camera, and the visual check, 指示事項 and decision confirmed during the call. Signalling goes through the API;
 * the manager makes the offer once the call's own stream is open.
 */
export function LiveCallPanel(props: {
  readonly testResultId: string;
  readonly callId: string;
  readonly driverName: string;
  readonly iceServers: readonly IceServer[];
}) {
  const { testResultId, callId, driverName, iceServers } = props;
  const { t } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const [phase, setPhase] = useState<Phase>('connecting');
  const [endReason, setEndReason] = useState<LiveCallEndReason | undefined>();
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const open = useRef(true);

  useEffect(() => {
    const calls = liveApi(api);
    let peer: PeerCall | undefined;
    let camera: MediaStream | null = null;
    let stopStreamReading = () => {};
    let cancelled = false;
    open.current = true;
    void (async () => {
      camera = await openCamera();
      if (cancelled) return stopStream(camera);
      setLocal(camera);
      peer = new PeerCall({
        iceServers,
        local: camera,
        sendSignal: (signal) => calls.signal(testResultId, callId, signal),
        onRemote: setRemote,
        onState: (state) => {
          if (state === 'connected') setPhase((p) => (p === 'connecting' ? 'connected' : p));
        },
      });
      let offered = false;
      stopStreamReading = readEventStream({
        open: (lastEventId, signal) => api.stream(calls.callEvents(testResultId, callId), lastEventId, signal),
        onMessage: ({ data }) => {
          const parsed = liveCallMessageSchema.safeParse(data);
          if (!parsed.success || !peer) return;
          const message = parsed.data;
          // The stream says the call is answered once it listens: the driver's answer can reach this side now.
          if (message.type === 'answered' && !offered) {
            offered = true;
            void peer.offer().catch(() => undefined);
          }
          if (message.type === 'signal' && message.from === 'driver') void peer.receive(message.signal).catch(() => undefined);
          if (message.type === 'ended') {
            open.current = false;
            setEndReason(message.reason);
            setPhase((p) => (p === 'confirmed' ? p : 'ended'));
          }
          if (message.type === 'confirmed') setPhase('confirmed');
        },
      });
    })();
    return () => {
      cancelled = true;
      stopStreamReading();
      peer?.close();
      stopStream(camera);
      // The manager closed the panel (or the page) mid-call: the call ends; the driver may call again.
      if (open.current) void calls.end(testResultId, callId).catch(() => undefined);
    };
  }, [api, callId, iceServers, testResultId]);

  const hangUp = () => {
    panels.close(panelId);
  };

  return (
    <SidePanel
      title={<Trans>Live call with {driverName}</Trans>}
      footer={
        <button type="button" className="button" onClick={hangUp}>
          {phase === 'connecting' || phase === 'connected' ? <Trans>Hang up</Trans> : <Trans>Close</Trans>}
        </button>
      }
    >
      <div className="live-call" data-phase={phase}>
        <p role="status" className="live-call__status">
          {phase === 'connecting' && <Trans>Connecting…</Trans>}
          {phase === 'connected' && <Trans>Connected</Trans>}
          {phase === 'ended' &&
            (endReason === 'dropped' ? <Trans>The call dropped. The driver can call again.</Trans> : <Trans>The call has ended.</Trans>)}
          {phase === 'confirmed' && <Trans>Confirmed. The call has ended.</Trans>}
        </p>
        <div className="live-call__videos">
          <VideoView stream={remote} label={t`Driver's camera`} className="live-call__remote" />
          <VideoView stream={local} label={t`Your camera`} className="live-call__local" muted />
        </div>
        {phase !== 'confirmed' && (
          <LiveCheckForm testResultId={testResultId} method="video_in_app" callId={callId} onConfirmed={() => setPhase('confirmed')} />
        )}
      </div>
    </SidePanel>
  );
}
