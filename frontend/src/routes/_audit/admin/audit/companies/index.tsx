import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditCompaniesPage } from '../../../../../features/audit/components/AuditCompaniesPage';
import { loadAuditCompanies } from '../../../../../features/audit/api/auditApi';

export const Route = createFileRoute('/_audit/admin/audit/companies/')({
  loader: ({ context }) => loadAuditCompanies(context.services),
  staticData: { title: msg`Subscription history` },
  component: AuditCompaniesPage,
});
