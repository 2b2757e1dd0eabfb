import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAlcoholResult, type LiveQueueCall, type LiveQueueMessage, type LiveQueueReferral } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { useSessionView } from '../../../shell/useSessionUser';
import { liveApi } from '../api/liveApi';
import { alertWaiting, turnAlertsOff, turnAlertsOn, useLiveAlerts } from '../model/liveAlerts';
import { liveErrorText } from '../model/liveErrorText';
import { useLiveQueue } from '../model/useLiveQueue';
import { LiveCallPanel } from './LiveCallPanel';
import { PhoneCodePanel } from './PhoneCodePanel';
import './liveConfirmation.css';

function CallRow({ call, mine }: { readonly call: LiveQueueCall; readonly mine: boolean }) {
  const { i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const answer = useMutation({
    mutationFn: () => liveApi(api).answer(call.testResultId, call.callId),
    onSuccess: (answered) =>
      panels.open(
        'live-call',
        <LiveCallPanel
          key={call.callId}
          testResultId={call.testResultId}
          callId={call.callId}
          driverName={call.driver.name}
          iceServers={answered.iceServers}
        />,
      ),
  });
  const since = businessDateTime(call.requestedAt).time;
  const name = call.manager?.name ?? '';
  return (
    <li className="live-queue__call" data-status={call.status} data-call={call.callId}>
      <span className="live-queue__driver">{call.driver.name}</span>
      <span className="live-queue__since">
        <Trans>Calling since {since}</Trans>
      </span>
      {call.status === 'waiting' ? (
        <button type="button" className="button button--primary button--small" disabled={answer.isPending} onClick={() => answer.mutate()}>
          <Trans>Answer</Trans>
        </button>
      ) : (
        <span className="live-queue__taken" data-mine={mine}>
          {mine ? <Trans>You answered</Trans> : <Trans>Answered by {name}</Trans>}
        </span>
      )}
      {answer.error && (
        <span className="field__error" role="alert">
          {liveErrorText(answer.error, i18n)}
        </span>
      )}
    </li>
  );
}

/** A positive result a 補助者 just confirmed (issue 35 item 4): for the 安全運転管理者 to see at once. */
function ReferralRow({ referral, onDismiss }: { readonly referral: LiveQueueReferral; readonly onDismiss: () => void }) {
  const assistant = referral.assistant.name;
  const result = formatAlcoholResult(referral.resultMgL);
  const at = businessDateTime(referral.referredAt).time;
  return (
    <li className="live-queue__referral" data-record={referral.testResultId}>
      <span>
        <Trans>
          Alcohol detected ({result} mg/l), confirmed at {at} by the assistant confirmer {assistant}. See to the driver as the safe driving
          manager.
        </Trans>
      </span>
      <button type="button" className="button button--small" onClick={onDismiss}>
        <Trans>Close</Trans>
      </button>
    </li>
  );
}

/**
 * The managers' live queue (issue 35 item 1) on the check board and the dashboard: drivers calling for their
 * check's confirmation appear at once; the first manager to answer takes the call, the others see who did.
 */
export function LiveQueue() {
  const { t } = useLingui();
  const me = useSessionView().user?._id;
  const alerts = useLiveAlerts();
  const [alertsError, setAlertsError] = useState(false);
  // The queue brings the referrals still open (their dashboard alert not dismissed); closing one here hides it on
  // this page only.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const heard = useCallback(
    (message: LiveQueueMessage) => {
      if (message.type === 'waiting') alertWaiting(t`A driver is calling`, message.call.driver.name, message.call.callId);
      if (message.type === 'referred') {
        const result = formatAlcoholResult(message.resultMgL);
        alertWaiting(t`Alcohol detected, confirmed by an assistant`, `${message.assistant.name}: ${result} mg/l`, message.testResultId);
      }
    },
    [t],
  );
  const queue = useLiveQueue(heard);
  const referrals = queue.referrals.filter((referral) => !closed.has(referral.testResultId));
  return (
    <section className="live-queue" aria-label={t`Live confirmation`} data-connected={queue.connected}>
      <div className="live-queue__head">
        <h2 className="live-queue__title">
          <Trans>Drivers calling</Trans>
        </h2>
        {!queue.connected && (
          <span className="live-queue__reconnecting" role="status">
            <Trans>Connecting…</Trans>
          </span>
        )}
        {alerts === 'off' && (
          <button
            type="button"
            className="button button--small"
            onClick={() => void turnAlertsOn().then(() => setAlertsError(Notification.permission !== 'granted'))}
          >
            <Trans>Turn on call alerts</Trans>
          </button>
        )}
        {alerts === 'on' && (
          <button type="button" className="button button--small" onClick={turnAlertsOff}>
            <Trans>Turn off call alerts</Trans>
          </button>
        )}
        {(alerts === 'blocked' || alertsError) && (
          <span className="live-queue__hint">
            <Trans>Alerts are blocked in this browser's settings.</Trans>
          </span>
        )}
      </div>
      {referrals.length > 0 && (
        <ul className="live-queue__referrals" role="alert" aria-label={t`Referred to the safe driving manager`}>
          {referrals.map((referral) => (
            <ReferralRow
              key={referral.testResultId}
              referral={referral}
              onDismiss={() => setClosed((current) => new Set(current).add(referral.testResultId))}
            />
          ))}
        </ul>
      )}
      {queue.calls.length === 0 ? (
        <p className="live-queue__empty">
          <Trans>No driver is calling.</Trans>
        </p>
      ) : (
        <ul className="live-queue__calls">
          {queue.calls.map((call) => (
            <CallRow key={call.callId} call={call} mine={call.manager?.managerId === me} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The phone path from a record: the manager issues a code and reads it out (issue 35 item 3). */
export function PhoneCodeButton({ testResultId, driverName }: { readonly testResultId: string; readonly driverName: string }) {
  const panels = usePanels();
  return (
    <button
      type="button"
      className="button"
      onClick={() => panels.open('live-code', <PhoneCodePanel testResultId={testResultId} driverName={driverName} />)}
    >
      <Trans>Confirm by phone with a code</Trans>
    </button>
  );
}
