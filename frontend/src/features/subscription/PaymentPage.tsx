import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { ErrorKeys, type PaymentSchedule, type PaymentSummary } from '@fleetcheck/contracts';
import { createRegistrationMachine } from '../../machines';
import { RegistrationProgress } from '../registration/RegistrationProgress';
import { useCurrentUser, useSubscriptionDeps } from './subscriptionServices';
import { visitAuthorization } from './pendingCharge';
import { CardForm } from './CardForm';
import { ErrorKeyModal } from './ErrorKeyModal';

export interface PaymentPageProps {
  readonly cars: number;
  readonly devices: number;
  readonly paymentScheduleOption: PaymentSchedule;
  /** First registration: progress bar and the bank-transfer branch. */
  readonly registering: boolean;
  readonly onConfirmed: (summary: PaymentSummary) => void;
  readonly onPaymentFailed: () => void;
  readonly visit?: (uri: string, chargeId: string) => void;
}

/** /user/payment: card (tokenised by the provider) or, while registering, bank transfer. */
export function PaymentPage(props: PaymentPageProps) {
  const user = useCurrentUser();
  if (user.isPending) return <p aria-busy="true">…</p>;
  if (user.isError || !user.data.company) {
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  }
  return <PaymentFlow {...props} companyId={user.data.company._id} />;
}

function PaymentFlow(props: PaymentPageProps & { readonly companyId: string }) {
  const { cars, devices, paymentScheduleOption, registering, onConfirmed, onPaymentFailed } = props;
  const deps = useSubscriptionDeps();
  const visit = props.visit ?? visitAuthorization;
  const machine = useMemo(() => createRegistrationMachine({ ...deps, visit }), [deps, visit]);
  const [snapshot, send] = useMachine(machine, {
    input: {
      companyId: props.companyId,
      startAt: 'payment',
      cars,
      devices,
      paymentSchedule: paymentScheduleOption,
      returnUri: `${window.location.origin}/omise-callback`,
    },
  });
  const { context } = snapshot;
  const failed = snapshot.matches({ payment: 'failed' });

  useEffect(() => {
    const confirmation = context.confirmation;
    if (snapshot.matches('confirmation') && confirmation) {
      onConfirmed(
        confirmation.method === 'card' ? confirmation.summary : { totalAmount: confirmation.subscription.totalAmount, adjustment: 0 },
      );
    }
    if (failed && context.error === ErrorKeys.PaymentFailed) onPaymentFailed();
  }, [snapshot, context, failed, onConfirmed, onPaymentFailed]);

  const busy = !snapshot.matches({ payment: 'choosing' });
  return (
    <div className="subscription-page">
      {registering && <RegistrationProgress stage={context.stage} />}
      <h1 className="subscription-page__heading">
        <Trans>Payment</Trans>
      </h1>
      <p data-testid="payment-plan">
        <Trans>
          {cars} cars, {devices} devices
        </Trans>{' '}
        ({paymentScheduleOption === 'yearly' ? <Trans>Yearly</Trans> : <Trans>Monthly</Trans>})
      </p>
      <CardForm fieldErrors={context.fieldErrors} busy={busy} onSubmit={(card) => send({ type: 'PAY.CARD', card })} />
      {registering && (
        <div className="payment-actions">
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'PAY.BANK_TRANSFER' })}>
            <Trans>Pay by bank transfer</Trans>
          </button>
        </div>
      )}
      {failed && context.error && context.error !== ErrorKeys.PaymentFailed && (
        <ErrorKeyModal errorKey={context.error} onClosed={() => send({ type: 'ERROR.CLOSE' })} />
      )}
    </div>
  );
}
