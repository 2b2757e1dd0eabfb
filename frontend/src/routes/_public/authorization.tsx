import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { authSearchSchema } from '../../features/auth/authSearch';
import { LoginForm } from '../../features/auth/LoginForm';
import { PendingScreen } from '../../shell/PendingScreen';

export const Route = createFileRoute('/_public/authorization')({
  validateSearch: authSearchSchema,
  staticData: { title: msg`Login` },
  component: AuthorizationPage,
});

function AuthorizationPage() {
  const { page, redirect } = Route.useSearch();
  return (
    <div className="auth-page">
      {page === 'login' ? <LoginForm audience="manager" redirectTo={redirect} /> : <PendingScreen />}
    </div>
  );
}
