import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { CheckBoardPage } from '../../../features/check-board/CheckBoardPage';

/** `date`: a Japanese business day; without it, today in Japan. */
const checkBoardSearchSchema = z.object({ date: z.iso.date().optional().catch(undefined) });

export const Route = createFileRoute('/_manager/user/check-board')({
  validateSearch: checkBoardSearchSchema,
  staticData: { title: msg`Check board` },
  component: CheckBoardRoute,
});

function CheckBoardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CheckBoardPage date={search.date ?? businessDay(new Date())} onDateChange={(date) => void navigate({ search: { date } })} />;
}
