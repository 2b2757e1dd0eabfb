import { previousMonthOf, previousWeekOf, type ReportPeriod } from '@fleetcheck/domain/reports/periods';
import type { ReportRecipient } from '../fleet/fleet-directory';

export type ReportKind = 'monthly-record-book' | 'weekly-summary';

/** One report mail to one manager: the kind, the company and office it covers (null: every office), the period. */
export interface ReportJob {
  kind: ReportKind;
  companyId: string;
  /** The manager's office; null for a manager who looks after the whole company (their report covers every office). */
  officeId: string | null;
  period: ReportPeriod;
  managerId: string;
  to: string;
}

/**
 * The idempotency key of a report mail (office + period + manager): the job id, and the mail's id in the outbox
 * and in SMTP's Message-ID. However many workers run the schedule, or however often it is run by hand, one job
 * and one mail exist per key. (BullMQ refuses ':' in custom job ids.)
 */
export const reportJobId = (job: Pick<ReportJob, 'kind' | 'companyId' | 'officeId' | 'period' | 'managerId'>): string =>
  `report.${job.kind}.${job.companyId}.${job.officeId ?? 'all'}.${job.period.key}.${job.managerId}`;

export const periodOf = (kind: ReportKind, today: string): ReportPeriod =>
  kind === 'monthly-record-book' ? previousMonthOf(today) : previousWeekOf(today);

const wants = (recipient: ReportRecipient, kind: ReportKind): boolean =>
  kind === 'monthly-record-book' ? recipient.reportMails.monthlyRecordBook : recipient.reportMails.weeklySummary;

/** The report mails of one run: one per manager who has not turned that kind off, covering their office. */
export function planReports(kind: ReportKind, today: string, recipients: readonly ReportRecipient[]): ReportJob[] {
  const period = periodOf(kind, today);
  return recipients
    .filter((recipient) => wants(recipient, kind))
    .map((recipient) => ({
      kind,
      companyId: recipient.companyId,
      officeId: recipient.officeId,
      period,
      managerId: recipient.managerId,
      to: recipient.email,
    }));
}
