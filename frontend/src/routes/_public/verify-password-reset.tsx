import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { VerifyPasswordResetPage } from '../../features/auth/VerifyPasswordResetPage';

const searchSchema = z.object({ auth: z.string().optional().catch(undefined) });

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
