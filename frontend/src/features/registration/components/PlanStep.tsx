import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { companyProfileResponseSchema, type PaymentSchedule } from '@fleetcheck/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../session/ServicesContext';
import { createRegistrationMachine } from '../../../machines';
import { ErrorKeyModal } from '../../subscription/components/ErrorKeyModal';
import { PlanForm } from '../../subscription/components/PlanForm';
import { useCurrentUser, useSubscriptionDeps } from '../../subscription/api/subscriptionServices';
import { RegistrationProgress } from '../../subscription/components/RegistrationProgress';

export interface PlanChoice {
  readonly cars: number;
  readonly devices: number;
  readonly paymentScheduleOption: PaymentSchedule;
}

interface PlanStepProps {
  readonly cars?: number;
  readonly devices?: number;
  readonly onBack: () => void;
  readonly onChosen: (choice: PlanChoice) => void;
}

/** Registration stage 2 at /user/tariffs: choose counts and schedule, then pay. */
export function PlanStep(props: PlanStepProps) {
  const user = useCurrentUser();
  const declaredCars = useDeclaredFleetSize(props.cars === undefined);
  if (user.isPending || declaredCars.isLoading) return <p aria-busy="true">…</p>;
  if (!user.data?.company) {
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  }
  // The first plan starts from the fleet size declared at sign-up (a failed read leaves the counter at 0).
  const cars = props.cars ?? (declaredCars.data || undefined);
  return <PlanStepForm {...props} cars={cars} companyId={user.data.company._id} />;
}

/** The number of cars the company declared when it signed up (its company profile). */
function useDeclaredFleetSize(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['auth', 'company-profile', 'declared-fleet-size'],
    queryFn: async () => (await api.get('/auth/company-profile', { schema: companyProfileResponseSchema })).data.carCount,
    enabled,
    retry: false,
  });
}

function PlanStepForm({ cars, devices, onBack, onChosen, companyId }: PlanStepProps & { readonly companyId: string }) {
  const deps = useSubscriptionDeps();
  const machine = useMemo(() => createRegistrationMachine(deps), [deps]);
  const [snapshot, send] = useMachine(machine, { input: { companyId, startAt: 'plan', cars, devices } });
  const { context } = snapshot;

  useEffect(() => {
    if (snapshot.matches('company')) onBack();
    if (snapshot.matches('payment')) {
      onChosen({ cars: context.counts.cars, devices: context.counts.devices, paymentScheduleOption: context.schedule ?? 'monthly' });
    }
  }, [snapshot, context, onBack, onChosen]);

  return (
    <div className="subscription-page">
      <RegistrationProgress stage={context.stage} />
      <button type="button" className="link-button" onClick={() => send({ type: 'BACK' })}>
        <ArrowLeft aria-hidden="true" focusable="false" size={16} /> <Trans>Back to company details</Trans>
      </button>
      <h1 className="subscription-page__heading">
        <Trans>Choose your plan</Trans>
      </h1>
      <PlanForm counts={context.counts} schedule={context.schedule} quote={context.quote} loading={context.quoteLoading} onEdit={send} />
      <div className="plan-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={snapshot.matches({ plan: 'submitting' })}
          onClick={() => send({ type: 'PLAN.SUBMIT' })}
        >
          <Trans>Proceed Payment</Trans>
        </button>
      </div>
      {snapshot.matches({ plan: 'invalid' }) && context.error && (
        <ErrorKeyModal errorKey={context.error} onClosed={() => send({ type: 'ERROR.CLOSE' })} />
      )}
    </div>
  );
}
