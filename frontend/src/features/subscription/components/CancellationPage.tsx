import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Subscription } from '@fleetcheck/contracts';
import { Modal } from '../../../components/overlay/Modal';
import { createCancellationMachine, type CancellationField } from '../../../machines';
import { currentUserKey, useCurrentUser, useSubscriptionDeps } from '../api/subscriptionServices';
import { CheckboxField } from './CheckboxField';
import { ErrorKeyModal } from './ErrorKeyModal';
import { Form } from '../../../components/form/Form';

interface CancellationPageProps {
  readonly onCancelled: (subscription: Subscription | null) => void;
}

/** /user/cancelation: the checkbox form, CancelConfirm1, CancelConfirm2, then the cancel call. */
export function CancellationPage({ onCancelled }: CancellationPageProps) {
  const user = useCurrentUser();
  if (user.isPending) return <p aria-busy="true">…</p>;
  if (user.isError || !user.data.company) {
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  }
  return <CancellationForm companyId={user.data.company._id} onCancelled={onCancelled} />;
}

function CancellationForm({ companyId, onCancelled }: CancellationPageProps & { readonly companyId: string }) {
  const { t } = useLingui();
  const deps = useSubscriptionDeps();
  const machine = useMemo(() => createCancellationMachine({ api: deps.api }), [deps]);
  const [snapshot, send] = useMachine(machine, { input: { companyId } });
  const { context } = snapshot;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    // The plan page shows the subscription the loader cached: read it again (cancelled) before going there.
    const output = snapshot.output ?? null;
    void queryClient.invalidateQueries({ queryKey: currentUserKey }).finally(() => onCancelled(output));
  }, [snapshot.status, snapshot.output, onCancelled, queryClient]);

  const labels: Record<CancellationField, string> = {
    terms: t`I have read the terms of cancellation`,
    policy: t`I understand the refund policy: paid terms are not refunded`,
    check3: t`I understand that access ends at the end of the paid term`,
    check4: t`I understand that my records are kept for the legal retention period only`,
    reason: t`I am cancelling because the service no longer fits my needs`,
  };
  const errorOf = (field: string) => context.fieldErrors.find((error) => error.path === field)?.key;
  const confirmStep = snapshot.matches('confirm1') ? 1 : snapshot.matches('confirm2') ? 2 : null;
  return (
    <Form
      className="cancellation-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <h1 className="subscription-page__heading">
        <Trans>Cancel Subscription</Trans>
      </h1>
      {(Object.keys(labels) as CancellationField[]).map((field) => (
        <CheckboxField
          key={field}
          name={field}
          checked={context.form[field] === 1}
          errorKey={errorOf(field)}
          onChange={() => send({ type: 'TOGGLE', field })}
        >
          {labels[field]}
        </CheckboxField>
      ))}
      <button type="submit" className="button button--danger" disabled={snapshot.matches('cancelling')}>
        <Trans>Cancel Subscription</Trans>
      </button>
      {confirmStep !== null && (
        <Modal
          key={confirmStep}
          variant="warning"
          title={confirmStep === 1 ? <Trans>Cancel your subscription?</Trans> : <Trans>Are you really sure?</Trans>}
          onClosed={() => send({ type: 'CLOSE' })}
          actions={(close) => (
            <>
              <button type="button" className="button" onClick={close}>
                <Trans>Back</Trans>
              </button>
              <button type="button" className="button button--danger" onClick={() => send({ type: 'CONFIRM' })}>
                {confirmStep === 1 ? <Trans>Yes, cancel</Trans> : <Trans>Cancel for good</Trans>}
              </button>
            </>
          )}
        >
          {confirmStep === 1 ? (
            <Trans id="CancelConfirm1">Your subscription will end at the end of the paid term.</Trans>
          ) : (
            <Trans id="CancelConfirm2">Cancelling cannot be undone. Do you want to cancel now?</Trans>
          )}
        </Modal>
      )}
      {snapshot.matches('failed') && context.error && <ErrorKeyModal errorKey={context.error} onClosed={() => send({ type: 'CLOSE' })} />}
    </Form>
  );
}
