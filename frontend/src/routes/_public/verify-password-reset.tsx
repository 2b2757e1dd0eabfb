import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, text, type SearchInput } from '../../router/searchValues';
import { VerifyPasswordResetPage } from '../../features/auth/components/VerifyPasswordResetPage';

const searchSchema = { parse: (search: SearchInput): { auth?: string } => defined({ auth: text(search.auth) }) };

export const Route = createFileRoute('/_public/verify-password-reset')({
  validateSearch: searchSchema,
  staticData: { title: msg`Password reset` },
  component: VerifyPasswordResetRoute,
});

function VerifyPasswordResetRoute() {
  const { auth } = Route.useSearch();
  const navigate = Route.useNavigate();
  const toLogin = useCallback(() => void navigate({ to: '/authorization', search: { page: 'login' } }), [navigate]);
  return (
    <div className="auth-page">
      <VerifyPasswordResetPage auth={auth} onDone={toLogin} />
    </div>
  );
}
