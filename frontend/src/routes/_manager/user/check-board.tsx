import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { defined, isoDate, type SearchInput } from '../../../router/searchValues';
import { CheckBoardPage } from '../../../features/check-board/CheckBoardPage';
import { loadCheckBoard } from '../../../features/check-board/checkBoardApi';

/** `date`: a Japanese business day; without it (or when it is no date), today in Japan. No schema library: route configuration loads on every first page (issue 18 item 11). */
const checkBoardSearchSchema = { parse: (search: SearchInput): { date?: string } => defined({ date: isoDate(search.date) }) };

export const Route = createFileRoute('/_manager/user/check-board')({
  validateSearch: checkBoardSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCheckBoard(context.services, deps.date ?? businessDay(new Date())),
  staticData: { title: msg`Check board` },
  component: CheckBoardRoute,
});

function CheckBoardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CheckBoardPage date={search.date ?? businessDay(new Date())} onDateChange={(date) => void navigate({ search: { date } })} />;
}
