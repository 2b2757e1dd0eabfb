import { useLingui } from '@lingui/react/macro';
import { REGISTRATION_STAGES } from '@fleetcheck/contracts';
import type { RegistrationStage } from '../../../machines';
import './subscription.css';

/**
 * The 4-step progress bar of the first registration: company, plan, payment, confirmation. Its name is a region's:
 * screen readers announce the name of a region, where most pass over a name given to a list.
 */
export function RegistrationProgress({ stage }: { readonly stage: RegistrationStage }) {
  const { t } = useLingui();
  const steps: [RegistrationStage, string][] = [
    [REGISTRATION_STAGES.company, t`Company`],
    [REGISTRATION_STAGES.plan, t`Plan`],
    [REGISTRATION_STAGES.payment, t`Payment`],
    [REGISTRATION_STAGES.confirmation, t`Confirmation`],
  ];
  return (
    <section aria-label={t`Registration progress`}>
      <ol className="registration-progress">
        {steps.map(([step, label]) => (
          <li
            key={step}
            className={`registration-progress__step${step < stage ? ' is-done' : ''}`}
            aria-current={step === stage ? 'step' : undefined}
          >
            {step}. {label}
          </li>
        ))}
      </ol>
    </section>
  );
}
