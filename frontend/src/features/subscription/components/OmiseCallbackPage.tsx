import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PaymentSummary } from '@fleetcheck/contracts';
import { useCurrentUser, useSubscriptionDeps } from '../api/subscriptionServices';
import { pendingCharge } from '../model/pendingCharge';

interface OmiseCallbackPageProps {
  readonly onConfirmed: (summary: PaymentSummary) => void;
  readonly onPaymentFailed: () => void;
}

/** /omise-callback: the return from 3-D Secure; the server asks the provider how the charge ended. */
export function OmiseCallbackPage({ onConfirmed, onPaymentFailed }: OmiseCallbackPageProps) {
  const user = useCurrentUser();
  const { api } = useSubscriptionDeps();
  const started = useRef(false);
  const companyId = user.data?.company?._id;

  useEffect(() => {
    if (started.current || user.isPending) return;
    started.current = true;
    const chargeId = pendingCharge.take();
    if (!companyId || !chargeId) return onPaymentFailed();
    // Settling twice is harmless on the server, so a repeated effect needs no guard beyond this ref.
    api
      .verifyCardReturn({ company: companyId, chargeId })
      .then((outcome) => {
        pendingCharge.clear();
        if (outcome.status === 'successful')
          onConfirmed({ totalAmount: outcome.totalAmount, adjustment: outcome.adjustment, charged: outcome.charged });
        else onPaymentFailed();
      })
      .catch((error: unknown) => {
        console.warn('The card payment could not be completed', error);
        pendingCharge.clear();
        onPaymentFailed();
      });
  }, [api, companyId, user.isPending, onConfirmed, onPaymentFailed]);

  return (
    <p aria-busy="true">
      <Trans>Confirming your payment…</Trans>
    </p>
  );
}
