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

/**
 * The failed jobs of the workers' queues, for an API process (command-api retries, query-api lists). Undefined
 * when no queue backend is configured; the caller closes the returned backend's connections with `close`.
 */
export function openFailedJobs(config: QueueConfig, queueNames: readonly string[]): (FailedJobs & { close(): Promise<void> }) | undefined {
  if (!config.REDIS_URL && !config.databaseUrl) return undefined;
  const backend = createQueueBackend(config);
  return { ...failedJobsOf(backend, queueNames), close: () => backend.close() };
}
