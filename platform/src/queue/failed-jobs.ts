import { createQueueBackend, type QueueConfig } from './factory';
import type { JobQueue, QueueBackend } from './port';

/** A job that ran out of attempts, as the operations screen lists it. */
export interface FailedJobSummary {
  queue: string;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  /** ISO-8601, when the last attempt failed. */
  failedAt: string | null;
}

/**
 * What operators need of the job queues: the jobs that exhausted their retries, and a way to run one again
 * (with a fresh set of attempts). query-api lists, command-api retries; both open the same queues by name.
 */
export interface FailedJobs {
  readonly queueNames: readonly string[];
  list(limitPerQueue?: number): Promise<FailedJobSummary[]>;
  /** false when the queue is unknown or the job is not (or no longer) failed. */
  retry(queue: string, id: string): Promise<boolean>;
}

export function failedJobsOf(backend: QueueBackend, queueNames: readonly string[]): FailedJobs {
  const opened = new Map<string, JobQueue<unknown>>();
  const open = (name: string) => {
    let queue = opened.get(name);
    if (!queue) opened.set(name, (queue = backend.queue<unknown>(name)));
    return queue;
  };
  return {
    queueNames,
    async list(limitPerQueue = 100) {
      const perQueue = await Promise.all(
        queueNames.map(async (name) =>
          (await open(name).listFailed(0, limitPerQueue - 1)).map((job): FailedJobSummary => ({
            queue: name,
            id: job.id,
            name: job.name,
            failedReason: job.failedReason,
            attemptsMade: job.attemptsMade,
            failedAt: job.finishedAt?.toISOString() ?? null,
          })),
        ),
      );
      return perQueue.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
    },
    async retry(queue, id) {
      if (!queueNames.includes(queue)) return false;
      const job = await open(queue).getJob(id);
      if (job?.state !== 'failed') return false;
      await open(queue).retryFailed(id);
      return true;
    },
  };
}

/** The queues did not answer in time (Redis down or unreachable): the API answers 503 `Errors.Unavailable`. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
}

/** Longest wait of an operations request for the queues. */
export const FAILED_JOBS_DEADLINE_MS = 5_000;

function withinDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueueUnavailableError(`the job queues did not answer within ${deadlineMs} ms`)), deadlineMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The failed jobs of the workers' queues, for an API process (command-api retries, query-api lists). Undefined
 * when no queue backend is configured; the caller closes the returned backend's connections with `close`. The
 * queue connection waits for Redis for ever (BullMQ's setting), so each call has a deadline: while Redis is down
 * an operations request fails with QueueUnavailableError instead of hanging.
 */
export function openFailedJobs(
  config: QueueConfig,
  queueNames: readonly string[],
  deadlineMs = FAILED_JOBS_DEADLINE_MS,
): (FailedJobs & { close(): Promise<void> }) | undefined {
  if (!config.REDIS_URL && !config.databaseUrl) return undefined;
  const backend = createQueueBackend(config);
  const jobs = failedJobsOf(backend, queueNames);
  return {
    queueNames,
    list: (limitPerQueue) => withinDeadline(jobs.list(limitPerQueue), deadlineMs),
    retry: (queue, id) => withinDeadline(jobs.retry(queue, id), deadlineMs),
    close: () => backend.close(),
  };
}
