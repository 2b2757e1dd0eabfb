import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, isoDate, text, type SearchInput } from '../../../../router/searchValues';
import { AccessLogPage } from '../../../../features/audit/components/AccessLogPage';
import { loadAccessLog } from '../../../../features/audit/api/auditApi';

/** Company and Japan-day period; a bad value is left out. No schema library: route configuration loads on every first page (issue 18 item 11). */
const accessLogSearch = {
  parse: (search: SearchInput): { company?: string; from?: string; to?: string } => {
    const company = text(search.company);
    return defined({
      company: company && company.length <= 64 ? company : undefined,
      from: isoDate(search.from),
      to: isoDate(search.to),
    });
  },
};

export const Route = createFileRoute('/_audit/admin/audit/access-log')({
  validateSearch: accessLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAccessLog(context.services, deps),
  staticData: { title: msg`Access log` },
  component: AccessLogRoute,
});

function AccessLogRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccessLogPage filter={filter} onFilterChange={(next) => void navigate({ search: next })} />;
}
