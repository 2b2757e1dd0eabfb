import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AuditCompaniesPage } from '../../../../../features/audit/components/AuditCompaniesPage';
import { loadAuditCompanies } from '../../../../../features/audit/api/auditApi';
import { defined, oneOf, type SearchInput } from '../../../../../router/searchValues';

/** `refused=admin-only`: an auditor sent here from an admin page, told why. */
const auditCompaniesSearchSchema = {
  parse: (search: SearchInput): { refused?: 'admin-only' } => defined({ refused: oneOf(search.refused, ['admin-only'] as const) }),
};

export const Route = createFileRoute('/_audit/admin/audit/companies/')({
  validateSearch: auditCompaniesSearchSchema,
  loader: ({ context }) => loadAuditCompanies(context.services),
  staticData: { title: msg`Subscription history` },
  component: AuditCompaniesRoute,
});

function AuditCompaniesRoute() {
  return <AuditCompaniesPage refused={Route.useSearch().refused} />;
}
