import type { JobProcessor, ReadStore } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { monthlyRecordBookMail } from '../reports/monthly-record-book-mail';
import type { ReportJob } from '../reports/report-job';
import { weeklySummaryMail } from '../reports/weekly-summary-mail';

/**
 * Writes and sends one report mail. The job id is the report's idempotency key (reportJobId) and becomes the
 * mail's id: the outbox keeps one mail per id, SMTP sends it as the Message-ID.
 */
export function createReportProcessor(deps: ProcessorDeps, readStore: ReadStore): JobProcessor<ReportJob> {
  return async (job) => {
    const report = job.data;
    const names = await deps.directory.companyNames(report.companyId);
    const place = { companyName: names.name, officeName: report.officeId ? (names.offices.get(report.officeId) ?? '') : null };
    const content =
      report.kind === 'monthly-record-book'
        ? await monthlyRecordBookMail(readStore, report, place, deps.config.receiptLayout.fontPath, deps.config.timeZone)
        : weeklySummaryMail(report, place, await deps.directory.companyPeriod(report.companyId, report.period.from, report.period.to));
    await deps.mailer.send({ id: job.id, to: report.to, ...content });
  };
}
