import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditorsPage } from '../../../features/audit/components/AuditorsPage';
import { loadAuditors } from '../../../features/audit/api/auditApi';

export const Route = createFileRoute('/_admin/admin/auditors')({
  loader: ({ context }) => loadAuditors(context.services),
  staticData: { title: msg`Auditors` },
  component: AuditorsPage,
});
