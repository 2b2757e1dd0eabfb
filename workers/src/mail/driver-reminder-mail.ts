import { toDottedDate, toShortTime, type Language } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface DriverReminderFacts {
  driverName: string;
  /** The driver's office; null when the driver belongs to none (the company is named instead). */
  officeName: string | null;
  companyName: string;
  /** The Japan business day 'YYYY-MM-DD'. */
  date: string;
  /** The office's start time and when the reminder fell due (the start plus the margin), 'YYYY-MM-DDTHH:mm' Japan time. */
  localStartAt: string;
  localDueAt: string;
  marginMinutes: number;
}

/**
 * To a driver on duty with no before-driving check by the office's start time plus the margin (issue 34 item 5):
 * the law's check comes before driving (道路交通法施行規則 第9条の10). Drivers keep no language of their own (the
 * phone app follows the phone's), so the mail is Japanese first, with English below.
 */
export function driverReminderMail(facts: DriverReminderFacts, language: Language = 'ja'): Mail {
  const day = toDottedDate(facts.date);
  const due = toShortTime(facts.localDueAt);
  const start = toShortTime(facts.localStartAt);
  const ja = [
    `${facts.driverName} 様`,
    '本日の運転前のアルコールチェックの記録がまだありません。',
    `日付: ${day}`,
    facts.officeName === null ? `会社: ${facts.companyName}` : `事業所: ${facts.officeName}`,
    `記録の期限: ${due}（始業時刻 ${start} から${facts.marginMinutes}分）`,
    '運転を始める前に、FleetCheckのアプリで運転前のチェックを記録してください。',
    '本日運転しない場合は、事業所の管理者に連絡してください。',
  ];
  const en = [
    `To ${facts.driverName}`,
    "Today's before-driving alcohol check has not been recorded yet.",
    `Date: ${day}`,
    facts.officeName === null ? `Company: ${facts.companyName}` : `Office: ${facts.officeName}`,
    `Due by: ${due} Japan time (${facts.marginMinutes} minutes after the start time, ${start})`,
    'Before you start driving, record the before-driving check in the FleetCheck app.',
    "If you are not driving today, tell your office's manager.",
  ];
  return bilingualMail('【FleetCheck】運転前のアルコールチェックをしてください / Please take your before-driving check', ja, en, language);
}
