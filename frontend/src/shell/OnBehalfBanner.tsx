import { Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../session/ServicesContext';
import { useSessionView } from './useSessionUser';
import { leaveOnBehalf } from './leaveOnBehalf';

/** While an admin acts on a company's behalf: a banner naming the company, with the way back to the admin pages. */
export function OnBehalfBanner() {
  const services = useServices();
  const { t } = useLingui();
  const { user, actingOnBehalf } = useSessionView();
  if (!actingOnBehalf) return null;
  const company = user?.companyName ?? '';
  return (
    <section className="on-behalf-banner" aria-label={t`Acting on behalf of ${company}`}>
      <p>
        <Trans>
          You are acting on behalf of <strong>{company}</strong>. What you do here is recorded as done by you for this company.
        </Trans>
      </p>
      <button type="button" className="button" onClick={() => void leaveOnBehalf(services)}>
        <Trans>Leave and return to the admin pages</Trans>
      </button>
    </section>
  );
}
