import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CompanyPage } from '../../../features/company/CompanyPage';
import { CompanyStep } from '../../../features/registration/CompanyStep';
import { useSessionView } from '../../../shell/useSessionUser';

export const Route = createFileRoute('/_manager/user/company')({
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
