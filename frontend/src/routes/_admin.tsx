import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../shell/AppLayout';
import { requireAdminSession, signedInLayout } from '../session/guards';

/** Admin pages: their own login page and token endpoint. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: signedInLayout(requireAdminSession),
  component: AppLayout,
});
