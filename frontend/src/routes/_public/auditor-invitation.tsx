import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, text, type SearchInput } from '../../router/searchValues';
import { AuditorInvitationPage } from '../../features/audit/components/AuditorInvitationPage';

/** Read without a schema library: route configuration loads on every first page (issue 18 item 11). */
const searchSchema = { parse: (search: SearchInput): { auth?: string } => defined({ auth: text(search.auth) }) };

export const Route = createFileRoute('/_public/auditor-invitation')({
  validateSearch: searchSchema,
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
