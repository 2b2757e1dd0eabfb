import { formatAlcoholResult, type RecordCorrection } from '../entities/info-card';
import type { Language } from '../i18n/languages';
import type { TestResultDocument } from '../read-models/test-results';
import { RECORD_ITEMS, RECORD_ITEM_KEYS, type RecordBookItemColumn } from './items';
import { isRecordItemKey, recordItemText, type RecordItemValues } from './derive';
import type { Words } from './vocabulary';

/**
 * The record book (記録簿): the CSV and PDF columns of a month's records, in words only (a Japanese reader reads
 * no code; the CSV adds the codes for machines in its last columns). Times are Japan time: the caller passes
 * `japanTime` (the business calendar lives in the domain). The rendering loop is the query side's.
 */
export interface RecordBookOptions {
  language: Language;
  /** An instant as the business calendar shows it ('YYYY.MM.DD H:mm', Japan time). */
  japanTime: (instant: string) => string;
}
type Doc = TestResultDocument;
export interface RecordBookCsvColumn {
  header: Words;
  value(doc: Doc): string | number;
}
export interface RecordBookPdfColumn {
  label: string;
  width: number;
  cell(doc: Doc): string;
}

export const RECORD_WORDS = {
  awaiting: { ja: '確認待ち', en: 'Awaiting confirmation' },
  confirmed: { ja: '確認済み', en: 'Confirmed' },
  returned: { ja: '差し戻し', en: 'Returned' },
  under_maintenance: { ja: '検知器は保守中', en: 'Detector under maintenance' },
  check_overdue: { ja: '検知器の週次点検切れ', en: "Detector's weekly check overdue" },
  usage_limit_passed: { ja: '検知器の使用期限切れ', en: 'Detector past its usage limit date' },
  alcoholDetected: { ja: '有', en: 'Yes' },
  noAlcohol: { ja: '無', en: 'No' },
  detector: { ja: '検知器', en: 'Detector' },
  noDetector: { ja: '検知器なし', en: 'No detector' },
  driverId: { ja: '運転者', en: 'Driver' },
  carId: { ja: '自動車登録番号', en: 'Vehicle' },
  none: { ja: 'なし', en: 'none' },
  noVehicle: { ja: '車両なし', en: 'No vehicle' },
  lateEntry: { ja: '【遅延入力】', en: '[Entered late]' },
  testedAt: { ja: '確認の日時', en: 'Date and time' },
  incomplete: { ja: '記入漏れ', en: 'Incomplete' },
} as const satisfies Record<string, Words>;

/** A correction's changes in words: "label: before → after" (values as the item shows them). */
function changeWords(change: RecordCorrection['changes'][number], { language, japanTime }: RecordBookOptions): string {
  const { field } = change;
  const value = (raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return RECORD_WORDS.none[language];
    if (isRecordItemKey(field))
      return recordItemText(field, raw as RecordItemValues[typeof field], language, japanTime) || RECORD_WORDS.none[language];
    if (field === 'testedAt' && typeof raw === 'string') return japanTime(raw);
    return typeof raw === 'string' ? raw : JSON.stringify(raw);
  };
  const label = isRecordItemKey(field)
    ? RECORD_ITEMS[field].label[language]
    : field in RECORD_WORDS
      ? RECORD_WORDS[field as keyof typeof RECORD_WORDS][language]
      : field;
  return `${label}: ${value(change.before)} → ${value(change.after)}`;
}

/** Each correction: when, who, why, and what changed (before → after), in words. */
export function correctionsWords(doc: Doc, { language, japanTime }: RecordBookOptions): string[] {
  return (doc.corrections ?? []).map((correction) => {
    const who = correction.correctedBy?.name ?? (language === 'ja' ? '運営会社' : 'the platform');
    const why = language === 'ja' ? `理由「${correction.reason}」` : `reason "${correction.reason}"`;
    const what = correction.changes.map((change) => changeWords(change, { language, japanTime })).join('、');
    return `${japanTime(correction.correctedAt)} ${who} ${why} ${what}`;
  });
}

