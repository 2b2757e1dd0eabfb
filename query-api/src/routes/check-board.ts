import {
  checkBoardQuerySchema,
  checkBoardResponseSchema,
  driverDaysOffCollection,
  driversCollection,
  officesCollection,
  testResultsCollection,
} from '@fleetcheck/contracts';
import { businessDayEnd } from '@fleetcheck/domain/calendar/business-day';
import { checkBoard } from '@fleetcheck/domain/test-result/check-board';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { success, type RouteContext } from './context';

/**
 * GET /check-board?date=YYYY-MM-DD[&office=<id>] (issue 15 item 3): each driver of the company (or of one office)
 * registered by that Japanese business day, with their before- and after-driving check of the day: ok, failed,
 * missing or awaiting confirmation (domain/test-result/check-board); a driver marked off duty misses nothing.
 */
export function checkBoardRoute(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/check-board', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(checkBoardQuerySchema(ctx.today()), req);
    if (q.office) {
      const office = await ctx.store.collection(officesCollection).findById(q.office);
      // Another company's office answers as a missing one.
      if (!office || office.companyId !== companyId) throw notFound();
    }
    const [drivers, records, daysOff] = await Promise.all([
      ctx.store.collection(driversCollection).findMany({
        filter: { companyId, createdAt: { lte: businessDayEnd(q.date) }, ...(q.office ? { officeId: q.office } : {}) },
      }),
      ctx.store.collection(testResultsCollection).findMany({ filter: { companyId, date: q.date } }),
      ctx.store.collection(driverDaysOffCollection).findMany({ filter: { companyId, date: q.date } }),
    ]);
    const board = checkBoard(
      drivers.map(({ _id, lastName, firstName, officeId }) => ({ driverId: _id, lastName, firstName, officeId })),
      records.map((record) => ({
        testResultId: record._id,
        driverId: record.driverId,
        checkType: record.checkType,
        testedAt: record.testedAt,
        failed: record.failed,
        confirmationStatus: record.confirmationStatus,
      })),
      new Set(daysOff.map((day) => day.driverId)),
    );
    reply(res, checkBoardResponseSchema, success({ date: q.date, office: q.office ?? null, drivers: board }));
  });
}
