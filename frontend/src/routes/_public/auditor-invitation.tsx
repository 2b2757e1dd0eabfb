import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { AuditorInvitationPage } from '../../features/audit/AuditorInvitationPage';

export const Route = createFileRoute('/_public/auditor-invitation')({
  validateSearch: z.object({ auth: z.string().optional() }),
  staticData: { title: msg`Auditor invitation` },
  component: AuditorInvitationRoute,
});

function AuditorInvitationRoute() {
  const { auth } = Route.useSearch();
  return (
    <div className="auth-page">
      <AuditorInvitationPage auth={auth} />
    </div>
  );
}
