import {
  checkBoardQuerySchema,
  checkBoardResponseSchema,
  driverDaysOffCollection,
  driverRosterCollection,
  officesCollection,
  testResultsCollection,
  type TestResultDocument,
} from '@fleetcheck/contracts';
import { driversOn } from '@fleetcheck/domain/driver/roster';
import { checkBoard, type DayCheck } from '@fleetcheck/domain/test-result/check-board';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { success, type RouteContext } from './context';

/** An office named in the query must be the caller's company's: another company's answers as a missing one. */
export async function ownOffice(ctx: RouteContext, companyId: string, officeId: string | undefined): Promise<void> {
  if (!officeId) return;
  const office = await ctx.store.collection(officesCollection).findById(officeId);
  if (!office || office.companyId !== companyId) throw notFound();
}

/** A record as the board judges it. */
export const dayCheckOf = (record: TestResultDocument): DayCheck => ({
  testResultId: record._id,
  driverId: record.driverId,
  checkType: record.checkType,
  testedAt: record.testedAt,
  failed: record.failed,
  confirmationStatus: record.confirmationStatus,
  offline: record.offline ?? false,
  liveConfirmationMissed: !!record.liveConfirmationMissed,
});

/**
 * GET /check-board?date=YYYY-MM-DD[&office=<id>] (issue 15 item 3, issue 33 item 5): each driver of the company
 * (or of one office) on that Japanese business day, a driver deleted since included and named as then (the
 * roster), with their before- and after-driving check of the day: ok, failed, missing, awaiting confirmation,
 * off duty, or not confirmed (未確認: a driver-app check with no live confirmation by the cut-off; domain/test-result/check-board).
 */
export function checkBoardRoute(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/check-board', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(checkBoardQuerySchema(ctx.today()), req);
    await ownOffice(ctx, companyId, q.office);
    const [roster, records, daysOff] = await Promise.all([
      ctx.store.collection(driverRosterCollection).findMany({ filter: { companyId } }),
      ctx.store.collection(testResultsCollection).findMany({ filter: { companyId, date: q.date } }),
      ctx.store.collection(driverDaysOffCollection).findMany({ filter: { companyId, date: q.date } }),
    ]);
    const board = checkBoard(driversOn(roster, q.date, q.office), records.map(dayCheckOf), new Set(daysOff.map((day) => day.driverId)));
    reply(res, checkBoardResponseSchema, success({ date: q.date, office: q.office ?? null, drivers: board }));
  });
}
