import {
  homeResponseSchema,
  testResultListResponseSchema,
  dailyFiguresCollection,
  dailyFiguresId,
  dateRangeQuerySchema,
  HOME_CHART_MAX_DAYS,
  homeQuerySchema,
  notificationsCollection,
  testResultDetailResponseSchema,
  testResultQuerySchema,
  testResultsCollection,
  type TestResultDocument,
  type TestResultQuery,
} from '@fleetcheck/contracts';
import { businessDayEnd, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import type { SortField, TotalFrom } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { streamCsv } from '../http/csv';
import { pagesOf } from '../http/read-pages';
import { parseQuery, parseSort } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { checkRecordColumns } from './check-record-columns';
import { notificationColumns } from './notification-columns';
import type { RouteContext } from './context';

const SORTABLE = ['testedAt', 'date', 'time', 'result', 'status', 'lastName', 'firstName', 'carNumber', 'office', 'device'];

function testResultFilter(
  companyId: string,
  q: Pick<TestResultQuery, 'dateFrom' | 'dateTo' | 'drivers' | 'offices' | 'testStatus' | 'confirmation' | 'completeness'>,
) {
  // Returned and incomplete records wait for a correction whatever day they were taken: listed until corrected.
  const anyDay = q.confirmation === 'returned' || q.completeness === 'incomplete';
  return {
    companyId,
    ...(anyDay ? {} : { date: { gte: q.dateFrom, lte: q.dateTo } }),
    ...(q.confirmation === 'all' ? {} : { confirmationStatus: q.confirmation }),
    ...(q.completeness === 'incomplete' ? { incomplete: true } : {}),
    ...(q.drivers.length ? { driverId: { in: q.drivers } } : {}),
    ...(q.offices.length ? { officeId: { in: q.offices } } : {}),
    ...(q.testStatus === 'failed' ? { status: 0 } : q.testStatus === 'passed' ? { status: { gt: 0 } } : {}),
  };
}

/**
 * A record's date is its testedAt's business day, so sorting on testedAt is sorting on (date, testedAt): said so,
 * the store walks its (companyId, date, testedAt) index and reads one page instead of sorting the whole range.
 */
function inIndexOrder(sort: SortField[]): SortField[] {
  const [first, ...rest] = sort;
  return first?.field === 'testedAt' ? [{ field: 'date', order: first.order }, first, ...rest] : sort;
}

/**
 * The list's total from the dashboard's daily figures (tests and failed tests per company and day, kept by the
 * home projection) when the filter is only the date range and the pass/fail status: a sum over the range's
 * days instead of counting its records on every page, read in the page's own statement. Any other filter
 * (drivers, offices, search, a confirmation status or completeness, which change over a record's life) is counted by the store
 * (undefined).
 */
function maintainedTotal(companyId: string, q: TestResultQuery): TotalFrom | undefined {
  if (q.drivers.length || q.offices.length || q.query?.trim() || q.confirmation !== 'all' || q.completeness !== 'all') return undefined;
  const fields =
    q.testStatus === 'failed'
      ? { add: ['failed'] }
      : q.testStatus === 'passed'
        ? { add: ['tests'], subtract: ['failed'] }
        : { add: ['tests'] };
  return { collection: dailyFiguresCollection, filter: { companyId, date: { gte: q.dateFrom, lte: q.dateTo } }, ...fields };
}

const card = ({
  companyId: _c,
  driverId: _d,
  officeId: _o,
  carId: _car,
  deviceId: _dev,
  photo: _photo,
  coordinates: _coordinates,
  detector: _detector,
  corrections: _corrections,
  incomplete: _incomplete,
  liveConfirmation: _liveConfirmation,
  ...doc
}: TestResultDocument) => doc;

export function testResultRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/test-result', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(testResultQuerySchema(ctx.today()), req);
    const page = await ctx.store.collection(testResultsCollection).paginate({
      filter: testResultFilter(companyId, q),
      search: q.query ?? '',
      sort: inIndexOrder(parseSort(q.sort, SORTABLE, [{ field: 'testedAt', order: 'desc' }])),
      page: q.page,
      limit: q.limit,
      totalFrom: maintainedTotal(companyId, q),
    });
    reply(res, testResultListResponseSchema, { ...page, docs: page.docs.map(card) });
  });

  router.get('/test-result/csv', async (req, res) => {
    // An export right after a record must hold it (issue 37): it waits for the position like every read.
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(testResultQuerySchema(ctx.today()), req);
    const pages = pagesOf(ctx.store.collection(testResultsCollection), testResultFilter(companyId, q), 'testedAt');
    await streamCsv(res, `test-results_${q.dateFrom}_${q.dateTo}.csv`, q.language, checkRecordColumns(q.language), pages);
  });

  // After /test-result/csv: ':id' would take 'csv' otherwise.
  router.get('/test-result/:id', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const doc = await ctx.store.collection(testResultsCollection).findById(String(req.params.id));
    // Another company's record answers exactly as a missing one.
    if (!doc || doc.companyId !== companyId) throw notFound();
    const {
      companyId: _c,
      driverId: _d,
      officeId: _o,
      carId: _car,
      deviceId: _dev,
      incomplete: _incomplete,
      liveConfirmation,
      ...detail
    } = doc;
    // Records confirmed before issue 35, or otherwise than live, have none.
    reply(res, testResultDetailResponseSchema, { ...detail, liveConfirmation: liveConfirmation ?? null });
  });

  router.get('/notification/csv', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(dateRangeQuerySchema(ctx.today()), req);
    // createdAt is an ISO instant: the range is the business days' instants.
    const from = businessDayStart(q.dateFrom);
    const to = businessDayEnd(q.dateTo);
    const pages = pagesOf(ctx.store.collection(notificationsCollection), { companyId, createdAt: { gte: from, lte: to } }, 'createdAt');
    await streamCsv(res, `notifications_${q.dateFrom}_${q.dateTo}.csv`, q.language, notificationColumns(q.language), pages);
  });

  router.get('/home', async (req, res) => {
    await fresh(req, res);
    const { companyId, userId } = await ctx.auth.companyUser(req);
    const today = ctx.today();
    const range = parseQuery(homeQuerySchema(today), req);
    const todayId = dailyFiguresId(companyId, today);
    // A range has fewer than HOME_CHART_MAX_DAYS days (homeQuerySchema), so the chart's read is never cut short:
    // when the range covers today (the default range is today alone) it holds today's figures too, and reading
    // them again by id would be one more statement for the same row.
    const rangeHasToday = range.dateFrom <= today && today <= range.dateTo;
    const [daily, notifications, figuresOutsideRange] = await Promise.all([
      ctx.store.collection(dailyFiguresCollection).findMany({
        filter: { companyId, date: { gte: range.dateFrom, lte: range.dateTo } },
        sort: [{ field: 'date', order: 'asc' }],
        limit: HOME_CHART_MAX_DAYS,
      }),
      ctx.store.collection(notificationsCollection).findMany({
        filter: { companyId, dismissed: false },
        sort: [{ field: 'createdAt', order: 'desc' }],
        limit: 50,
      }),
      rangeHasToday ? null : ctx.store.collection(dailyFiguresCollection).findById(todayId),
    ]);
    const figures = rangeHasToday ? daily.find((day) => day._id === todayId) : figuresOutsideRange;
    reply(res, homeResponseSchema, {
      operation: 'success',
      data: {
        notifications: notifications.map(
          ({ _id, type, level, driver, car, device, testResult, missingCheck, liveCall, testResultId, createdAt, readBy }) => ({
            _id,
            type,
            level,
            driver,
            car,
            device,
            testResult,
            missingCheck: missingCheck ?? null,
            liveCall: liveCall ?? null,
            testResultId: testResultId ?? null,
            createdAt,
            read: readBy.includes(userId),
          }),
        ),
        testsToday: figures?.tests ?? 0,
        failedToday: figures?.failed ?? 0,
        daily: daily.map(({ date, tests, failed }) => ({ date, tests, failed })),
      },
    });
  });
}
