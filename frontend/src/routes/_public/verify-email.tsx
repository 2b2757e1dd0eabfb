import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { VerifyEmailPage } from '../../features/registration/VerifyEmailPage';

const searchSchema = z.object({ auth: z.string().optional().catch(undefined) });

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
