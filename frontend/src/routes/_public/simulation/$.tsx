import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SimulationPage } from '../../../features/subscription/components/SimulationPage';

/** Anything under /simulation shows the same simulator (spec section 2). */
export const Route = createFileRoute('/_public/simulation/$')({
  staticData: { title: msg`Plan simulation` },
  component: () => <SimulationPage />,
});
