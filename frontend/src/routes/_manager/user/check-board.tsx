import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { defined, isoDate, text, type SearchInput } from '../../../router/searchValues';
import { CheckBoardPage } from '../../../features/check-board/components/CheckBoardPage';
import { loadCheckBoard } from '../../../features/check-board/api/checkBoardApi';

/**
 * `date`: a Japanese business day; without it (or when it is no date), today in Japan. `office`: one office's
 * drivers (an office id; absent for the whole company). No schema library: route configuration loads on every
 * first page (issue 18 item 11).
 */
const checkBoardSearchSchema = {
  parse: (search: SearchInput): { date?: string; office?: string } =>
    defined({ date: isoDate(search.date), office: text(search.office)?.trim() || undefined }),
};

export const Route = createFileRoute('/_manager/user/check-board')({
  validateSearch: checkBoardSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCheckBoard(context.services, deps.date ?? businessDay(new Date()), deps.office),
  staticData: { title: msg`Check board` },
  component: CheckBoardRoute,
});

function CheckBoardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckBoardPage
      date={search.date ?? businessDay(new Date())}
      office={search.office}
      onSearchChange={(change) => void navigate({ search: (previous) => defined({ ...previous, ...change }) })}
    />
  );
}
