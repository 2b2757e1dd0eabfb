import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { COUNTER_MAX } from '@fleetcheck/contracts/constants/limits';
import { planCountsSearch, type SearchInput } from '../../../router/searchValues';
import { TariffsPage } from '../../../features/subscription/components/TariffsPage';
import { PlanStep, type PlanChoice } from '../../../features/registration/components/PlanStep';
import { useSessionView } from '../../../shell/useSessionUser';
import type { TariffsOutcome } from '../../../machines';
import { loadCurrentUser } from '../../../features/subscription/api/subscriptionServices';

const searchSchema = { parse: (search: SearchInput) => planCountsSearch(search, COUNTER_MAX) };

export const Route = createFileRoute('/_manager/user/tariffs')({
  validateSearch: searchSchema,
  loader: ({ context }) => loadCurrentUser(context.services),
  staticData: { title: msg`Plan` },
  component: TariffsRoute,
});

function TariffsRoute() {
  const { cars, devices } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { registerComplete } = useSessionView();
  const toPayment = useCallback((choice: PlanChoice) => void navigate({ to: '/user/payment', search: choice }), [navigate]);
  const onOutcome = useCallback(
    (outcome: TariffsOutcome) => {
      if (outcome.kind === 'payment') toPayment(outcome);
      else if (outcome.kind === 'changedByTransfer') void navigate({ to: '/user/confirmation', search: { payment: outcome.summary } });
      else if (outcome.kind === 'cancel') void navigate({ to: '/user/cancelation' });
      else window.location.assign('/user/tariffs');
    },
    [navigate, toPayment],
  );
  const back = useCallback(() => void navigate({ to: '/user/company' }), [navigate]);
  return registerComplete ? (
    <TariffsPage cars={cars} devices={devices} onOutcome={onOutcome} />
  ) : (
    <PlanStep cars={cars} devices={devices} onBack={back} onChosen={toPayment} />
  );
}
