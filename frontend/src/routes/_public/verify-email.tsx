import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, text, type SearchInput } from '../../router/searchValues';
import { VerifyEmailPage } from '../../features/registration/components/VerifyEmailPage';

const searchSchema = { parse: (search: SearchInput): { auth?: string } => defined({ auth: text(search.auth) }) };

export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: searchSchema,
  staticData: { title: msg`Email verification` },
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { auth } = Route.useSearch();
  return (
    <div className="auth-page">
      <VerifyEmailPage auth={auth} />
    </div>
  );
}
