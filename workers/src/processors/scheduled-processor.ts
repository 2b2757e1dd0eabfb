import type { JobProcessor, JobQueue } from '@fleetcheck/platform';
import type { BillingJob } from '../billing/billing-job';
import { findDueRenewals, renewalJobId } from '../billing/renewal';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import {
  CHECK_MISSING_JOB,
  DRIVER_REMINDER_JOB,
  EXPIRY_SCAN_JOB,
  LIVE_CALL_EXPIRY_JOB,
  MONTHLY_REPORTS_JOB,
  RECURRING_BILLING_JOB,
  RENEWAL_JOB,
  REPORT_MAIL_JOB,
  WEEKLY_REPORTS_JOB,
  type ScheduledJob,
} from '../queues';
import { planReports, reportJobId, type ReportJob } from '../reports/report-job';
import { runCheckMissingScan } from './check-missing-scan';
import { runDetectorScan } from './detector-scan';
import { runDriverReminderScan } from './driver-reminder-scan';
import { runExpiryScan } from './expiry-scan';
import { runLiveCallExpiry } from './live-call-expiry';

/**
 * The scheduled jobs: the expiry and detector scans, the missed-check and driver reminder jobs, the minute check of
 * unanswered live calls, the report runs, and (when a billing queue is given) the recurring-billing scan.
 */
export function createScheduledProcessor(
  deps: ProcessorDeps,
  reportQueue: JobQueue<ReportJob>,
  billingQueue?: JobQueue<BillingJob>,
): JobProcessor<ScheduledJob> {
  return async (job) => {
    if (job.name === MONTHLY_REPORTS_JOB || job.name === WEEKLY_REPORTS_JOB) {
      // One job per manager and report, keyed by office + period + manager: a second worker or a second run adds none.
      const kind = job.name === MONTHLY_REPORTS_JOB ? 'monthly-record-book' : 'weekly-summary';
      const today = job.data.today ?? businessDay(deps.clock.now(), deps.config.timeZone);
      const reports = planReports(kind, today, await deps.directory.reportRecipients());
      let added = 0;
      for (const report of reports) if ((await reportQueue.add(REPORT_MAIL_JOB, report, { jobId: reportJobId(report) })).added) added += 1;
      deps.logger?.info({ kind, today, reports: reports.length, added }, 'workers: scheduled reports queued');
      return;
    }
    if (job.name === EXPIRY_SCAN_JOB) {
      const result = await runExpiryScan(deps, `expiry-scan-${job.id}`, job.data.today);
      deps.logger?.info(result, 'workers: expiry scan done');
      // The detectors' daily look, in the same nightly job: overdue checks, silent detectors, passed usage limits.
      const detectors = await runDetectorScan(deps, `detector-scan-${job.id}`, job.data.today);
      deps.logger?.info(detectors, 'workers: detector scan done');
      return;
    }
    if (job.name === CHECK_MISSING_JOB) {
      const result = await runCheckMissingScan(deps, `check-missing-${job.id}`, job.data.today);
      deps.logger?.info(result, 'workers: missed-check job done');
      return;
    }
    if (job.name === DRIVER_REMINDER_JOB) {
      const result = await runDriverReminderScan(deps, `driver-reminder-${job.id}`);
      deps.logger?.info(result, 'workers: driver reminder job done');
      return;
    }
    if (job.name === LIVE_CALL_EXPIRY_JOB) {
      const result = await runLiveCallExpiry(deps, `live-call-expiry-${job.id}`);
      if (result.due > 0) deps.logger?.info(result, 'workers: unanswered live calls ended');
      return;
    }
    if (job.name === RECURRING_BILLING_JOB && billingQueue) {
      const today = job.data.today ?? businessDay(deps.clock.now(), deps.config.timeZone);
      const due = await findDueRenewals(deps, today);
      for (const renewal of due) await billingQueue.add(RENEWAL_JOB, renewal, { jobId: renewalJobId(renewal) });
      deps.logger?.info({ today, due: due.length }, 'workers: recurring billing scan done');
      return;
    }
    deps.logger?.warn({ name: job.name }, 'workers: unknown scheduled job');
  };
}
