import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../shell/AppLayout';
import { requireCompanySession, signedInLayout } from '../session/guards';

/** Company pages: no session goes to the login page with the original location. */
export const Route = createFileRoute('/_manager')({
  beforeLoad: signedInLayout(requireCompanySession),
  component: AppLayout,
});
