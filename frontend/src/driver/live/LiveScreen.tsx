import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VideoView } from '../../live-call/VideoView';
import { DRIVER_PATHS, livePath, navigate, useSearch } from '../navigation';
import { BackToStartButton } from '../screens/BackToStartButton';
import { DriverErrorAlert } from '../screens/DriverErrorAlert';
import { CodeEntry } from './CodeEntry';
import { useDriverCall } from './useDriverCall';
import './liveCall.css';

/** The live confirmation's screen (issue 35): the call to a manager, or the code a manager gave by phone. */
export default function LiveScreen() {
  const params = new URLSearchParams(useSearch());
  const recordId = params.get('record') ?? '';
  const codeMode = params.get('code') === '1';
  return (
    <main className="driver-page">
      <header className="driver-header">
        <button type="button" className="driver-link" onClick={() => navigate(DRIVER_PATHS.home)}>
          <Trans>Back</Trans>
        </button>
        <span className="driver-header__name">{codeMode ? <Trans>Confirmation code</Trans> : <Trans>Call my manager</Trans>}</span>
      </header>
      {!recordId ? (
        <p className="driver-error" role="alert">
          <Trans>This check could not be found. Go back and open it again.</Trans>
        </p>
      ) : codeMode ? (
        <CodeEntry recordId={recordId} />
      ) : (
        <CallView key={recordId} recordId={recordId} />
      )}
    </main>
  );
}

function CallView({ recordId }: { readonly recordId: string }) {
  const { t } = useLingui();
  const call = useDriverCall(recordId);
  const [started, setStarted] = useState(false);
  const name = call.manager?.name ?? '';
  const phone = call.officePhone;
  const inCall = call.phase === 'ringing' || call.phase === 'answered' || call.phase === 'connected';
  const start = () => {
    setStarted(true);
    call.call();
  };
  return (
    <section className="driver-card live-call" data-phase={call.phase} aria-labelledby="live-title">
      <h1 id="live-title" className="driver-result__title">
        {call.phase === 'confirmed' ? <Trans>Check confirmed</Trans> : <Trans>Confirmation by video</Trans>}
      </h1>
      {(inCall || call.local) && (
        <div className="live-call__videos">
          <VideoView stream={call.remote} label={t`Your manager's camera`} className="live-call__remote" />
          <VideoView stream={call.local} label={t`Your camera`} className="live-call__local" muted />
        </div>
      )}
      <p className="driver-result__text" role="status">
        {call.phase === 'idle' &&
          (started ? null : (
            <Trans>Your manager sees your face and the detector on a video call, and confirms your check while you talk.</Trans>
          ))}
        {call.phase === 'ringing' && <Trans>Calling your managers…</Trans>}
        {call.phase === 'answered' && <Trans>{name} answered. Connecting…</Trans>}
        {call.phase === 'connected' && <Trans>On the call with {name}. Show your face and the detector's display.</Trans>}
        {call.phase === 'unanswered' &&
          (phone ? (
            <Trans>Nobody answered. Please phone your office: {phone}</Trans>
          ) : (
            <Trans>Nobody answered. Please phone your office.</Trans>
          ))}
        {call.phase === 'dropped' && <Trans>The call dropped. You can call again.</Trans>}
        {call.phase === 'ended' && <Trans>The call has ended.</Trans>}
        {call.phase === 'confirmed' && <Trans>Your manager confirmed the check.</Trans>}
      </p>
      <DriverErrorAlert error={call.error} />
      {call.phase === 'idle' && (
        <button type="button" className="driver-button driver-button--primary driver-button--large" onClick={start}>
          <Trans>Call my manager</Trans>
        </button>
      )}
      {inCall && (
        <button type="button" className="driver-button driver-button--large live-call__hang-up" onClick={call.hangUp}>
          <Trans>Hang up</Trans>
        </button>
      )}
      {call.phase === 'unanswered' && phone && (
        <a className="driver-button driver-button--large" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <Trans>Call the office</Trans>
        </a>
      )}
      {(call.phase === 'unanswered' || call.phase === 'dropped' || call.phase === 'ended') && (
        <>
          <button type="button" className="driver-button driver-button--primary driver-button--large" onClick={call.call}>
            <Trans>Call again</Trans>
          </button>
          <button type="button" className="driver-button" onClick={() => navigate(livePath(recordId, true))}>
            <Trans>Enter a code from my manager</Trans>
          </button>
        </>
      )}
      {call.phase === 'confirmed' && <BackToStartButton />}
    </section>
  );
}
