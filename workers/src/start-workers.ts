import {
  runAsLeader,
  type EventStore,
  type JobQueue,
  type JobRetryPolicy,
  type JobWorker,
  type LeaseStore,
  type Led,
  type Logger,
  type Mailer,
  type PaymentGateway,
  type QueueBackend,
  type ReadStore,
  type SignalRelay,
  type Subscription,
  type WorkerOptions,
} from '@fleetcheck/platform';
import type { BillingJob } from './billing/billing-job';
import { CHECK_MISSING_CRON, LIVE_CALL_EXPIRY_CRON, defaultWorkersConfig, type WorkersConfig } from './config';
import type { Clock, ProcessorDeps } from './deps';
import { createReadModelFleetDirectory } from './fleet/read-model-directory';
import type { FleetDirectory } from './fleet/fleet-directory';
import { createBillingProcessor } from './processors/billing-processor';
import { createEventProcessor, needsJob } from './processors/event-processor';
import { createMailProcessor } from './processors/mail-processor';
import { createReportProcessor } from './processors/report-processor';
import { createScheduledProcessor } from './processors/scheduled-processor';
import type { ReportJob } from './reports/report-job';
import {
  CHECK_MISSING_JOB,
  CHECK_MISSING_SCHEDULER_ID,
  DRIVER_REMINDER_JOB,
  DRIVER_REMINDER_SCHEDULER_ID,
  EXPIRY_SCAN_JOB,
  EXPIRY_SCAN_SCHEDULER_ID,
  LIVE_CALL_EXPIRY_JOB,
  LIVE_CALL_EXPIRY_SCHEDULER_ID,
  MONTHLY_REPORTS_JOB,
  MONTHLY_REPORTS_SCHEDULER_ID,
  QUEUE_NAMES,
  RECURRING_BILLING_JOB,
  RECURRING_BILLING_SCHEDULER_ID,
  WEEKLY_REPORTS_JOB,
  WEEKLY_REPORTS_SCHEDULER_ID,
  type EventJob,
  type MailJob,
  type ScheduledJob,
} from './queues';
import { startDeviceUsageMonitor } from './subscriptions/device-usage-monitor';
import { startRecordChainSealer } from './record-chain/record-chain-sealer';
import { startSupervisedDispatcher } from './subscriptions/dispatcher';

export interface StartWorkersDeps {
  eventStore: EventStore;
  /** The query side's read models (managers, drivers, cars), kept current by the projections. */
  readStore: ReadStore;
  /** From `createQueueBackend` (Redis or PostgreSQL); the caller owns and closes it. */
  queues: QueueBackend;
  mailer: Mailer;
  /** Default: lists from the read models, single drivers and cars from their deciders' folds. */
  directory?: FleetDirectory;
  config?: Partial<WorkersConfig>;
  clock?: Clock;
  logger?: Logger;
  /** Jobs processed at once per queue. Default 8 for events, 4 for mail. */
  concurrency?: { events?: number; mail?: number };
  /** Attempts and first backoff of event and mail jobs (default: 5 tries from 1 s, doubling). */
  retry?: Partial<JobRetryPolicy>;
  /** Lock and stalled-check timing (tests shorten them). */
  workerOptions?: Omit<WorkerOptions, 'concurrency'>;
  /** Default true: run the dispatcher and the device usage monitor. */
  dispatch?: boolean;
  /**
   * With several workers processes: the dispatcher and the device usage monitor run only in the process that
   * holds the `workers-dispatch` lease (each event is turned into work once); the job workers run everywhere.
   */
  leases?: LeaseStore;
  /** Default true: register the daily expiry scan. */
  schedule?: boolean;
  dispatcherId?: string;
  /**
   * The card payment gateway: with it, card subscriptions are charged at each term start (recurring billing), and an
   * admin invoice's charge the provider never answered is settled.
   */
  gateway?: PaymentGateway;
  /** The relay the API processes stream live calls through: a call the workers end is told at once (issue 35). */
  signalRelay?: SignalRelay;
  /** Attempts and first backoff of a renewal charge or an unanswered invoice charge (default: 3 tries from 1 hour, doubling). */
  billingRetry?: Partial<JobRetryPolicy>;
}