export const detectorFlagsWords = (doc: Pick<Doc, 'detectorFlags'>, language: Language): string =>
  (doc.detectorFlags ?? []).map((flag) => RECORD_WORDS[flag][language]).join(' / ');

const alcoholWords = (doc: Doc, language: Language): string =>
  `${formatAlcoholResult(doc.result)} mg/l ${(doc.failed ? RECORD_WORDS.alcoholDetected : RECORD_WORDS.noAlcohol)[language]}`;

const detectorWords = (doc: Doc, language: Language): string =>
  doc.device ? `${RECORD_WORDS.detector[language]} ${doc.device}` : RECORD_WORDS.noDetector[language];

const confirmationWords = (doc: Doc, { language, japanTime }: RecordBookOptions): string => {
  const status = RECORD_WORDS[doc.confirmationStatus ?? 'awaiting'][language];
  const decision = doc.confirmation;
  return decision
    ? [status, decision.manager?.name ?? '', japanTime(decision.decidedAt), decision.comment ?? ''].filter(Boolean).join(' ')
    : status;
};

/** The record items' words in one PDF column, each labelled, in the table's order. */
const itemsIn = (column: RecordBookItemColumn, doc: Doc, { language, japanTime }: RecordBookOptions, labelled: boolean): string[] =>
  RECORD_ITEM_KEYS.filter((key) => RECORD_ITEMS[key].pdf === column).flatMap((key) => {
    const text = recordItemText(key, doc[key] as RecordItemValues[typeof key], language, japanTime);
    if (!text) return [];
    return [labelled ? `${RECORD_ITEMS[key].label[language]}: ${text}` : text];
  });

/** A check taken offline on the phone shows both times: the phone's (the check time) and the server's (when it arrived). */
const offlineTimes = (doc: Doc, { language, japanTime }: RecordBookOptions): string =>
  doc.offline
    ? `${language === 'ja' ? '端末' : 'Phone'} ${japanTime(doc.testedAt)} / ${language === 'ja' ? 'サーバー' : 'Server'} ${doc.enteredAt ? japanTime(doc.enteredAt) : ''}`
    : '';

/** The CSV: words in every column; the codes follow at the end for machines. */
export function recordBookCsvColumns(options: RecordBookOptions): RecordBookCsvColumn[] {
  const { language, japanTime } = options;
  const items = RECORD_ITEM_KEYS.map((key) => ({
    header: RECORD_ITEMS[key].label,
    value: (doc: Doc) => recordItemText(key, doc[key] as RecordItemValues[typeof key], language, japanTime),
  }));
  const code = (key: string, value: (doc: Doc) => string | null | undefined): RecordBookCsvColumn => ({
    header: { ja: `${key} (code)`, en: `${key} (code)` },
    value: (doc) => value(doc) ?? '',
  });
  return [
    { header: { ja: '日付', en: 'Date' }, value: (r) => r.date },
    { header: { ja: '時刻', en: 'Time' }, value: (r) => r.time },
    { header: { ja: '姓', en: 'Last name' }, value: (r) => r.lastName },
    { header: { ja: '名', en: 'First name' }, value: (r) => r.firstName },
    { header: { ja: '事業所', en: 'Office' }, value: (r) => r.office ?? '' },
    { header: { ja: '車両番号', en: 'Car number' }, value: (r) => r.carNumber ?? '' },
    { header: { ja: '車種', en: 'Car model' }, value: (r) => r.carModel ?? '' },
    { header: { ja: '機器', en: 'Device' }, value: (r) => r.device ?? '' },
    { header: { ja: '検知器の状態', en: 'Detector state' }, value: (r) => detectorFlagsWords(r, language) },
    { header: { ja: '測定値 (mg/l)', en: 'Result (mg/l)' }, value: (r) => formatAlcoholResult(r.result) },
    {
      header: { ja: '酒気帯びの有無', en: 'Alcohol detected' },
      value: (r) => (r.failed ? RECORD_WORDS.alcoholDetected : RECORD_WORDS.noAlcohol)[language],
    },
    ...items,
    { header: { ja: '遅延入力', en: 'Entered late' }, value: (r) => (r.lateEntry ? RECORD_WORDS.lateEntry[language] : '') },
    {
      header: { ja: '記入漏れの項目', en: 'Missing items' },
      value: (r) => (r.missingItems ?? []).map((key) => (isRecordItemKey(key) ? RECORD_ITEMS[key].label[language] : key)).join(' / '),
    },
    { header: { ja: '管理者の確認', en: 'Confirmation' }, value: (r) => RECORD_WORDS[r.confirmationStatus ?? 'awaiting'][language] },
    { header: { ja: '確認した管理者', en: 'Confirmed by' }, value: (r) => r.confirmation?.manager?.name ?? '' },
    { header: { ja: '確認日時', en: 'Decided at' }, value: (r) => (r.confirmation ? japanTime(r.confirmation.decidedAt) : '') },
    { header: { ja: '確認コメント', en: 'Confirmation comment' }, value: (r) => r.confirmation?.comment ?? '' },
    { header: { ja: '修正履歴', en: 'Corrections' }, value: (r) => correctionsWords(r, options).join(' | ') },
    { header: { ja: 'チェーン番号', en: 'Chain seq' }, value: (r) => r.ledgerSeq ?? '' },
    { header: { ja: 'チェーンハッシュ', en: 'Chain hash' }, value: (r) => r.ledgerHash ?? '' },
    code('source', (r) => r.source),
    code('checkType', (r) => r.checkType),
    code('method', (r) => r.method),
    code('remoteMethod', (r) => r.remoteMethod),
    code('confirmationStatus', (r) => r.confirmationStatus),
  ];
}

