import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { COUNTER_MAX } from '@fleetcheck/contracts';
import { SimulationPage } from '../../../features/subscription/SimulationPage';

const searchSchema = z.object({
  cars: z.coerce.number().int().min(0).max(COUNTER_MAX).optional().catch(undefined),
  devices: z.coerce.number().int().min(0).max(COUNTER_MAX).optional().catch(undefined),
});

export const Route = createFileRoute('/_public/simulation/')({
  validateSearch: searchSchema,
  staticData: { title: msg`Plan simulation` },
  component: SimulationRoute,
});

function SimulationRoute() {
  const { cars, devices } = Route.useSearch();
  return <SimulationPage cars={cars} devices={devices} />;
}