export const DISPATCH_LEASE = 'workers-dispatch';

export interface RunningWorkers {
  /** The dispatcher and device usage monitor; with leases, running only while this process leads. */
  readonly following: Led | undefined;
  /** For operations (an admin screen, a CLI): list failed jobs and retry them. */
  readonly queues: {
    events: JobQueue<EventJob>;
    mail: JobQueue<MailJob>;
    scheduled: JobQueue<ScheduledJob>;
    billing: JobQueue<BillingJob> | undefined;
    reports: JobQueue<ReportJob>;
  };
  readonly deps: ProcessorDeps;
  /** Queues an expiry scan now (admin or tests); `today` overrides the clock's date. */
  scanNow(today?: string): Promise<void>;
  /** Queues the missed-check job now (admin or tests); `today` names the day judged instead of the clock's. */
  checkMissingNow(today?: string): Promise<void>;
  /** Queues the driver reminder job now (admin or tests): it judges the clock's day. */
  remindDriversNow(): Promise<void>;
  /** Queues the check of live calls nobody answered now (admin or tests). */
  expireLiveCallsNow(): Promise<void>;
  /** Queues a recurring-billing scan now (admin or tests); `today` overrides the clock's date. */
  billNow(today?: string): Promise<void>;
  /** Queues the run of the monthly record book or the weekly summary mails now (admin or tests); `today` overrides the clock's date. */
  reportNow(kind: 'monthly' | 'weekly', today?: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the dispatcher, the three workers and the daily schedule. Used by the all-in-one runner and main.ts. */
export async function startWorkers(deps: StartWorkersDeps): Promise<RunningWorkers> {
  const config = { ...defaultWorkersConfig, ...deps.config };
  const events = deps.queues.queue<EventJob>(QUEUE_NAMES.events, deps.retry);
  const mailQueue = deps.queues.queue<MailJob>(QUEUE_NAMES.mail, deps.retry);
  const scheduled = deps.queues.queue<ScheduledJob>(QUEUE_NAMES.scheduled, { attempts: 3, backoffMs: 60_000 });
  const processorDeps: ProcessorDeps = {
    store: deps.eventStore,
    directory: deps.directory ?? createReadModelFleetDirectory(deps.eventStore, deps.readStore),
    config,
    clock: deps.clock ?? { now: () => new Date() },
    mailQueue,
    mailer: deps.mailer,
    logger: deps.logger,
    relay: deps.signalRelay,
  };

  const billingRetry: JobRetryPolicy = { attempts: 3, backoffMs: 3_600_000, ...deps.billingRetry };
  const reports = deps.queues.queue<ReportJob>(QUEUE_NAMES.reports, deps.retry);
  const billing = deps.gateway ? deps.queues.queue<BillingJob>(QUEUE_NAMES.billing, billingRetry) : undefined;

  const workers: JobWorker[] = [
    deps.queues.worker(QUEUE_NAMES.events, createEventProcessor(processorDeps, billing), {
      ...deps.workerOptions,
      concurrency: deps.concurrency?.events ?? 8,
    }),
    deps.queues.worker(QUEUE_NAMES.mail, createMailProcessor(processorDeps), {
      ...deps.workerOptions,
      concurrency: deps.concurrency?.mail ?? 4,
    }),
    deps.queues.worker(QUEUE_NAMES.scheduled, createScheduledProcessor(processorDeps, reports, billing), {
      ...deps.workerOptions,
      concurrency: 1,
    }),
    deps.queues.worker(QUEUE_NAMES.reports, createReportProcessor(processorDeps, deps.readStore), {
      ...deps.workerOptions,
      concurrency: 1,
    }),
  ];
  if (deps.gateway) {
    const processor = createBillingProcessor({ ...processorDeps, gateway: deps.gateway }, billingRetry);
    workers.push(deps.queues.worker(QUEUE_NAMES.billing, processor, { ...deps.workerOptions, concurrency: 2 }));
  }
  for (const worker of workers) {
    worker.onFailed((jobId, error) => deps.logger?.warn({ queue: worker.queueName, jobId, err: error }, 'workers: job attempt failed'));
  }

  if (deps.schedule ?? true) {
    await scheduled.schedule(EXPIRY_SCAN_SCHEDULER_ID, { cron: config.expiryScanCron, timeZone: config.timeZone }, EXPIRY_SCAN_JOB, {});
    await scheduled.schedule(CHECK_MISSING_SCHEDULER_ID, { cron: CHECK_MISSING_CRON, timeZone: config.timeZone }, CHECK_MISSING_JOB, {});
    await scheduled.schedule(
      DRIVER_REMINDER_SCHEDULER_ID,
      { cron: config.driverReminderCron, timeZone: config.timeZone },
      DRIVER_REMINDER_JOB,
      {},
    );
    await scheduled.schedule(
      LIVE_CALL_EXPIRY_SCHEDULER_ID,
      { cron: LIVE_CALL_EXPIRY_CRON, timeZone: config.timeZone },
      LIVE_CALL_EXPIRY_JOB,
      {},
    );
    await scheduled.schedule(
      MONTHLY_REPORTS_SCHEDULER_ID,
      { cron: config.monthlyReportCron, timeZone: config.timeZone },
      MONTHLY_REPORTS_JOB,
      {},
    );
    await scheduled.schedule(
      WEEKLY_REPORTS_SCHEDULER_ID,
      { cron: config.weeklyReportCron, timeZone: config.timeZone },
      WEEKLY_REPORTS_JOB,
      {},
    );
    if (billing)
      await scheduled.schedule(
        RECURRING_BILLING_SCHEDULER_ID,
        { cron: config.recurringBillingCron, timeZone: config.timeZone },
        RECURRING_BILLING_JOB,
        {},
      );
  }
  const follow = async (): Promise<{ stop(): Promise<void> }> => {
    const subscriptions: Subscription[] = [
      startSupervisedDispatcher(deps.eventStore, events, { subscriberId: deps.dispatcherId, needsJob, logger: deps.logger }),
      startDeviceUsageMonitor(processorDeps, { logger: deps.logger }),
      startRecordChainSealer(processorDeps, { logger: deps.logger }),
    ];
    return { stop: async () => void (await Promise.all(subscriptions.map((subscription) => subscription.stop()))) };
  };
  let following: Led | undefined;
  if (deps.dispatch ?? true) {
    if (deps.leases) following = runAsLeader(deps.leases, DISPATCH_LEASE, follow, { logger: deps.logger });
    else {
      const running = await follow();
      following = { leading: () => true, stop: () => running.stop() };
    }
  }

  return {
    following,
    queues: { events, mail: mailQueue, scheduled, billing, reports },
    deps: processorDeps,
    async scanNow(today) {
      await scheduled.add(EXPIRY_SCAN_JOB, today ? { today } : {});
    },
    async checkMissingNow(today) {
      await scheduled.add(CHECK_MISSING_JOB, today ? { today } : {});
    },
    async remindDriversNow() {
      await scheduled.add(DRIVER_REMINDER_JOB, {});
    },
    async expireLiveCallsNow() {
      await scheduled.add(LIVE_CALL_EXPIRY_JOB, {});
    },
    async billNow(today) {
      await scheduled.add(RECURRING_BILLING_JOB, today ? { today } : {});
    },
    async reportNow(kind, today) {
      await scheduled.add(kind === 'monthly' ? MONTHLY_REPORTS_JOB : WEEKLY_REPORTS_JOB, today ? { today } : {});
    },
    async stop() {
      await following?.stop();
      await Promise.allSettled(workers.map((worker) => worker.close()));
      await Promise.allSettled([events.close(), mailQueue.close(), scheduled.close(), reports.close(), billing?.close()]);
    },
  };
}
