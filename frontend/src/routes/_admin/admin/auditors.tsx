import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditorsPage } from '../../../features/audit/AuditorsPage';

export const Route = createFileRoute('/_admin/admin/auditors')({
  staticData: { title: msg`Auditors` },
  component: AuditorsPage,
});
