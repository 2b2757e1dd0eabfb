import { Writable } from 'node:stream';
import {
  companyDevicesCollection,
  detectorMaintenanceLogCollection,
  recordChainHeadsCollection,
  recordBookPdfColumns,
  registryDevicesCollection,
  testResultsCollection,
  toDottedDate,
  type DetectorMaintenanceEntryDocument,
  type Language,
} from '@fleetcheck/contracts';
import { pagesOf } from '../read-store/pages';
import type { ReadStore } from '../read-store/port';
import { writeTablePdf } from './table-pdf';

/**
 * The business calendar (domain's, Japan time), handed in: platform does not import the domain. `dayStart` is
 * the instant a business day 'YYYY-MM-DD' starts; `dateTime` an instant as that calendar shows it.
 */
export interface RecordBookCalendar {
  dayStart(day: string): string;
  dateTime(instant: string): { date: string; time: string };
}

/** Which month's record book, of which company and office (none: the whole company), in which language. */
export interface RecordBookRequest {
  companyId: string;
  companyName: string;
  /** One office, or undefined for every office of the company. */
  office: { id: string; name: string } | undefined;
  /** 'YYYY-MM'. */
  month: string;
  language: Language;
  fontPath: string;
}

/** The month after 'YYYY-MM'. */
export const nextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The company's detector check log of the month (Japan days), oldest first, each with its detector's serial
 * number: the law asks that the detectors be kept in working order, so the record book shows it beside the checks.
 */
async function detectorLog(store: ReadStore, companyId: string, month: string, calendar: RecordBookCalendar) {
  const entries = await store.collection(detectorMaintenanceLogCollection).findMany({
    filter: { companyId, maintainedAt: { gte: calendar.dayStart(`${month}-01`), lt: calendar.dayStart(`${nextMonth(month)}-01`) } },
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
  Language,
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

function detectorLogTable(language: Language, entries: Awaited<ReturnType<typeof detectorLog>>, calendar: RecordBookCalendar) {
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
      const { date, time } = calendar.dateTime(entry.maintainedAt);
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

export const recordBookWords = {
  ja: {
    title: 'アルコールチェック記録簿',
    header: (company: string, office: string, month: string) => `${company} ／ ${office} ／ ${month}`,
    allOffices: '全事業所',
    head: (seq: number, hash: string, at: string) => `記録チェーンの先頭: #${seq} ${hash} (${at})`,
    noHead: 'チェーン未作成',
    page: (n: number, total: number | undefined) => (total === undefined ? `${n} ページ` : `${n} / ${total} ページ（最終ページ）`),
    rows: (count: number) => `${count} 件`,
    file: (place: string, month: string) => `記録簿_${place}_${month}`,
  },
  en: {
    title: 'Alcohol check record book',
    header: (company: string, office: string, month: string) => `${company} / ${office} / ${month}`,
    allOffices: 'All offices',
    head: (seq: number, hash: string, at: string) => `Record chain head: #${seq} ${hash} (${at})`,
    noHead: 'No chain yet',
    page: (n: number, total: number | undefined) => (total === undefined ? `Page ${n}` : `Page ${n} / ${total} (last page)`),
    rows: (count: number) => `${count} checks`,
    file: (place: string, month: string) => `record-book_${place}_${month}`,
  },
} as const;

/** The record book's file name without extension: the office's (or company's) name and the month. */
export const recordBookName = (request: Pick<RecordBookRequest, 'companyName' | 'office' | 'month' | 'language'>): string => {
  const w = recordBookWords[request.language];
  return w.file(request.office?.name ?? (request.companyName || w.allOffices), request.month);
};

/**
 * The month's record book of a company (one office, or all of them) as a PDF, with the company's chain head and
 * the month's detector check log: what a manager exports, an auditor downloads, and the 1st of each month mails.
 * It streams: the month's records are read in bounded pages and each page is written before the next is read.
 */
export async function writeRecordBookPdf(store: ReadStore, request: RecordBookRequest, calendar: RecordBookCalendar, out: Writable) {
  const { companyId, month, language, office } = request;
  const filter = {
    companyId,
    date: { gte: `${month}-01`, lt: `${nextMonth(month)}-01` },
    ...(office ? { officeId: office.id } : {}),
  };
  const records = pagesOf(store.collection(testResultsCollection), filter, 'testedAt');
  const [head, detectorEntries] = await Promise.all([
    store.collection(recordChainHeadsCollection).findById(companyId),
    detectorLog(store, companyId, month, calendar),
  ]);
  const japanTime = (instant: string) => {
    const { date, time } = calendar.dateTime(instant);
    return `${toDottedDate(date)} ${time}`;
  };
  const w = recordBookWords[language];
  await writeTablePdf(
    {
      title: w.title,
      header: w.header(request.companyName, office?.name ?? w.allOffices, month),
      columns: recordBookPdfColumns({ language, japanTime }).map(({ label, width, cell }) => ({ label, width, value: cell })),
      batches: records,
      footerLines: (count) => [w.rows(count), head ? w.head(head.seq, head.hash, japanTime(head.occurredAt)) : w.noHead],
      appendices: [detectorLogTable(language, detectorEntries, calendar)],
      pageLabel: w.page,
      fontPath: request.fontPath,
    },
    out,
  );
}

/** The same PDF in memory, to attach to a mail. */
export async function renderRecordBookPdf(store: ReadStore, request: RecordBookRequest, calendar: RecordBookCalendar): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeRecordBookPdf(store, request, calendar, sink);
  return Buffer.concat(chunks);
}
