import { toDottedDate, type CheckType } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface CheckMissingFacts {
  driverName: string;
  /** The business day 'YYYY-MM-DD'. */
  date: string;
  checkTypes: readonly CheckType[];
}

const checkWords: Record<CheckType, { ja: string; en: string }> = {
  before_driving: { ja: '運転前', en: 'before driving' },
  after_driving: { ja: '運転後', en: 'after driving' },
};

/** A driver on duty lacks a check the law asks for (道路交通法施行規則 第9条の10): to the office's managers, in both languages. */
export function checkMissingMail(facts: CheckMissingFacts): Mail {
  const day = toDottedDate(facts.date);
  const ja = [
    'アルコールチェックの記録がありません。',
    `運転者: ${facts.driverName}`,
    `日付: ${day}`,
    `未実施: ${facts.checkTypes.map((type) => checkWords[type].ja).join('・')}の確認`,
    'チェック状況画面で確認し、実施済みであれば手入力で記録してください。',
  ];
  const en = [
    'An alcohol check is missing.',
    `Driver: ${facts.driverName}`,
    `Date: ${day}`,
    `Missing: the check ${facts.checkTypes.map((type) => checkWords[type].en).join(' and ')}`,
    'Look at the check board, and record the check by hand if it was made.',
  ];
  return bilingualMail('【FleetCheck】アルコールチェック未実施 / Alcohol check missing', ja, en);
}
