import type { Words } from '../check-record/vocabulary';
import { daysInMonth } from '../forms/year-ranges';
import type { Language } from '../i18n/languages';
import { STATUTORY_INSPECTION_ITEMS, type InspectionResult } from './checklist';
import { inspectionItemWords, inspectionRecordWords, type InspectionRecordOptions, type InspectionRecordRow } from './record';

/** The paper record book's columns: one per day of the month, the 29th to the 31st left empty in a shorter month. */
export const RECORD_GRID_DAYS = 31;

/**
 * One vehicle's month as the paper 日常点検記録簿 lays it out: a row per inspection item, a column per day holding the
 * item's mark, a row saying who inspected each day (or that the vehicle was not), and the abnormalities listed under
 * the grid. Every cell is words (or a mark the legend explains) in the record's language.
 */
export interface InspectionRecordGrid {
  carNumber: string;
  officeName: string;
  /** 28 to 31: the days of the month; the columns after them print shaded. */
  daysInMonth: number;
  /** The statutory items in the official order, then the company's own, as inspected that month. */
  items: { group: string; label: string; marks: string[] }[];
  /** Per day: the inspector's mark, the not-inspected mark on a day due, '' on a day not due (before the car, after today). */
  inspectors: string[];
  /** One line per abnormal item found, in day order: what, by whom, and its clearance. */
  abnormalities: string[];
}

export const inspectionMarks = {
  ok: { ja: '✓', en: '✓' },
  abnormal: { ja: '×', en: '×' },
  not_applicable: { ja: '－', en: '–' },
} as const satisfies Record<InspectionResult, Words>;

export const inspectionGridWords = {
  part: { ja: '点検箇所', en: 'Part' },
  item: { ja: '点検項目', en: 'Item' },
  inspector: { ja: '点検者', en: 'Inspected by' },
  driverMark: { ja: '運', en: 'D' },
  managerMark: { ja: '管', en: 'M' },
  notInspectedMark: { ja: '未', en: 'N' },
  legend: {
    ja: '✓：良　×：否（異常あり）　－：該当なし　運：運転者　管：管理者　未：未実施',
    en: '✓: OK   ×: Abnormal   –: Not fitted   D: Driver   M: Manager   N: Not inspected',
  },
  abnormalities: { ja: '異常の内容と対応', en: 'Abnormalities and what was done' },
  noAbnormality: { ja: '異常なし', en: 'None' },
  carNumber: { ja: '車両番号', en: 'Car number' },
  office: { ja: '事業所', en: 'Office' },
  noVehicle: { ja: 'この月の車両はありません。', en: 'No vehicles this month.' },
} as const satisfies Record<string, Words>;

/** The weekday of each date, as a paper record book heads its day columns. */
export const weekdayWords: Readonly<Record<Language, readonly string[]>> = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  en: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
};

const STATUTORY_ORDER = Object.keys(STATUTORY_INSPECTION_ITEMS);

/** Days in 'YYYY-MM'. */
const daysOfMonth = (month: string): number => daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

const dotted = (day: string): string => day.replaceAll('-', '.');
const IDEOGRAPHIC_SPACE = '\u3000';

/** The vehicle a page is of, in words: its number and its office. */
export function inspectionGridCarLine(grid: Pick<InspectionRecordGrid, 'carNumber' | 'officeName'>, language: Language): string {
  const { carNumber, office } = inspectionGridWords;
  return language === 'ja'
    ? `${carNumber.ja}：${grid.carNumber}${IDEOGRAPHIC_SPACE}${office.ja}：${grid.officeName}`
    : `${carNumber.en}: ${grid.carNumber}   ${office.en}: ${grid.officeName}`;
}

/** One abnormal item as a line under the grid. */
function abnormalityLine(row: InspectionRecordRow, { language, japanTime }: InspectionRecordOptions): string {
  const inspection = row.inspection!;
  const { group, label } = inspectionItemWords(inspection.item, language);
  const by = `${inspection.inspectorName}${language === 'ja' ? '（' : ' ('}${inspectionRecordWords[inspection.inspectorRole][language]}${language === 'ja' ? '）' : ')'}`;
  const cleared = inspection.clearance
    ? `${japanTime(inspection.clearance.clearedAt)} ${inspection.clearance.clearedByName}`
    : inspectionRecordWords.notCleared[language];
  const done = inspection.clearance?.note ?? '';
  const parts =
    language === 'ja'
      ? [
          `${group}：${label}`,
          `異常の内容：${inspection.item.note}`,
          `点検者：${by}`,
          `解除：${cleared}`,
          ...(done ? [`対応内容：${done}`] : []),
        ]
      : [
          `${group}: ${label}`,
          `Abnormality: ${inspection.item.note}`,
          `Inspected by: ${by}`,
          `Cleared: ${cleared}`,
          ...(done ? [`What was done: ${done}`] : []),
        ];
  return [dotted(row.date), ...parts].join(language === 'ja' ? IDEOGRAPHIC_SPACE : '  ');
}

/**
 * One vehicle's rows of the month's record (`recordRows` yields them car by car: one row per item inspected, one per
 * day due and not inspected) as its grid. `month` is 'YYYY-MM'.
 */
export function inspectionRecordGrid(
  rows: readonly InspectionRecordRow[],
  month: string,
  options: InspectionRecordOptions,
): InspectionRecordGrid {
  const { language } = options;
  const days = daysOfMonth(month);
  const items = new Map<string, { order: number; group: string; label: string; marks: string[] }>();
  const inspectors: string[] = Array.from({ length: days }, () => '');
  const abnormalities: string[] = [];
  for (const row of rows) {
    const day = Number(row.date.slice(8, 10)) - 1;
    if (!row.inspection) {
      inspectors[day] = inspectionGridWords.notInspectedMark[language];
      continue;
    }
    const { item, inspectorRole } = row.inspection;
    inspectors[day] = inspectionGridWords[inspectorRole === 'driver' ? 'driverMark' : 'managerMark'][language];
    const key = `${item.source}:${item.itemId}`;
    let line = items.get(key);
    if (!line) {
      const statutory = STATUTORY_ORDER.indexOf(item.itemId);
      const order = item.source === 'statutory' && statutory >= 0 ? statutory : STATUTORY_ORDER.length + items.size;
      line = { order, ...inspectionItemWords(item, language), marks: Array.from({ length: days }, () => '') };
      items.set(key, line);
    }
    line.marks[day] = inspectionMarks[item.result][language];
    if (item.result === 'abnormal') abnormalities.push(abnormalityLine(row, options));
  }
  const [first] = rows;
  return {
    carNumber: first?.carNumber ?? '',
    officeName: first?.officeName ?? '',
    daysInMonth: days,
    items: [...items.values()].sort((a, b) => a.order - b.order).map(({ group, label, marks }) => ({ group, label, marks })),
    inspectors,
    abnormalities,
  };
}

/** The weekday words of the month's days, for the grid's second header row. */
export function weekdaysOf(month: string, language: Language): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  return Array.from(
    { length: daysOfMonth(month) },
    (_, i) => weekdayWords[language][new Date(Date.UTC(year!, monthNumber! - 1, i + 1)).getUTCDay()]!,
  );
}
