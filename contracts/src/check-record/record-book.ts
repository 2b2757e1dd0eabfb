import { formatAlcoholResult, type RecordCorrection } from '../entities/info-card';
import type { Language } from '../i18n/languages';
import type { TestResultDocument } from '../read-models/test-results';
import { RECORD_ITEMS, RECORD_ITEM_KEYS, type RecordBookItemColumn } from './items';
import { isRecordItemKey, recordItemText, type RecordItemValues } from './derive';
import { RECORD_WORDS, recordManagerWords, type Words } from './vocabulary';

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

/** 'YYYY.MM.DD H:mm' (Japan time) -> 'HH:mm'. */
const clockOf = (japanTime: (instant: string) => string, instant: string): string => {
  const [hours = '', minutes = ''] = (japanTime(instant).split(' ')[1] ?? '').split(':');
  return `${hours.padStart(2, '0')}:${minutes}`;
};

/**
 * The live confirmation a record rests on (issue 35), in words: "ビデオ通話（アプリ内）09:02–09:04 確認者 山田 太郎",
 * or the phone code's issue and entry times and who entered it. Empty for a record confirmed otherwise.
 */
export function liveConfirmationWords(doc: Pick<Doc, 'liveConfirmation'>, { language, japanTime }: RecordBookOptions): string {
  const live = doc.liveConfirmation;
  if (!live) return '';
  const ja = language === 'ja';
  const at = (instant: string) => clockOf(japanTime, instant);
  if (live.method === 'video_in_app') {
    return ja
      ? `ビデオ通話（アプリ内）${at(live.startedAt)}–${at(live.endedAt)} 確認者 ${recordManagerWords(live.manager, language)}`
      : `Video call (in app) ${at(live.startedAt)}–${at(live.endedAt)}, checked by ${recordManagerWords(live.manager, language)}`;
  }
  return ja
    ? `電話（確認コード）発行 ${at(live.issuedAt)} 入力 ${at(live.enteredAt)}（${live.driver.name}） 確認者 ${recordManagerWords(live.manager, language)}`
    : `Phone (confirmation code) issued ${at(live.issuedAt)}, entered ${at(live.enteredAt)} by ${live.driver.name}, checked by ${recordManagerWords(live.manager, language)}`;
}

/** A missing item's label (a record item's, or the live confirmation a driver-app check lacked at the cut-off). */
export const missingItemWords = (key: string, language: Language): string =>
  isRecordItemKey(key) ? RECORD_ITEMS[key].label[language] : key === 'liveConfirmation' ? RECORD_WORDS.liveConfirmation[language] : key;

/**
 * A driver-app check whose day closed with no live confirmation (issue 35 item 5), in words: 未確認 and the cut-off
 * it missed; a live confirmation made later is told by its own words. Empty for any other record.
 */
export function missedLiveConfirmationWords(doc: Pick<Doc, 'liveConfirmationMissed'>, { language, japanTime }: RecordBookOptions): string {
  const missed = doc.liveConfirmationMissed;
  if (!missed) return '';
  return language === 'ja'
    ? `未確認（締め時刻 ${japanTime(missed.cutoffAt)} までにライブ確認なし）`
    : `Not confirmed (no live confirmation by the cut-off, ${japanTime(missed.cutoffAt)})`;
}

const confirmationWords = (doc: Doc, { language, japanTime }: RecordBookOptions): string => {
  const status = RECORD_WORDS[doc.confirmationStatus ?? 'awaiting'][language];
  const decision = doc.confirmation;
  if (!decision) return status;
  const decided = [recordManagerWords(decision.manager, language), japanTime(decision.decidedAt), decision.comment ?? '']
    .filter(Boolean)
    .join(' ');
  // A record returned and corrected since awaits a new decision: the return stays said, in its own word.
  return decision.decision === (doc.confirmationStatus ?? 'awaiting')
    ? `${status} ${decided}`
    : `${status}\n${RECORD_WORDS[decision.decision][language]} ${decided}`;
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
      header: RECORD_WORDS.alcohol,
      value: (r) => (r.failed ? RECORD_WORDS.alcoholDetected : RECORD_WORDS.noAlcohol)[language],
    },
    ...items,
    { header: { ja: '遅延入力', en: 'Entered late' }, value: (r) => (r.lateEntry ? RECORD_WORDS.lateEntry[language] : '') },
    {
      header: { ja: '記入漏れの項目', en: 'Missing items' },
      value: (r) => (r.missingItems ?? []).map((key) => missingItemWords(key, language)).join(' / '),
    },
    { header: { ja: '管理者の確認', en: 'Confirmation' }, value: (r) => RECORD_WORDS[r.confirmationStatus ?? 'awaiting'][language] },
    { header: { ja: '確認した管理者', en: 'Confirmed by' }, value: (r) => recordManagerWords(r.confirmation?.manager, language) },
    { header: { ja: '確認日時', en: 'Decided at' }, value: (r) => (r.confirmation ? japanTime(r.confirmation.decidedAt) : '') },
    { header: { ja: '確認コメント', en: 'Confirmation comment' }, value: (r) => r.confirmation?.comment ?? '' },
    {
      header: { ja: 'ライブ確認', en: 'Live confirmation' },
      value: (r) => [missedLiveConfirmationWords(r, options), liveConfirmationWords(r, options)].filter(Boolean).join(' / '),
    },
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
      label: RECORD_WORDS.testedAt[language],
      width: 9,
      cell: (r) => `${r.date} ${r.time}`,
    },
    { label: RECORD_WORDS.driverId[language], width: 8, cell: (r) => `${r.lastName} ${r.firstName}` },
    {
      label: RECORD_WORDS.carId[language],
      width: 9,
      cell: (r) => r.carNumber ?? [RECORD_WORDS.noVehicle[language], ...itemsIn('vehicle', r, options, false)].join(': '),
    },
    { label: RECORD_ITEMS.checker.label[language], width: 7, cell: (r) => itemsIn('checker', r, options, false)[0] ?? '' },
    {
      label: RECORD_ITEMS.method.label[language],
      width: 12,
      cell: (r) =>
        [
          liveConfirmationWords(r, options),
          ...itemsIn('method', r, options, false),
          detectorWords(r, language),
          detectorFlagsWords(r, language),
        ]
          .filter(Boolean)
          .join('\n'),
    },
    { label: RECORD_WORDS.alcohol[language], width: 7, cell: (r) => alcoholWords(r, language) },
    { label: RECORD_ITEMS.instructions.label[language], width: 11, cell: (r) => itemsIn('instructions', r, options, false).join('\n') },
    { label: ja ? 'その他必要な事項' : 'Other', width: 13, cell: (r) => itemsIn('other', r, options, true).join('\n') },
    {
      label: ja ? '記録の出所・確認' : 'Source and confirmation',
      width: 10,
      cell: (r) =>
        [
          ...itemsIn('source', r, options, false),
          offlineTimes(r, options),
          r.lateEntry ? RECORD_WORDS.lateEntry[language] : '',
          missedLiveConfirmationWords(r, options),
          confirmationWords(r, options),
        ]
          .filter(Boolean)
          .join('\n'),
    },
    { label: ja ? '修正履歴' : 'Corrections', width: 14, cell: (r) => correctionsWords(r, options).join('\n') },
    { label: ja ? 'チェーン' : 'Chain', width: 4, cell: (r) => (r.ledgerSeq ? `#${r.ledgerSeq}` : '') },
  ];
}
