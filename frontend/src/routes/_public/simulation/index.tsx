import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { COUNTER_MAX } from '@fleetcheck/contracts/constants/limits';
import { planCountsSearch, type SearchInput } from '../../../router/searchValues';
import { SimulationPage } from '../../../features/subscription/components/SimulationPage';

const searchSchema = { parse: (search: SearchInput) => planCountsSearch(search, COUNTER_MAX) };

export const Route = createFileRoute('/_public/simulation/')({
  validateSearch: searchSchema,
  staticData: { title: msg`Plan simulation` },
  component: SimulationRoute,
});

function SimulationRoute() {
  const { cars, devices } = Route.useSearch();
  return <SimulationPage cars={cars} devices={devices} />;
}
