import { toDottedDate, type CheckType } from '@fleetcheck/contracts';
import { daysOf } from '@fleetcheck/domain/reports/periods';
import { missedChecksOf } from '@fleetcheck/domain/test-result/missed-checks';
import type { CompanyPeriod } from '../fleet/fleet-directory';
import { bilingualMail, type Mail } from '../mail/bilingual-mail';
import { placeWords, type ReportPlace } from './monthly-record-book-mail';
import type { ReportJob } from './report-job';

/** Lines listed per section; a longer list ends with how many more the check board shows. */
const LISTED = 30;

const checkWords: Record<CheckType, { ja: string; en: string }> = {
  before_driving: { ja: '運転前', en: 'before driving' },
  after_driving: { ja: '運転後', en: 'after driving' },
};

const shortDate = (day: string) => toDottedDate(day).slice(5);

function listed(lines: string[], more: (count: number) => string): string[] {
  return lines.length > LISTED ? [...lines.slice(0, LISTED), more(lines.length - LISTED)] : lines;
}

/**
 * Monday's mail (issue 37 item 3): last week's missed checks of the manager's office (or the whole company), each
 * day judged by the check board's rule, and the records of the week still awaiting a manager's confirmation.
 */
export function weeklySummaryMail(job: ReportJob, place: ReportPlace, week: CompanyPeriod): Mail {
  const office = job.officeId ?? undefined;
  const missed = missedChecksOf(daysOf(job.period), week.roster, week.records, week.daysOff, office);
  const awaiting = week.records.filter(
    (record) => (record.confirmationStatus ?? 'awaiting') === 'awaiting' && (office === undefined || record.officeId === office),
  );
  const missedCount = missed.drivers.reduce((sum, driver) => sum + driver.days.length, 0);
  const span = `${toDottedDate(job.period.from)}〜${toDottedDate(job.period.to)}`;
  const where = placeWords(place);
  const missedLines = (language: 'ja' | 'en') =>
    missed.drivers.map((driver) => {
      const days = driver.days.map(
        (day) =>
          `${shortDate(day.date)} ${day.checkTypes.map((type) => checkWords[type][language]).join(language === 'ja' ? '・' : ' and ')}`,
      );
      return `・${driver.lastName} ${driver.firstName}: ${days.join(', ')}`;
    });
  const awaitingLines = (language: 'ja' | 'en') =>
    awaiting.map(
      (record) =>
        `・${toDottedDate(record.date)} ${record.time} ${record.lastName} ${record.firstName} ${checkWords[record.checkType][language]}`,
    );
  const ja = [
    `${where.ja}の週間サマリー（${span}）です。`,
    '',
    `未実施のチェック: ${missedCount}件（運転者${missed.drivers.length}名）`,
    ...listed(missedLines('ja'), (count) => `ほか${count}名はチェック状況画面で確認してください。`),
    '',
    `管理者の確認待ちの記録: ${awaiting.length}件`,
    ...listed(awaitingLines('ja'), (count) => `ほか${count}件はアルコールチェック記録の画面で確認してください。`),
    '',
    'このメールはプロフィール画面の「定期レポートのメール」で停止できます。',
  ];
  const en = [
    `The weekly summary of ${where.en} (${span}).`,
    '',
    `Missed checks: ${missedCount} (${missed.drivers.length} drivers)`,
    ...listed(missedLines('en'), (count) => `${count} more drivers: see the check board.`),
    '',
    `Records awaiting a manager's confirmation: ${awaiting.length}`,
    ...listed(awaitingLines('en'), (count) => `${count} more: see the check records.`),
    '',
    'You can turn this mail off under "Scheduled report mails" on your profile.',
  ];
  return bilingualMail(`【FleetCheck】週間サマリー（${span}） / Weekly summary`, ja, en);
}
