import { ALCOHOL_RESULT_UNIT, formatAlcoholResult, toDottedDate, toShortTime } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface AssistantReferralFacts {
  driverName: string;
  assistantName: string;
  resultMgL: number;
  /** 'YYYY-MM-DDTHH:mm' in the business time zone. */
  localConfirmedAt: string;
}

/** To the 安全運転管理者 of the driver's office: a 補助者 confirmed a positive result (issue 35 item 4). */
export function assistantReferralMail(facts: AssistantReferralFacts): Mail {
  const result = `${formatAlcoholResult(facts.resultMgL)} ${ALCOHOL_RESULT_UNIT}`;
  const when = `${toDottedDate(facts.localConfirmedAt.slice(0, 10))} ${toShortTime(facts.localConfirmedAt)}`;
  const ja = [
    '補助者が確認したアルコールチェックで、基準値を超える結果（酒気帯びあり）がありました。',
    `運転者: ${facts.driverName}`,
    `測定値: ${result}`,
    `確認した補助者: ${facts.assistantName}`,
    `確認日時: ${when}`,
    '安全運転管理者として記録を確認し、運転者を乗務させないでください。',
  ];
  const en = [
    'An assistant confirmer confirmed an alcohol check above the threshold (alcohol detected).',
    `Driver: ${facts.driverName}`,
    `Result: ${result}`,
    `Confirmed by the assistant: ${facts.assistantName}`,
    `Confirmed at: ${when}`,
    'As the safe driving manager, check the record and do not let the driver drive.',
  ];
  return bilingualMail('【FleetCheck】補助者が酒気帯びを確認 / Alcohol detected, confirmed by an assistant', ja, en);
}
