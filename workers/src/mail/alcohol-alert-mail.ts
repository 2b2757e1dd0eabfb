import { bilingualMail, type Mail } from './bilingual-mail';
import { ALCOHOL_RESULT_UNIT, formatAlcoholResult, toDottedDate, toShortTime } from '@fleetcheck/contracts';

export interface AlcoholAlertFacts {
  driverName: string;
  carNumber: string | null;
  resultMgL: number;
  /** 'YYYY-MM-DDTHH:mm' in the business time zone. */
  localTestedAt: string;
}

/** One mail in both languages (ja first, the product's default), so any manager can read it. */
export function alcoholAlertMail(facts: AlcoholAlertFacts): Mail {
  const result = `${formatAlcoholResult(facts.resultMgL)} ${ALCOHOL_RESULT_UNIT}`;
  const when = `${toDottedDate(facts.localTestedAt.slice(0, 10))} ${toShortTime(facts.localTestedAt)}`;
  const car = facts.carNumber ?? '-';
  const ja = [
    'アルコールチェックで基準値を超える結果が記録されました。',
    `運転者: ${facts.driverName}`,
    `車両: ${car}`,
    `測定値: ${result}`,
    `日時: ${when}`,
    'ダッシュボードで内容を確認し、乗務させないでください。',
    '記録には指示事項と講じた措置（乗務中止・代替運転者・その他）の入力が必要です。',
  ];
  const en = [
    'An alcohol test above the threshold was recorded.',
    `Driver: ${facts.driverName}`,
    `Vehicle: ${car}`,
    `Result: ${result}`,
    `Time: ${when}`,
    'Check the dashboard and do not let the driver drive.',
    'The record needs the instructions given and the action taken (duty stopped, a substitute driver, or other).',
  ];
  return bilingualMail('【FleetCheck】アルコール検知 / Alcohol test failed', ja, en);
}
