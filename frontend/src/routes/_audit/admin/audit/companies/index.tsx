import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditCompaniesPage } from '../../../../../features/audit/AuditCompaniesPage';

export const Route = createFileRoute('/_audit/admin/audit/companies/')({
  staticData: { title: msg`Subscription history` },
  component: AuditCompaniesPage,
});
