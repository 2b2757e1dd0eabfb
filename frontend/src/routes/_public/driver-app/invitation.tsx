import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, text, type SearchInput } from '../../../router/searchValues';
import { DriverInvitationPage } from '../../../features/driver-app/components/DriverInvitationPage';

/** Read without a schema library: route configuration loads on every first page (issue 18 item 11). */
const searchSchema = { parse: (search: SearchInput): { auth?: string } => defined({ auth: text(search.auth) }) };

export const Route = createFileRoute('/_public/driver-app/invitation')({
  validateSearch: searchSchema,
  staticData: { title: msg`Driver app invitation` },
  component: DriverInvitationRoute,
});

function DriverInvitationRoute() {
  const { auth } = Route.useSearch();
  return (
    <div className="auth-page">
      <DriverInvitationPage auth={auth} />
    </div>
  );
}
