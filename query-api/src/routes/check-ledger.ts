import {
  companiesCollection,
  companyDevicesCollection,
  detectorMaintenanceLogCollection,
  registryDevicesCollection,
  type DetectorMaintenanceEntryDocument,
  ledgerHeadsCollection,
  ledgerQuerySchema,
  type LedgerQuery,
  officesCollection,
  testResultsCollection,
  type TestResultDocument,
} from '@fleetcheck/contracts';
import { addDays, businessDateTime, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import { renderLedgerPdf, type Filter, type ReadStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { streamCsv } from '../http/csv';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { checkRecordColumns, japanDateTime, recordBookPdf } from './check-record-columns';
import type { RouteContext } from './context';

const PAGE = 1000;

/** The last day of a month 'YYYY-MM'. */
const monthEnd = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);
const nextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

async function monthRows(store: ReadStore, filter: Filter): Promise<TestResultDocument[]> {
  const rows: TestResultDocument[] = [];
  for (let page = 1; ; page++) {
    const result = await store
      .collection(testResultsCollection)
      .paginate({ filter, sort: [{ field: 'testedAt', order: 'asc' }], page, limit: PAGE });
    rows.push(...result.docs);
    if (page >= result.totalPages) return rows;
  }
}

/**
 * The company's detector check log of the month (Japan days), oldest first, each with its detector's serial
 * number: the law asks that the detectors be kept in working order, so the ledger shows it beside the checks.
 */
async function detectorLog(store: ReadStore, companyId: string, month: string) {
  const entries = await store.collection(detectorMaintenanceLogCollection).findMany({
    filter: { companyId, maintainedAt: { gte: businessDayStart(`${month}-01`), lt: businessDayStart(`${nextMonth(month)}-01`) } },
    sort: [{ field: 'maintainedAt', order: 'asc' }],
  });
  const ids = [...new Set(entries.map((entry) => entry.deviceId))];
  const [registered, listed] = ids.length
    ? await Promise.all([
        store.collection(registryDevicesCollection).findMany({ filter: { _id: { in: ids } } }),
        store.collection(companyDevicesCollection).findMany({ filter: { _id: { in: ids } } }),
      ])
    : [[], []];
  const serials = new Map([...registered, ...listed].map((device) => [device._id, device.serialNo]));
  return entries.map((entry) => ({ ...entry, serialNo: serials.get(entry.deviceId) ?? entry.deviceId }));
}

const maintenanceWords: Record<
  'ja' | 'en',
  Record<DetectorMaintenanceEntryDocument['kind'] | DetectorMaintenanceEntryDocument['outcome'], string>
> = {
  ja: {
    daily_check: '日常点検',
    weekly_check: '週次点検',
    sensor_replaced: 'センサー交換',
    calibration: '校正',
    usage_limit_set: '使用期限の設定',
    passed: '合格',
    failed: '不合格（使用停止）',
  },
  en: {
    daily_check: 'Daily check',
    weekly_check: 'Weekly check',
    sensor_replaced: 'Sensor replaced',
    calibration: 'Calibration',
    usage_limit_set: 'Usage limit date set',
    passed: 'Passed',
    failed: 'Failed (out of service)',
  },
};

function detectorLogTable(language: 'ja' | 'en', entries: Awaited<ReturnType<typeof detectorLog>>) {
  const ja = language === 'ja';
  const named = maintenanceWords[language];
  return {
    heading: ja ? '検知器の点検記録（会社の全検知器）' : "Detector check log (all the company's detectors)",
    columns: [
      { label: ja ? '実施日時' : 'Done at', width: 10 },
      { label: ja ? '検知器' : 'Detector', width: 10 },
      { label: ja ? '内容' : 'Maintenance', width: 12 },
      { label: ja ? '結果' : 'Result', width: 10 },
      { label: ja ? '実施者' : 'Done by', width: 10 },
      { label: ja ? '備考' : 'Remark', width: 30 },
    ],
    rows: entries.map((entry) => {
      const { date, time } = businessDateTime(entry.maintainedAt);
      const limit = entry.usageLimitDate ? ` (${entry.usageLimitDate})` : '';
      return [
        `${date} ${time}`,
        entry.serialNo,
        `${named[entry.kind]}${limit}`,
        named[entry.outcome ?? 'passed'],
        entry.performedBy ?? '',
        entry.remark,
      ];
    }),
  };
}

const words = {
  ja: {
    title: 'アルコールチェック記録簿',
    header: (company: string, office: string, month: string) => `${company} ／ ${office} ／ ${month}`,
    allOffices: '全事業所',
    head: (seq: number, hash: string, at: string) => `記録チェーンの先頭: #${seq} ${hash} (${at})`,
    noHead: 'チェーン未作成',
    page: (n: number, total: number) => `${n} / ${total} ページ`,
    rows: (count: number) => `${count} 件`,
  },
  en: {
    title: 'Alcohol check record book',
    header: (company: string, office: string, month: string) => `${company} / ${office} / ${month}`,
    allOffices: 'All offices',
    head: (seq: number, hash: string, at: string) => `Record chain head: #${seq} ${hash} (${at})`,
    noHead: 'No chain yet',
    page: (n: number, total: number) => `Page ${n} / ${total}`,
    rows: (count: number) => `${count} checks`,
  },
};

/**
 * The month's check ledger of a company (one office, or all of them) as a PDF or CSV, with the company's
 * chain head: what a manager exports and what an auditor downloads next to a verification.
 */
async function sendLedger(ctx: RouteContext, res: Response, companyId: string, q: LedgerQuery, fontPath: string): Promise<void> {
  const office = q.office ? await ctx.store.collection(officesCollection).findById(q.office) : undefined;
  // Another company's office answers as a missing one.
  if (q.office && (!office || office.companyId !== companyId)) throw notFound();
  const filter = { companyId, date: { gte: `${q.month}-01`, lte: monthEnd(q.month) }, ...(q.office ? { officeId: q.office } : {}) };
  const fileName = `ledger_${q.month}${q.office ? `_${q.office}` : ''}`;
  if (q.format === 'csv') {
    await streamCsv(
      res,
      `${fileName}.csv`,
      q.language,
      checkRecordColumns(q.language),
      (async function* () {
        yield await monthRows(ctx.store, filter);
      })(),
    );
    return;
  }
  const [company, head, rows, detectorEntries] = await Promise.all([
    ctx.store.collection(companiesCollection).findById(companyId),
    ctx.store.collection(ledgerHeadsCollection).findById(companyId),
    monthRows(ctx.store, filter),
    detectorLog(ctx.store, companyId, q.month),
  ]);
  const w = words[q.language];
  const columns = recordBookPdf(q.language);
  const pdf = await renderLedgerPdf({
    title: w.title,
    header: w.header(company?.name ?? '', office?.name ?? w.allOffices, q.month),
    columns: columns.map(({ label, width }) => ({ label, width })),
    rows: rows.map((row) => columns.map((column) => column.cell(row))),
    footerLines: [w.rows(rows.length), head ? w.head(head.seq, head.hash, japanDateTime(head.occurredAt)) : w.noHead],
    appendices: [detectorLogTable(q.language, detectorEntries)],
    pageLabel: w.page,
    fontPath,
  });
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}.pdf"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}

/**
 * GET /test-result/ledger?month=YYYY-MM[&office=<id>]&format=pdf|csv: the month's checks (Japan days) of an
 * office or of the whole company, with the company's chain head (issue 15 items 6 and 7); the PDF then lists
 * the month's detector check log (issue 16 item 4).
 * GET /audit/company/{id}/ledger-export with the same query: the same file for an admin or an auditor whose
 * scope covers the company (issue 22 item 3: the ledger that carries the verified head).
 */
export function checkLedgerRoute(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  fontPath: string,
): void {
  router.get('/test-result/ledger', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    await sendLedger(ctx, res, companyId, parseQuery(ledgerQuerySchema, req), fontPath);
  });
  router.get('/audit/company/:id/ledger-export', async (req, res) => {
    await fresh(req, res);
    const companyId = String(req.params.id);
    await ctx.auth.audit(req, companyId);
    const q = parseQuery(ledgerQuerySchema, req);
    if (!(await ctx.store.collection(companiesCollection).findById(companyId))) throw notFound();
    await sendLedger(ctx, res, companyId, q, fontPath);
  });
}
