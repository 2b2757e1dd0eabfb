import { formatAlcoholResult, toDottedDate, type TestResultDocument, type VisualCheck } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import type { CsvColumn } from '../http/csv';

type Language = 'ja' | 'en';
export type Labels = Readonly<Record<string, { ja: string; en: string }>>;

/** The words beside each code in exports (the web app has the same in its Lingui catalogs). */
const LABELS: Labels = {
  before_driving: { ja: '運転前', en: 'Before driving' },
  after_driving: { ja: '運転後', en: 'After driving' },
  face_to_face: { ja: '対面', en: 'Face to face' },
  remote: { ja: '対面以外', en: 'Remote' },
  video: { ja: 'カメラ・モニター', en: 'Camera / monitor' },
  phone: { ja: '携帯電話', en: 'Mobile phone' },
  radio: { ja: '業務無線', en: 'Work radio' },
  other: { ja: 'その他の方法', en: 'Other means' },
  normal: { ja: '異常なし', en: 'Normal' },
  not_normal: { ja: '異常あり', en: 'Not normal' },
  awaiting: { ja: '確認待ち', en: 'Awaiting confirmation' },
  confirmed: { ja: '確認済み', en: 'Confirmed' },
  returned: { ja: '差し戻し', en: 'Returned' },
  under_maintenance: { ja: '検知器は保守中', en: 'Detector under maintenance' },
  check_overdue: { ja: '検知器の週次点検切れ', en: "Detector's weekly check overdue" },
  usage_limit_passed: { ja: '検知器の使用期限切れ', en: 'Detector past its usage limit date' },
};

/** 'code (label)': the code stays for machines, the label is for people. */
export const labelled = (code: string | null | undefined, language: Language, labels: Labels = LABELS): string =>
  code ? `${code} (${labels[code]?.[language] ?? code})` : '';

const japanDateTime = (instant: string) => {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${time}`;
};

function visualCheckText(check: VisualCheck | null, language: Language): string {
  if (!check) return '';
  const part = (ja: string, en: string, outcome: string) => `${language === 'ja' ? ja : en}: ${LABELS[outcome]![language]}`;
  return [
    part('顔色', 'Face colour', check.faceColour),
    part('呼気の臭い', 'Breath smell', check.breathSmell),
    part('声の調子', 'Voice', check.voice),
    ...(check.remark ? [check.remark] : []),
  ].join(' / ');
}

/** What was wrong with the detector when the test was taken (the record keeps it), each code with its words. */
export const detectorFlagsText = (doc: Pick<TestResultDocument, 'detectorFlags'>, language: Language): string =>
  (doc.detectorFlags ?? []).map((flag) => labelled(flag, language)).join(' / ');

function correctionsText(doc: TestResultDocument): string {
  return (doc.corrections ?? [])
    .map((c) => {
      const changes = c.changes.map((change) => `${change.field}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`);
      return `${japanDateTime(c.correctedAt)} ${c.correctedBy?.name ?? c.actor.role} "${c.reason}" ${changes.join('; ')}`;
    })
    .join(' | ');
}

/**
 * Every item the law asks recorded (道路交通法施行規則 第9条の10), plus the outcome, the confirmation, the
 * correction history and the record's link in the hash chain: the CSV export and the monthly ledger share them.
 */
export function checkRecordColumns(language: Language): CsvColumn<TestResultDocument>[] {
  return [
    { header: { ja: '日付', en: 'Date' }, value: (r) => r.date },
    { header: { ja: '時刻', en: 'Time' }, value: (r) => r.time },
    { header: { ja: '姓', en: 'Last name' }, value: (r) => r.lastName },
    { header: { ja: '名', en: 'First name' }, value: (r) => r.firstName },
    { header: { ja: '事業所', en: 'Office' }, value: (r) => r.office },
    { header: { ja: '車両番号', en: 'Car number' }, value: (r) => r.carNumber },
    { header: { ja: '車種', en: 'Car model' }, value: (r) => r.carModel },
    { header: { ja: '機器', en: 'Device' }, value: (r) => r.device },
    { header: { ja: '検知器の状態', en: 'Detector state' }, value: (r) => detectorFlagsText(r, language) },
    { header: { ja: '測定値 (mg/l)', en: 'Result (mg/l)' }, value: (r) => formatAlcoholResult(r.result) },
    { header: { ja: '判定', en: 'Status' }, value: (r) => (r.status === 0 ? 'NG' : 'OK') },
    { header: { ja: '確認の種類', en: 'Check type' }, value: (r) => labelled(r.checkType, language) },
    { header: { ja: '確認の方法', en: 'Method' }, value: (r) => labelled(r.method, language) },
    { header: { ja: '対面以外の方法', en: 'Remote means' }, value: (r) => labelled(r.remoteMethod, language) },
    { header: { ja: '検知器を使用しなかった理由', en: 'Why no detector' }, value: (r) => r.noDetectorReason ?? '' },
    { header: { ja: '確認者', en: 'Checker' }, value: (r) => r.checker?.name ?? r.checkedBy ?? '' },
    { header: { ja: '目視等による確認', en: 'Visual check' }, value: (r) => visualCheckText(r.visualCheck, language) },
    { header: { ja: '指示事項', en: 'Instructions' }, value: (r) => r.instructions ?? '' },
    { header: { ja: 'その他', en: 'Other notes' }, value: (r) => r.notes ?? '' },
    { header: { ja: '管理者の確認', en: 'Confirmation' }, value: (r) => labelled(r.confirmationStatus ?? 'awaiting', language) },
    { header: { ja: '確認した管理者', en: 'Confirmed by' }, value: (r) => r.confirmation?.manager?.name ?? '' },
    { header: { ja: '確認日時', en: 'Decided at' }, value: (r) => (r.confirmation ? japanDateTime(r.confirmation.decidedAt) : '') },
    { header: { ja: '確認コメント', en: 'Confirmation comment' }, value: (r) => r.confirmation?.comment ?? '' },
    { header: { ja: '修正履歴', en: 'Corrections' }, value: correctionsText },
    { header: { ja: 'チェーン番号', en: 'Chain seq' }, value: (r) => r.ledgerSeq ?? '' },
    { header: { ja: 'チェーンハッシュ', en: 'Chain hash' }, value: (r) => r.ledgerHash ?? '' },
  ];
}
