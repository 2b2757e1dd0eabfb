import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { createRegistrationMachine } from '../../../machines';
import { simulationApi, useSubscriptionDeps } from '../api/subscriptionServices';
import { PlanForm } from './PlanForm';

/** Public /simulation: the plan editor priced through simulationCalc, without a login. */
export function SimulationPage({ cars, devices }: { readonly cars?: number; readonly devices?: number }) {
  const { api } = useServices();
  const deps = useSubscriptionDeps();
  // Only the plan step runs here: its debounced quote goes to the public endpoint.
  const machine = useMemo(() => createRegistrationMachine({ ...deps, api: simulationApi(api, deps.api) }), [api, deps]);
  const [snapshot, send] = useMachine(machine, {
    input: { companyId: '', startAt: 'plan', cars, devices, paymentSchedule: 'monthly' },
  });
  const { context } = snapshot;
  return (
    <div className="subscription-page">
      <h1 className="subscription-page__heading">
        <Trans>Plan simulation</Trans>
      </h1>
      <PlanForm counts={context.counts} schedule={context.schedule} quote={context.quote} loading={context.quoteLoading} onEdit={send} />
      <div className="plan-actions">
        <a className="button button--primary" href="/authorization?page=register">
          <Trans>Sign up</Trans>
        </a>
      </div>
    </div>
  );
}
