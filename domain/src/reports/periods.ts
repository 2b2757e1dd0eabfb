import { addDays } from '../calendar/business-day';

/** A stretch of Japan days, both ends included ('YYYY-MM-DD'). */
export interface ReportPeriod {
  /** The period's name in job ids: 'YYYY-MM' for a month, the Monday 'YYYY-MM-DD' for a week. */
  key: string;
  from: string;
  to: string;
}

/** The month before the one `today` falls in: what the record book mailed on the 1st covers (issue 37 item 3). */
export function previousMonthOf(today: string): ReportPeriod {
  const lastDay = addDays(`${today.slice(0, 7)}-01`, -1);
  const month = lastDay.slice(0, 7);
  return { key: month, from: `${month}-01`, to: lastDay };
}

/**
 * The last whole week (Monday to Sunday) before `today`: what Monday's summary covers. Run late (on Tuesday, after
 * a failure), it still names the same week, so the mail of that week is the same one.
 */
export function previousWeekOf(today: string): ReportPeriod {
  // getUTCDay: 0 Sunday .. 6 Saturday; days back to this week's Monday.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday - 7);
  return { key: monday, from: monday, to: addDays(monday, 6) };
}

/** Every day of a period, oldest first. */
export function daysOf(period: Pick<ReportPeriod, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}
