import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { companyFormSchema } from '@fleetcheck/contracts';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { useServices } from '../../../session/ServicesContext';
import { createRegistrationMachine } from '../../../machines';
import { ErrorKeyModal } from '../../subscription/components/ErrorKeyModal';
import { useCurrentUser, useSubscriptionDeps } from '../../subscription/api/subscriptionServices';
import { CompanyFields, companyInput, emptyCompany, type CompanyDraft } from './CompanyFields';
import { RegistrationProgress } from '../../subscription/components/RegistrationProgress';
import { companyProfileQuery } from '../../company/api/companyApi';
import { Form } from '../../../components/form/Form';

/** Registration stage 1 at /user/company: the details given at sign-up, checked and saved, then the plan. */
export function CompanyStep({ onDone }: { readonly onDone: () => void }) {
  const { api } = useServices();
  const user = useCurrentUser();
  const profile = useQuery(companyProfileQuery(api));
  if (user.isPending || profile.isPending) return <p aria-busy="true">…</p>;
  if (!user.data?.company || !profile.data) {
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  }
  const stored: Record<string, unknown> = profile.data;
  const initial = Object.fromEntries(
    Object.keys(emptyCompany).map((key) => [key, stored[key] == null ? '' : String(stored[key])]),
  ) as CompanyDraft;
  return <CompanyStepForm companyId={user.data.company._id} initial={initial} onDone={onDone} />;
}

function CompanyStepForm({ companyId, initial, onDone }: { companyId: string; initial: CompanyDraft; onDone: () => void }) {
  const deps = useSubscriptionDeps();
  const machine = useMemo(() => createRegistrationMachine(deps), [deps]);
  const [snapshot, send] = useMachine(machine, { input: { companyId, startAt: 'company' } });
  const [company, setCompany] = useState(initial);
  const [touched, setTouched] = useState(false);
  const validation = companyFormSchema.safeParse(companyInput(company));
  const errors = touched ? fieldErrors(validation) : {};

  useEffect(() => {
    if (snapshot.matches('plan')) onDone();
  }, [snapshot, onDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validation.success) send({ type: 'COMPANY.SUBMIT', company: validation.data });
  };
  return (
    <Form className="signup-form" onSubmit={submit}>
      <RegistrationProgress stage={snapshot.context.stage} />
      <CompanyFields
        legend={
          <h1 className="subscription-page__heading">
            <Trans>Company details</Trans>
          </h1>
        }
        value={company}
        errors={errors}
        onChange={setCompany}
      />
      <button type="submit" className="button button--primary" disabled={!snapshot.matches({ company: 'editing' })}>
        <Trans>Next</Trans>
      </button>
      {snapshot.matches({ company: 'failed' }) && snapshot.context.error && (
        <ErrorKeyModal errorKey={snapshot.context.error} onClosed={() => send({ type: 'ERROR.CLOSE' })} />
      )}
    </Form>
  );
}
