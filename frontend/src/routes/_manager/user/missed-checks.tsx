import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { defined, text, type SearchInput } from '../../../router/searchValues';
import { MissedChecksPage } from '../../../features/missed-checks/components/MissedChecksPage';
import { loadMissedChecks } from '../../../features/missed-checks/api/missedChecksApi';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const thisMonth = () => businessDay(new Date()).slice(0, 7);

/** `month`: 'YYYY-MM' (this month in Japan when absent or no month); `office`: one office's drivers. */
const missedChecksSearchSchema = {
  parse: (search: SearchInput): { month?: string; office?: string } => {
    const month = text(search.month);
    return defined({ month: month && MONTH.test(month) ? month : undefined, office: text(search.office)?.trim() || undefined });
  },
};

export const Route = createFileRoute('/_manager/user/missed-checks')({
  validateSearch: missedChecksSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMissedChecks(context.services, deps.month ?? thisMonth(), deps.office),
  staticData: { title: msg`Missed checks` },
  component: MissedChecksRoute,
});

function MissedChecksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MissedChecksPage
      month={search.month ?? thisMonth()}
      office={search.office}
      onSearchChange={(change) => void navigate({ search: (previous) => defined({ ...previous, ...change }) })}
    />
  );
}
