import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CompanyPage } from '../../../features/company/components/CompanyPage';
import { loadCompanyProfile } from '../../../features/company/api/companyApi';
import { loadCurrentUser } from '../../../features/subscription/api/subscriptionServices';
import { CompanyStep } from '../../../features/registration/components/CompanyStep';
import { useSessionView } from '../../../shell/useSessionUser';

export const Route = createFileRoute('/_manager/user/company')({
  // Registration's first stage also needs the user's company id.
  loader: ({ context }) => Promise.all([loadCompanyProfile(context.services), loadCurrentUser(context.services)]),
  staticData: { title: msg`Company` },
  component: CompanyRoute,
});

/** While registration is open this is its first stage (company details, then the plan). */
function CompanyRoute() {
  const navigate = Route.useNavigate();
  const { registerComplete } = useSessionView();
  const toPlan = useCallback(() => void navigate({ to: '/user/tariffs' }), [navigate]);
  return registerComplete ? <CompanyPage /> : <CompanyStep onDone={toPlan} />;
}
