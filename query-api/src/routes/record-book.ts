import {
  companiesCollection,
  recordBookQuerySchema,
  officesCollection,
  testResultsCollection,
  type RecordBookQuery,
} from '@fleetcheck/contracts';
import { addDays, businessDateTime, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import { nextMonth, recordBookName, writeRecordBookPdf, type RecordBookCalendar } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { attachment } from '../http/content-disposition';
import { streamCsv } from '../http/csv';
import { pagesOf } from '../http/read-pages';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { checkRecordColumns } from './check-record-columns';
import type { RouteContext } from './context';

/** The last day of a month 'YYYY-MM'. */
const monthEnd = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);

/** Japan time, as the record book shows it. */
const calendar: RecordBookCalendar = { dayStart: (day) => businessDayStart(day), dateTime: (instant) => businessDateTime(instant) };

/**
 * The month's record book of a company (one office, or all of them) as a PDF or CSV, with the company's
 * chain head: what a manager exports and what an auditor downloads next to a verification. Both stream: the
 * month's records are read in bounded pages and each page is written before the next is read.
 */
async function sendRecordBook(ctx: RouteContext, res: Response, companyId: string, q: RecordBookQuery, fontPath: string): Promise<void> {
  const [office, company] = await Promise.all([
    q.office ? ctx.store.collection(officesCollection).findById(q.office) : undefined,
    ctx.store.collection(companiesCollection).findById(companyId),
  ]);
  // Another company's office answers as a missing one.
  if (q.office && (!office || office.companyId !== companyId)) throw notFound();
  const book = {
    companyId,
    companyName: company?.name ?? '',
    office: office ? { id: office._id, name: office.name } : undefined,
    month: q.month,
    language: q.language,
    fontPath,
  };
  const name = recordBookName(book);
  // For clients that read only `filename`: the office's id stands in for its (Japanese) name.
  const asciiName = `record-book_${q.month}_${q.office ?? 'all'}`;
  if (q.format === 'csv') {
    const filter = { companyId, date: { gte: `${q.month}-01`, lte: monthEnd(q.month) }, ...(q.office ? { officeId: q.office } : {}) };
    const records = pagesOf(ctx.store.collection(testResultsCollection), filter, 'testedAt');
    const file = { name: `${name}.csv`, asciiName: `${asciiName}.csv`, encoding: q.encoding };
    await streamCsv(res, file, q.language, checkRecordColumns(q.language), records);
    return;
  }
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', attachment(`${name}.pdf`, `${asciiName}.pdf`));
  res.setHeader('Cache-Control', 'private, no-store');
  await writeRecordBookPdf(ctx.store, book, calendar, res);
}

/**
 * GET /test-result/ledger?month=YYYY-MM[&office=<id>]&format=pdf|csv: the month's checks (Japan days) of an
 * office or of the whole company, with the company's chain head (issue 15 items 6 and 7); the PDF then lists
 * the month's detector check log (issue 16 item 4).
 * GET /audit/company/{id}/ledger-export with the same query: the same file for an admin or an auditor whose
 * scope covers the company (issue 22 item 3: the record book that carries the verified head).
 */
export function recordBookRoute(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  fontPath: string,
): void {
  router.get('/test-result/ledger', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    await sendRecordBook(ctx, res, companyId, parseQuery(recordBookQuerySchema, req), fontPath);
  });
  router.get('/audit/company/:id/ledger-export', async (req, res) => {
    await fresh(req, res);
    const companyId = String(req.params.id);
    await ctx.auth.audit(req, companyId);
    const q = parseQuery(recordBookQuerySchema, req);
    if (!(await ctx.store.collection(companiesCollection).findById(companyId))) throw notFound();
    await sendRecordBook(ctx, res, companyId, q, fontPath);
  });
}
