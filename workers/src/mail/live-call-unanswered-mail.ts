import { toDottedDate, toShortTime } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface UnansweredCallFacts {
  driverName: string;
  /** When the driver called and when the call rang out, 'YYYY-MM-DDTHH:mm' Japan time. */
  localRequestedAt: string;
  localEndedAt: string;
}

/** A driver's live call nobody answered (issue 35 item 6): to the office's managers, in both languages. */
export function liveCallUnansweredMail(facts: UnansweredCallFacts): Mail {
  const called = `${toDottedDate(facts.localRequestedAt.slice(0, 10))} ${toShortTime(facts.localRequestedAt)}`;
  const ended = toShortTime(facts.localEndedAt);
  const ja = [
    '運転者からのライブ確認の呼び出しに、誰も応答しませんでした。',
    `運転者: ${facts.driverName}`,
    `呼び出し: ${called}（${ended} に終了）`,
    '運転者には事業所へ電話するよう案内しました。電話で確認し、確認コードで記録してください。',
  ];
  const en = [
    "Nobody answered a driver's call for live confirmation.",
    `Driver: ${facts.driverName}`,
    `Called: ${called} (ended ${ended})`,
    'The driver was told to phone the office. Confirm the check by phone and record it with a confirmation code.',
  ];
  return bilingualMail('【FleetCheck】ライブ確認の呼び出しに応答なし / Live call not answered', ja, en);
}