/** The PDF: the eight items of 道路交通法施行規則 第9条の10, then the record's source, confirmation and corrections. */
export function recordBookPdfColumns(options: RecordBookOptions): RecordBookPdfColumn[] {
  const { language } = options;
  const ja = language === 'ja';
  return [
    {
      label: ja ? '確認の日時' : 'Date and time',
      width: 9,
      cell: (r) => `${r.date} ${r.time}`,
    },
    { label: ja ? '運転者' : 'Driver', width: 8, cell: (r) => `${r.lastName} ${r.firstName}` },
    {
      label: ja ? '自動車登録番号' : 'Vehicle',
      width: 9,
      cell: (r) => r.carNumber ?? [RECORD_WORDS.noVehicle[language], ...itemsIn('vehicle', r, options, false)].join(': '),
    },
    { label: ja ? '確認者' : 'Checker', width: 7, cell: (r) => itemsIn('checker', r, options, false)[0] ?? '' },
    {
      label: ja ? '確認の方法' : 'Method',
      width: 12,
      cell: (r) =>
        [...itemsIn('method', r, options, false), detectorWords(r, language), detectorFlagsWords(r, language)].filter(Boolean).join('\n'),
    },
    { label: ja ? '酒気帯びの有無' : 'Alcohol', width: 7, cell: (r) => alcoholWords(r, language) },
    { label: ja ? '指示事項' : 'Instructions', width: 11, cell: (r) => itemsIn('instructions', r, options, false).join('\n') },
    { label: ja ? 'その他必要な事項' : 'Other', width: 13, cell: (r) => itemsIn('other', r, options, true).join('\n') },
    {
      label: ja ? '記録の出所・確認' : 'Source and confirmation',
      width: 10,
      cell: (r) =>
        [
          ...itemsIn('source', r, options, false),
          offlineTimes(r, options),
          r.lateEntry ? RECORD_WORDS.lateEntry[language] : '',
          confirmationWords(r, options),
        ]
          .filter(Boolean)
          .join('\n'),
    },
    { label: ja ? '修正履歴' : 'Corrections', width: 14, cell: (r) => correctionsWords(r, options).join('\n') },
    { label: ja ? 'チェーン' : 'Chain', width: 4, cell: (r) => (r.ledgerSeq ? `#${r.ledgerSeq}` : '') },
  ];
}
