import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { PaymentSummary } from '@fleetcheck/contracts';
import { OmiseCallbackPage } from '../../features/subscription/components/OmiseCallbackPage';

export const Route = createFileRoute('/_public/omise-callback')({
  staticData: { title: msg`Payment` },
  component: OmiseCallbackRoute,
});

function OmiseCallbackRoute() {
  const navigate = Route.useNavigate();
  const onConfirmed = useCallback(
    (summary: PaymentSummary) => void navigate({ to: '/user/confirmation', search: { payment: summary } }),
    [navigate],
  );
  const onPaymentFailed = useCallback(() => void navigate({ to: '/payment-error' }), [navigate]);
  return <OmiseCallbackPage onConfirmed={onConfirmed} onPaymentFailed={onPaymentFailed} />;
}
