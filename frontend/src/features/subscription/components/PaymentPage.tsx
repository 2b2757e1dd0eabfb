import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ErrorKeys,
  PAYMENT_METHOD_WORDS,
  PAYMENT_SCHEDULE_WORDS,
  type ErrorKey,
  type PaymentSchedule,
  type PaymentSummary,
  type Subscription,
} from '@fleetcheck/contracts';
import { useQuery } from '@tanstack/react-query';
import { declineReasonKeys } from '@fleetcheck/domain/payment/decline-reason';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { createRegistrationMachine } from '../../../machines';
import { RegistrationProgress } from './RegistrationProgress';
import { useCurrentUser, useSubscriptionDeps } from '../api/subscriptionServices';
import { visitAuthorization } from '../model/pendingCharge';
import { CardForm } from './CardForm';
import { ErrorKeyModal } from './ErrorKeyModal';
import { OrderDetails } from './OrderDetails';

/**
 * What this payment charges, as the server prices it: the plan before tax, the tax and the total, and for a
 * change of a running plan what is due now (the same quote the plan page showed).
 */
function usePaymentQuote(props: PaymentPageProps & { readonly running: Subscription | null }) {
  const deps = useSubscriptionDeps();
  const { cars, devices, paymentScheduleOption, registering, running } = props;
  const change =
    !registering && running?.status === 'Active' && running.startDate
      ? { startDate: running.startDate, oldPrice: running.totalAmount }
      : {};
  return useQuery({
    queryKey: ['subscription', 'payment-quote', cars, devices, paymentScheduleOption, change],
    queryFn: () => deps.api.quote({ carCount: cars, deviceCount: devices, paymentSchedule: paymentScheduleOption, ...change }),
  });
}

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
  return <PaymentFlow {...props} companyId={user.data.company._id} running={user.data.subscription} />;
}

/** A declined card with a known reason: said on the page, next to the form, so another card can be tried at once. */
const isDeclineReason = (key: ErrorKey | null): key is ErrorKey =>
  key !== null && key !== ErrorKeys.PaymentFailed && declineReasonKeys.includes(key);

function PaymentFlow(props: PaymentPageProps & { readonly companyId: string; readonly running: Subscription | null }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const quote = usePaymentQuote(props);
  const [declined, setDeclined] = useState<ErrorKey | null>(null);
  const [useSaved, setUseSaved] = useState(true);
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
    if (failed && isDeclineReason(context.error)) {
      setDeclined(context.error);
      send({ type: 'ERROR.CLOSE' });
    }
  }, [snapshot, context, failed, onConfirmed, onPaymentFailed, send]);

  const busy = !snapshot.matches({ payment: 'choosing' });
  // A plan change of a company with a card on file offers that card first; a new card stays one click away.
  const cardOnFile = registering ? null : (props.running?.cardOnFile ?? null);
  const lastDigits = cardOnFile?.lastDigits ?? '';
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
        ({PAYMENT_SCHEDULE_WORDS[paymentScheduleOption][language]})
      </p>
      <OrderDetails quote={quote.data ?? null} schedule={paymentScheduleOption} loading={quote.isPending} />
      {declined && (
        <p role="alert" className="field__error" data-testid="payment-decline">
          {i18n._(errorDescriptor(declined))}
        </p>
      )}
      {cardOnFile && (
        <fieldset className="payment-card-choice">
          <legend>{PAYMENT_METHOD_WORDS.card[language]}</legend>
          <label>
            <input type="radio" name="card-choice" checked={useSaved} onChange={() => setUseSaved(true)} />{' '}
            <Trans>Use the card ending {lastDigits}</Trans>
          </label>
          <label>
            <input type="radio" name="card-choice" checked={!useSaved} onChange={() => setUseSaved(false)} /> <Trans>Use a new card</Trans>
          </label>
        </fieldset>
      )}
      {cardOnFile && useSaved ? (
        <div className="payment-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              setDeclined(null);
              send({ type: 'PAY.SAVED_CARD' });
            }}
          >
            <Trans>Pay with the card ending {lastDigits}</Trans>
          </button>
        </div>
      ) : (
        <CardForm
          fieldErrors={context.fieldErrors}
          busy={busy}
          onSubmit={(card) => {
            setDeclined(null);
            send({ type: 'PAY.CARD', card });
          }}
        />
      )}
      {registering && (
        <div className="payment-actions">
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'PAY.BANK_TRANSFER' })}>
            <Trans>Pay by bank transfer</Trans>
          </button>
        </div>
      )}
      {failed && context.error && context.error !== ErrorKeys.PaymentFailed && !isDeclineReason(context.error) && (
        <ErrorKeyModal errorKey={context.error} onClosed={() => send({ type: 'ERROR.CLOSE' })} />
      )}
    </div>
  );
}
