import {
  driverDaysOffCollection,
  driverRosterCollection,
  missedChecksQuerySchema,
  missedChecksResponseSchema,
  officesCollection,
  testResultsCollection,
} from '@fleetcheck/contracts';
import { addDays } from '@fleetcheck/domain/calendar/business-day';
import { daysOfMonthUpTo, missedChecksOf } from '@fleetcheck/domain/test-result/missed-checks';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { reply } from '../http/reply';
import { dayCheckOf, ownOffice } from './check-board';
import { success, type RouteContext } from './context';

/**
 * GET /check-board/missed?month=YYYY-MM[&office=<id>] (issue 33 item 5): the month's missed checks per driver and
 * office, each Japan day judged by the board's own rule (a driver on the roster that day and on duty, with no
 * before- or after-driving check). Today is not over: the days before it are judged.
 */
export function missedChecksRoute(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/check-board/missed', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(missedChecksQuerySchema(ctx.today()), req);
    await ownOffice(ctx, companyId, q.office);
    const days = daysOfMonthUpTo(q.month, addDays(ctx.today(), -1));
    const range = { gte: days[0] ?? '', lte: days.at(-1) ?? '' };
    const [roster, records, daysOff, offices] = await Promise.all([
      ctx.store.collection(driverRosterCollection).findMany({ filter: { companyId } }),
      days.length ? ctx.store.collection(testResultsCollection).findMany({ filter: { companyId, date: range } }) : [],
      days.length ? ctx.store.collection(driverDaysOffCollection).findMany({ filter: { companyId, date: range } }) : [],
      ctx.store.collection(officesCollection).findMany({ filter: { companyId } }),
    ]);
    const missed = missedChecksOf(
      days,
      roster,
      records.map((record) => ({ ...dayCheckOf(record), date: record.date })),
      daysOff,
      q.office,
    );
    const names = new Map(offices.map((office) => [office._id, office.name]));
    reply(
      res,
      missedChecksResponseSchema,
      success({
        month: q.month,
        office: q.office ?? null,
        judgedThrough: days.at(-1) ?? null,
        drivers: missed.drivers,
        offices: missed.offices.map((office) => ({
          ...office,
          name: office.officeId === null ? null : (names.get(office.officeId) ?? null),
        })),
      }),
    );
  });
}
