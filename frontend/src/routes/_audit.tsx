import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../shell/AppLayout';
import { requireAuditSession, signedInLayout } from '../session/guards';

/** Audit pages (issue 22): platform admins and read-only auditors; under /admin, so the admin tokens are used. */
export const Route = createFileRoute('/_audit')({
  beforeLoad: signedInLayout(requireAuditSession),
  component: AppLayout,
});
