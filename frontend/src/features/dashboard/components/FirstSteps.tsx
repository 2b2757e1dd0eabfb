import { useQueries } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../../session/ServicesContext';
import { resourceCountQuery } from '../api/firstStepsApi';
import { Check } from 'lucide-react';

/**
 * A new company's first steps on its dashboard: an office, a car, a driver and a detector, each a link to its
 * page and ticked once one exists. Gone once all four are done (or while the counts cannot be read).
 */
export function FirstSteps() {
  const { t } = useLingui();
  const { api } = useServices();
  const steps = [
    { path: '/office', to: '/user/offices', label: t`Add an office` },
    { path: '/car', to: '/user/cars', label: t`Add a car` },
    { path: '/driver', to: '/user/drivers', label: t`Add a driver` },
    { path: '/device', to: '/user/devices', label: t`Add a detector` },
  ] as const;
  const counts = useQueries({ queries: steps.map((step) => resourceCountQuery(api, step.path)) });
  if (counts.some((count) => count.data === undefined)) return null;
  const done = counts.map((count) => (count.data ?? 0) > 0);
  if (done.every(Boolean)) return null;
  return (
    <section className="dashboard-card first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className="dashboard-card__title">
        <Trans>First steps</Trans>
      </h2>
      <p>
        <Trans>Set up your company to start recording alcohol checks.</Trans>
      </p>
      <ol className="first-steps__list">
        {steps.map((step, index) => (
          <li key={step.path} className={done[index] ? 'first-steps__step first-steps__step--done' : 'first-steps__step'}>
            <span className="first-steps__mark" aria-hidden="true">
              {done[index] ? <Check size={14} aria-hidden="true" focusable="false" /> : index + 1}
            </span>
            <Link to={step.to}>{step.label}</Link>
            {done[index] && (
              <span className="first-steps__done">
                <Trans>Done</Trans>
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
