/**
 * The job-queue port: named queues of JSON jobs processed by workers with retries. Adapters: BullMQ on Redis
 * (production) and BullMQ on PostgreSQL (local profile); domain code never knows which one runs.
 *
 * Semantics fixed here:
 * - A job id is unique within its queue while the job is kept: adding a job whose id exists adds nothing
 *   (the dispatcher relies on this, using event ids as job ids).
 * - Delivery is at-least-once: a worker that dies mid-job has its job picked up again once its lock
 *   expires, so processors must be idempotent.
 * - A job that throws is retried with exponential backoff up to `attempts`; then it is listed as failed
 *   until retried or removed.
 */
export interface JobRetryPolicy {
  /** Total tries including the first. */
  attempts: number;
  /** First retry delay; each next one doubles. */
  backoffMs: number;
}

export interface JobOptions extends Partial<JobRetryPolicy> {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
}

export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
  /** Tries already made before this one (0 on the first try). */
  attemptsMade: number;
}

export interface FailedJob<T> extends QueuedJob<T> {
  failedReason: string;
  finishedAt: Date | undefined;
}

export interface AddedJob {
  id: string;
  /** False when a job with this id already existed, so nothing was added. */
  added: boolean;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

export interface RepeatSchedule {
  /** Cron pattern (e.g. '0 3 * * *' daily at 03:00) in `timeZone`. */
  cron: string;
  timeZone?: string;
}

export interface JobQueue<T> {
  readonly name: string;
  add(jobName: string, data: T, options?: JobOptions & { jobId?: string }): Promise<AddedJob>;
  /** Creates or replaces a repeating job: the same `schedulerId` never makes two schedules. */
  schedule(schedulerId: string, repeat: RepeatSchedule, jobName: string, data: T): Promise<void>;
  removeSchedule(schedulerId: string): Promise<void>;
  listSchedules(): Promise<{ id: string; cron: string | undefined; nextRunAt: Date | undefined }[]>;
  getJob(id: string): Promise<(QueuedJob<T> & { state: JobState | 'unknown' }) | undefined>;
  /** Failed jobs, newest first. */
  listFailed(start?: number, end?: number): Promise<FailedJob<T>[]>;
  /** Moves a failed job back to waiting with a fresh set of attempts. */
  retryFailed(id: string): Promise<void>;
  counts(): Promise<Record<JobState, number>>;
  close(): Promise<void>;
}

export type JobProcessor<T> = (job: QueuedJob<T>) => Promise<void>;

export interface WorkerOptions {
  /** Jobs processed at the same time by this worker. Default 1. */
  concurrency?: number;
  /** How long a job stays locked without renewal before another worker may take it (stalled-job recovery). */
  lockDurationMs?: number;
  /** How often this worker looks for stalled jobs. */
  stalledIntervalMs?: number;
}

export interface JobWorker {
  readonly queueName: string;
  /** Stops taking jobs. `force` abandons jobs in flight (they are recovered as stalled by another worker). */
  close(force?: boolean): Promise<void>;
  /** Called once per job that failed an attempt (for logs). */
  onFailed(listener: (jobId: string | undefined, error: Error) => void): void;
}

export interface QueueBackend {
  readonly kind: 'redis' | 'postgres';
  queue<T>(name: string, defaults?: Partial<JobRetryPolicy>): JobQueue<T>;
  worker<T>(name: string, processor: JobProcessor<T>, options?: WorkerOptions): JobWorker;
  /** Closes every queue and worker this backend opened, then its connections. */
  close(): Promise<void>;
}
