import type { Words } from '../check-record/vocabulary';
import type { Language } from '../i18n/languages';
import { inspectionResultWords, statutoryItem, type InspectionResult } from './checklist';
import type { InspectedItem } from './events';

/**
 * The monthly daily-inspection record (日常点検記録簿): one row per item of each vehicle's inspection of each Japan
 * day, and one row for a day a vehicle was not inspected. Names and times are resolved by the caller (the query
 * side); the words of every cell are here, for the CSV and the PDF alike.
 */
export interface InspectionRecordRow {
  /** The Japan day 'YYYY-MM-DD'. */
  date: string;
  carNumber: string;
  officeName: string;
  /** Null: the vehicle was not inspected that day. */
  inspection: {
    inspectedAt: string;
    inspectorName: string;
    inspectorRole: 'driver' | 'manager';
    item: Pick<InspectedItem, 'itemId' | 'source' | 'label' | 'result' | 'note'>;
    /** Null: nothing abnormal on the inspection, or not cleared yet (see `defectOpen`). */
    clearance: { clearedAt: string; clearedByName: string; note: string } | null;
    defectOpen: boolean;
  } | null;
}

export interface InspectionRecordOptions {
  language: Language;
  /** An instant as the business calendar shows it ('YYYY.MM.DD H:mm', Japan time). */
  japanTime: (instant: string) => string;
}

export interface InspectionRecordColumn {
  header: Words;
  value(row: InspectionRecordRow): string;
}

export const inspectionRecordWords = {
  title: { ja: '日常点検記録簿', en: 'Daily vehicle inspection record' },
  notInspected: { ja: '未実施', en: 'Not inspected' },
  driver: { ja: '運転者', en: 'Driver' },
  manager: { ja: '管理者', en: 'Manager' },
  companyItem: { ja: '会社独自の項目', en: "Company's own item" },
  notCleared: { ja: '未解除（運行不可）', en: 'Not cleared (not fit to drive)' },
  allOffices: { ja: '全事業所', en: 'All offices' },
  noOffice: { ja: '事業所なし', en: 'No office' },
} as const satisfies Record<string, Words>;

const dotted = (day: string): string => day.replaceAll('-', '.');

/** An item's group and words: the statutory table's, or the company's own label as it read when inspected. */
export function inspectionItemWords(item: Pick<InspectedItem, 'itemId' | 'source' | 'label'>, language: Language) {
  if (item.source === 'company') return { group: inspectionRecordWords.companyItem[language], label: item.label };
  const statutory = statutoryItem(item.itemId);
  return { group: statutory?.group[language] ?? '', label: statutory?.label[language] ?? item.itemId };
}

const resultWords = (result: InspectionResult | null, language: Language): string =>
  result === null ? inspectionRecordWords.notInspected[language] : inspectionResultWords[result][language];

/** The CSV's columns, in words only; dates and times are Japan time (the PDF is a grid: record-grid.ts). */
export function inspectionRecordColumns({ language, japanTime }: InspectionRecordOptions): InspectionRecordColumn[] {
  const abnormal = (row: InspectionRecordRow) => row.inspection?.item.result === 'abnormal';
  return [
    { header: { ja: '点検日', en: 'Date' }, value: (row) => dotted(row.date) },
    { header: { ja: '車両番号', en: 'Car number' }, value: (row) => row.carNumber },
    { header: { ja: '事業所', en: 'Office' }, value: (row) => row.officeName },
    {
      header: { ja: '点検日時', en: 'Inspected at' },
      value: (row) => (row.inspection ? japanTime(row.inspection.inspectedAt) : ''),
    },
    { header: { ja: '点検者', en: 'Inspected by' }, value: (row) => row.inspection?.inspectorName ?? '' },
    {
      header: { ja: '点検者の区分', en: 'Inspector' },
      value: (row) => (row.inspection ? inspectionRecordWords[row.inspection.inspectorRole][language] : ''),
    },
    {
      header: { ja: '点検箇所', en: 'Part' },
      value: (row) => (row.inspection ? inspectionItemWords(row.inspection.item, language).group : ''),
    },
    {
      header: { ja: '点検項目', en: 'Item' },
      value: (row) => (row.inspection ? inspectionItemWords(row.inspection.item, language).label : ''),
    },
    {
      header: { ja: '結果', en: 'Result' },
      value: (row) => resultWords(row.inspection?.item.result ?? null, language),
    },
    {
      header: { ja: '異常の内容', en: 'Abnormality found' },
      value: (row) => (abnormal(row) ? row.inspection!.item.note : ''),
    },
    {
      header: { ja: '解除日時', en: 'Cleared at' },
      value: (row) => {
        if (!abnormal(row)) return '';
        const { clearance } = row.inspection!;
        return clearance ? japanTime(clearance.clearedAt) : inspectionRecordWords.notCleared[language];
      },
    },
    {
      header: { ja: '解除した管理者', en: 'Cleared by' },
      value: (row) => (abnormal(row) ? (row.inspection!.clearance?.clearedByName ?? '') : ''),
    },
    {
      header: { ja: '対応内容', en: 'What was done' },
      value: (row) => (abnormal(row) ? (row.inspection!.clearance?.note ?? '') : ''),
    },
  ];
}

/** The file's name without extension: the office's (or company's) name and the month. */
export const inspectionRecordName = (place: string, month: string, language: Language): string =>
  language === 'ja' ? `日常点検記録簿_${place}_${month}` : `daily-inspection-record_${place}_${month}`;
