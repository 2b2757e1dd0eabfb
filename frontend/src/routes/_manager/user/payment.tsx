import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { PaymentSummary } from '@fleetcheck/contracts';
import { COUNTER_MAX } from '@fleetcheck/contracts/constants/limits';
import { oneOf, paymentSchedules, wholeNumber, type SearchInput } from '../../../router/searchValues';
import { PaymentPage } from '../../../features/subscription/components/PaymentPage';
import { useSessionView } from '../../../shell/useSessionUser';
import { loadCurrentUser } from '../../../features/subscription/api/subscriptionServices';

const searchSchema = {
  parse: (search: SearchInput) => ({
    cars: wholeNumber(search.cars, 0, COUNTER_MAX) ?? 0,
    devices: wholeNumber(search.devices, 0, COUNTER_MAX) ?? 0,
    paymentScheduleOption: oneOf(search.paymentScheduleOption, paymentSchedules) ?? 'monthly',
  }),
};

export const Route = createFileRoute('/_manager/user/payment')({
  validateSearch: searchSchema,
  loader: ({ context }) => loadCurrentUser(context.services),
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
