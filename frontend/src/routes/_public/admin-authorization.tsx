import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { authSearchSchema } from '../../features/auth/model/authSearch';
import { LoginForm } from '../../features/auth/components/LoginForm';

export const Route = createFileRoute('/_public/admin-authorization')({
  validateSearch: authSearchSchema,
  staticData: { title: msg`Administrator login` },
  component: AdminAuthorizationPage,
});

function AdminAuthorizationPage() {
  const { redirect } = Route.useSearch();
  return (
    <div className="auth-page">
      <LoginForm audience="admin" redirectTo={redirect} />
    </div>
  );
}
