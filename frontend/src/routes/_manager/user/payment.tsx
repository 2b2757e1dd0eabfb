import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { COUNTER_MAX, paymentScheduleSchema, type PaymentSummary } from '@fleetcheck/contracts';
import { PaymentPage } from '../../../features/subscription/PaymentPage';
import { useSessionView } from '../../../shell/useSessionUser';

const searchSchema = z.object({
  cars: z.coerce.number().int().min(0).max(COUNTER_MAX).default(0).catch(0),
  devices: z.coerce.number().int().min(0).max(COUNTER_MAX).default(0).catch(0),
  paymentScheduleOption: paymentScheduleSchema.default('monthly').catch('monthly'),
});

export const Route = createFileRoute('/_manager/user/payment')({
  validateSearch: searchSchema,
  staticData: { title: msg`Payment` },
  component: PaymentRoute,
});

function PaymentRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { registerComplete } = useSessionView();
  const onConfirmed = useCallback(
    (summary: PaymentSummary) => void navigate({ to: '/user/confirmation', search: { payment: summary } }),
    [navigate],
  );
  const onPaymentFailed = useCallback(() => void navigate({ to: '/payment-error' }), [navigate]);
  return <PaymentPage {...search} registering={!registerComplete} onConfirmed={onConfirmed} onPaymentFailed={onPaymentFailed} />;
}
