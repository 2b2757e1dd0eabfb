import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { BANK_TRANSFER, type CurrentUser } from '@fleetcheck/contracts';
import { Modal } from '../../../components/overlay/Modal';
import { useServices } from '../../../session/ServicesContext';
import { operatorContact } from '../../../shell/operatorContact';
import { formatListDate } from '../../../i18n/format';
import { createTariffsMachine, type TariffsOutcome } from '../../../machines';
import { useCurrentUser, useSubscriptionDeps } from '../api/subscriptionServices';
import { upgradeFlag } from '../model/upgradeFlag';
import { PlanForm } from './PlanForm';
import { PlanSummary } from './PlanSummary';
import { ErrorKeyModal } from './ErrorKeyModal';

interface TariffsPageProps {
  /** The cars and devices query parameters. */
  readonly cars?: number;
  readonly devices?: number;
  /** The route navigates: payment, the cancellation screen, or back to the plan after an upgrade. */
  readonly onOutcome: (outcome: TariffsOutcome) => void;
}

/** /user/tariffs once registration is complete. */
export function TariffsPage(props: TariffsPageProps) {
  const user = useCurrentUser();
  if (user.isPending) return <p aria-busy="true">…</p>;
  if (user.isError || !user.data.company) {
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  }
  return <TariffsEditor {...props} user={user.data} companyId={user.data.company._id} />;
}

function TariffsEditor({
  cars,
  devices,
  onOutcome,
  user,
  companyId,
}: TariffsPageProps & {
  readonly user: CurrentUser;
  readonly companyId: string;
}) {
  const { session, queryClient } = useServices();
  const deps = useSubscriptionDeps();
  const machine = useMemo(() => createTariffsMachine({ api: deps.api, rememberUpgradeMode: upgradeFlag.set }), [deps]);
  const canManagerUpgrade = session.hasOldSession() && user.subscription?.paymentMethod === BANK_TRANSFER;
  const [snapshot, send] = useMachine(machine, {
    input: {
      companyId,
      subscription: user.subscription,
      cars: cars || undefined,
      devices: devices || undefined,
      upgradeMode: canManagerUpgrade && upgradeFlag.read(),
      canManagerUpgrade,
      contactEmail: operatorContact.email,
    },
  });
  const { context } = snapshot;

  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.output) return;
    const output = snapshot.output;
    if (output.kind === 'upgraded') {
      upgradeFlag.clear();
      // The plan reloads after an upgrade: its reads are asked again first, at the position of the write
      // (read-your-writes), so the reload finds the read side caught up with the new plan.
      void queryClient.invalidateQueries().finally(() => onOutcome(output));
      return;
    }
    onOutcome(output);
  }, [snapshot.status, snapshot.output, onOutcome, queryClient]);

  // A cancelled plan runs to the end of its paid term and can no longer be changed or cancelled again.
  const cancelled = user.subscription?.operation === 'cancel';
  const paidUntil = user.subscription?.expiryDate ? formatListDate(user.subscription.expiryDate) : null;
  const editing = snapshot.matches('editing') || snapshot.matches('invalid') || snapshot.matches('submitting');
  const loading = context.quoteLoading;
  return (
    <div className="subscription-page">
      <h1 className="subscription-page__heading">{context.upgradeMode ? <Trans>Change Subscription Plan</Trans> : <Trans>Plan</Trans>}</h1>
      {cancelled && (
        <p role="status" className="plan-notice">
          <Trans>Your subscription is cancelled.</Trans> {paidUntil && <Trans>You can use the service until {paidUntil}.</Trans>}
        </p>
      )}
      {user.subscription && !editing && <PlanSummary subscription={user.subscription} />}
      <PlanForm
        counts={context.counts}
        schedule={context.schedule}
        quote={context.quote}
        loading={loading}
        readOnly={!editing}
        showSchedule={editing}
        oldCost={context.upgradeMode ? context.current?.totalAmount : undefined}
        byTransfer={context.byBankTransfer}
        onEdit={send}
      />
      <div className="plan-actions">
        {snapshot.matches('readOnly') && !cancelled && (
          <>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'UPDATE_SUBSCRIPTION' })}>
              <Trans>Update Subscription</Trans>
            </button>
            {context.canManagerUpgrade && (
              <button type="button" className="button" onClick={() => send({ type: 'MANAGER_UPDATE_SUBSCRIPTION' })}>
                <Trans>Manager Update Subscription</Trans>
              </button>
            )}
            <button type="button" className="button button--danger" onClick={() => send({ type: 'CANCEL_SUBSCRIPTION' })}>
              <Trans>Cancel Subscription</Trans>
            </button>
          </>
        )}
        {editing && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={snapshot.matches('submitting')}
              onClick={() => send({ type: 'PROCEED_PAYMENT' })}
            >
              {/* A bank-transfer company's change is applied at once: it goes to no payment page. */}
              {context.upgradeMode || context.byBankTransfer ? <Trans>Change Subscription Plan</Trans> : <Trans>Proceed Payment</Trans>}
            </button>
            {!context.upgradeMode && (
              <button type="button" className="button" onClick={() => send({ type: 'DISCARD' })}>
                <Trans>Discard changes</Trans>
              </button>
            )}
          </>
        )}
      </div>
      {snapshot.matches('invalid') && context.error && <ErrorKeyModal errorKey={context.error} onClosed={() => send({ type: 'CLOSE' })} />}
      {snapshot.matches('cancelWarning') && (
        <Modal
          variant="warning"
          title={<Trans>Cancel Subscription</Trans>}
          onClosed={() => send({ type: 'CLOSE' })}
          actions={(close) => (
            <>
              <button type="button" className="button" onClick={close}>
                <Trans>Back</Trans>
              </button>
              <button type="button" className="button button--danger" onClick={() => send({ type: 'CONFIRM' })}>
                <Trans>Continue to cancellation</Trans>
              </button>
            </>
          )}
        >
          <Trans>Do you want to cancel your subscription?</Trans>
        </Modal>
      )}
    </div>
  );
}
