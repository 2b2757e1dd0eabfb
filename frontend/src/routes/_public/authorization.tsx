import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { authSearchSchema } from '../../features/auth/model/authSearch';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { SignUpForm } from '../../features/registration/components/SignUpForm';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export const Route = createFileRoute('/_public/authorization')({
  validateSearch: authSearchSchema,
  staticData: { title: msg`Login` },
  component: AuthorizationPage,
});

function AuthorizationPage() {
  const { page, redirect } = Route.useSearch();
  return (
    <div className="auth-page">
      {page === 'login' ? (
        <LoginForm audience="manager" redirectTo={redirect} />
      ) : page === 'register' ? (
        <SignUpForm />
      ) : (
        <ForgotPasswordForm />
      )}
    </div>
  );
}
