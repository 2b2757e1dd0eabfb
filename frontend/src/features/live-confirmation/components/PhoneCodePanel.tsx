import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveQueueMessage } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { liveApi } from '../api/liveApi';
import { liveErrorText } from '../model/liveErrorText';
import { useLiveQueue } from '../model/useLiveQueue';
import { LiveCheckForm } from './LiveCheckForm';
import './liveConfirmation.css';

const japanClock = (instant: string) => businessDateTime(instant).time;

/**
 * Phone confirmation (issue 35 item 3): the manager phones the driver and reads out a 6-digit code valid 10 minutes;
 * the driver types it in their app. Once entered (the queue's stream says so), the manager records the check.
 */
export function PhoneCodePanel({ testResultId, driverName }: { readonly testResultId: string; readonly driverName: string }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const [enteredAt, setEnteredAt] = useState<string | undefined>();
  const issue = useMutation({ mutationFn: () => liveApi(api).issueCode(testResultId), onSuccess: () => setEnteredAt(undefined) });
  const heard = useCallback(
    (message: LiveQueueMessage) => {
      if (message.type === 'code-entered' && message.testResultId === testResultId) setEnteredAt(message.enteredAt);
    },
    [testResultId],
  );
  useLiveQueue(heard);
  const code = issue.data;
  const until = code ? japanClock(code.expiresAt) : '';
  const entered = enteredAt ? japanClock(enteredAt) : '';
  return (
    <SidePanel
      title={<Trans>Confirm by phone: {driverName}</Trans>}
      footer={
        <button type="button" className="button" onClick={() => panels.close(panelId)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <div className="live-code">
        <p>
          <Trans>Phone the driver and read out the code. They type it in their app while you are on the phone.</Trans>
        </p>
        <button type="button" className="button button--primary" disabled={issue.isPending} onClick={() => issue.mutate()}>
          {code ? <Trans>Issue a new code</Trans> : <Trans>Issue a code</Trans>}
        </button>
        {issue.error && (
          <p className="field__error" role="alert">
            {liveErrorText(issue.error, i18n)}
          </p>
        )}
        {code && (
          <div className="live-code__issued">
            <p className="live-code__digits" aria-label={t`Confirmation code`} data-code={code.code}>
              {code.code.replace(/(\d{3})(\d{3})/, '$1 $2')}
            </p>
            <p>
              <Trans>Valid until {until}</Trans>
            </p>
            <p role="status" data-entered={enteredAt ? 'true' : 'false'}>
              {enteredAt ? (
                <Trans>The driver entered the code at {entered}.</Trans>
              ) : (
                <Trans>Waiting for the driver to enter the code…</Trans>
              )}
            </p>
          </div>
        )}
        {enteredAt && (
          <LiveCheckForm testResultId={testResultId} method="phone_code" callId={null} onConfirmed={() => panels.close(panelId)} />
        )}
      </div>
    </SidePanel>
  );
}
