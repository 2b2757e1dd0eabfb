import { toDottedDate, type CheckType } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface CheckMissingFacts {
  driverName: string;
  /** The business day 'YYYY-MM-DD'. */
  date: string;
  checkTypes: readonly CheckType[];
  /** Those of `checkTypes` taken in the driver app but not confirmed live by the cut-off (未確認). */
  unconfirmed?: readonly CheckType[];
}

const checkWords: Record<CheckType, { ja: string; en: string }> = {
  before_driving: { ja: '運転前', en: 'before driving' },
  after_driving: { ja: '運転後', en: 'after driving' },
};

/** A driver on duty lacks a check the law asks for (道路交通法施行規則 第9条の10): to the office's managers, in both languages. */
export function checkMissingMail(facts: CheckMissingFacts): Mail {
  const day = toDottedDate(facts.date);
  const unconfirmed = facts.unconfirmed ?? [];
  const absent = facts.checkTypes.filter((type) => !unconfirmed.includes(type));
  const ja = [
    'アルコールチェックの記録がありません。',
    `運転者: ${facts.driverName}`,
    `日付: ${day}`,
    ...(absent.length > 0 ? [`未実施: ${absent.map((type) => checkWords[type].ja).join('・')}の確認`] : []),
    ...(unconfirmed.length > 0
      ? [`未確認: ${unconfirmed.map((type) => checkWords[type].ja).join('・')}の確認（運転者アプリ、締め時刻までにライブ確認なし）`]
      : []),
    'チェック状況画面で確認し、実施済みであれば手入力で記録してください。',
  ];
  const en = [
    'An alcohol check is missing.',
    `Driver: ${facts.driverName}`,
    `Date: ${day}`,
    ...(absent.length > 0 ? [`Missing: the check ${absent.map((type) => checkWords[type].en).join(' and ')}`] : []),
    ...(unconfirmed.length > 0
      ? [
          `Not confirmed: the check ${unconfirmed.map((type) => checkWords[type].en).join(' and ')} (driver app, no live confirmation by the cut-off)`,
        ]
      : []),
    'Look at the check board, and record the check by hand if it was made.',
  ];
  return bilingualMail('【FleetCheck】アルコールチェック未実施 / Alcohol check missing', ja, en);
}
