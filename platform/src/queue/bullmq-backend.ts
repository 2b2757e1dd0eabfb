import { Queue, Worker, createPostgresBackend, withBackend, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type {
  AddedJob,
  FailedJob,
  JobProcessor,
  JobQueue,
  JobRetryPolicy,
  JobState,
  JobWorker,
  QueueBackend,
  QueuedJob,
  WorkerOptions,
} from './port';

export const DEFAULT_RETRY_POLICY: JobRetryPolicy = { attempts: 5, backoffMs: 1000 };

/**
 * Finished jobs are kept for a while because a kept job id is what makes a second `add` with that id a no-op
 * (the dispatcher's redelivery guard); processors stay idempotent for redeliveries older than that.
 */
interface Retention {
  completed: { age: number; count?: number };
  failed: { age: number };
}
const KEEP_FAILED = { age: 30 * 24 * 3600 };
/** Redis trims a sorted set, so a count cap is cheap there. */
const REDIS_RETENTION: Retention = { completed: { age: 7 * 24 * 3600, count: 100_000 }, failed: KEEP_FAILED };
/**
 * On PostgreSQL a count cap costs a sort of every kept job on each completion (BullMQ's apply_retention),
 * which made job throughput fall as jobs piled up; the age cap is an index range delete.
 */
const POSTGRES_RETENTION: Retention = { completed: { age: 2 * 24 * 3600 }, failed: KEEP_FAILED };

// The two backends expose the same class API; only construction differs. These aliases are the common shape.
type AnyQueue = Queue;
type AnyWorker = Worker;

interface Constructors {
  queue(name: string): AnyQueue;
  worker(name: string, processor: (job: Job) => Promise<void>, options: WorkerOptions): AnyWorker;
  close(): Promise<void>;
}

const COUNTED_STATES: readonly JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];

function toQueuedJob<T>(job: Job): QueuedJob<T> {
  return { id: String(job.id), name: job.name, data: job.data as T, attemptsMade: job.attemptsMade };
}

class BullQueue<T> implements JobQueue<T> {
  constructor(
    private readonly queue: AnyQueue,
    private readonly defaults: JobRetryPolicy,
    private readonly retention: Retention,
  ) {}

  get name(): string {
    return this.queue.name;
  }

  async add(
    jobName: string,
    data: T,
    options: { jobId?: string; attempts?: number; backoffMs?: number; delayMs?: number } = {},
  ): Promise<AddedJob> {
    if (options.jobId !== undefined && (await this.queue.getJob(options.jobId))) return { id: options.jobId, added: false };
    const job = await this.queue.add(jobName, data, {
      jobId: options.jobId,
      attempts: options.attempts ?? this.defaults.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? this.defaults.backoffMs },
      delay: options.delayMs,
      removeOnComplete: this.retention.completed,
      removeOnFail: this.retention.failed,
    });
    return { id: String(job.id), added: true };
  }

  async schedule(schedulerId: string, repeat: { cron: string; timeZone?: string }, jobName: string, data: T): Promise<void> {
    await this.queue.upsertJobScheduler(
      schedulerId,
      { pattern: repeat.cron, tz: repeat.timeZone },
      {
        name: jobName,
        data,
        opts: {
          attempts: this.defaults.attempts,
          backoff: { type: 'exponential', delay: this.defaults.backoffMs },
          removeOnComplete: this.retention.completed,
          removeOnFail: this.retention.failed,
        },
      },
    );
  }

  async removeSchedule(schedulerId: string): Promise<void> {
    await this.queue.removeJobScheduler(schedulerId);
  }

  async listSchedules() {
    const schedulers = await this.queue.getJobSchedulers(0, -1, true);
    return schedulers.map((scheduler) => ({
      id: scheduler.key,
      cron: scheduler.pattern ?? undefined,
      nextRunAt: scheduler.next ? new Date(scheduler.next) : undefined,
    }));
  }

  async getJob(id: string) {
    const job = (await this.queue.getJob(id)) as Job | undefined;
    if (!job) return undefined;
    const state = await this.queue.getJobState(id);
    return { ...toQueuedJob<T>(job), state: normaliseState(state) };
  }

  async listFailed(start = 0, end = 99): Promise<FailedJob<T>[]> {
    const jobs = (await this.queue.getFailed(start, end)) as Job[];
    return jobs.map((job) => ({
      ...toQueuedJob<T>(job),
      failedReason: job.failedReason,
      finishedAt: job.finishedOn ? new Date(job.finishedOn) : undefined,
    }));
  }

  async retryFailed(id: string): Promise<void> {
    const job = (await this.queue.getJob(id)) as Job | undefined;
    if (!job) throw new Error(`No job ${id} in queue ${this.name}`);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  }

  async counts(): Promise<Record<JobState, number>> {
    const raw = await this.queue.getJobCounts('wait', 'active', 'delayed', 'completed', 'failed', 'prioritized');
    return {
      waiting: (raw.wait ?? 0) + (raw.prioritized ?? 0),
      active: raw.active ?? 0,
      delayed: raw.delayed ?? 0,
      completed: raw.completed ?? 0,
      failed: raw.failed ?? 0,
    };
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

function normaliseState(state: string): JobState | 'unknown' {
  if (state === 'wait' || state === 'waiting' || state === 'prioritized' || state === 'paused') return 'waiting';
  return (COUNTED_STATES as readonly string[]).includes(state) ? (state as JobState) : 'unknown';
}

class BullWorker implements JobWorker {
  constructor(private readonly worker: AnyWorker) {}

  get queueName(): string {
    return this.worker.name;
  }

  async close(force = false): Promise<void> {
    await this.worker.close(force);
  }

  onFailed(listener: (jobId: string | undefined, error: Error) => void): void {
    this.worker.on('failed', (job, error) => listener(job?.id === undefined ? undefined : String(job.id), error));
  }
}

class BullBackend implements QueueBackend {
  private readonly opened: { close(): Promise<void> }[] = [];
  private readonly workers: BullWorker[] = [];

  constructor(
    readonly kind: 'redis' | 'postgres',
    private readonly constructors: Constructors,
  ) {}

  queue<T>(name: string, defaults: Partial<JobRetryPolicy> = {}): JobQueue<T> {
    const retention = this.kind === 'redis' ? REDIS_RETENTION : POSTGRES_RETENTION;
    const queue = new BullQueue<T>(this.constructors.queue(name), { ...DEFAULT_RETRY_POLICY, ...defaults }, retention);
    this.opened.push(queue);
    return queue;
  }

  worker<T>(name: string, processor: JobProcessor<T>, options: WorkerOptions = {}): JobWorker {
    const worker = new BullWorker(this.constructors.worker(name, (job) => processor(toQueuedJob<T>(job)), options));
    this.workers.push(worker);
    return worker;
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    await Promise.allSettled(this.opened.map((queue) => queue.close()));
    await this.constructors.close();
  }
}

function workerOptions(options: WorkerOptions) {
  return {
    concurrency: options.concurrency ?? 1,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    // A stalled job is moved back to waiting this many times before it counts as failed.
    maxStalledCount: 2,
  };
}

export interface RedisQueueOptions {
  url: string;
  /** Key prefix: lets tests and environments share one Redis. Default 'fleetcheck'. */
  prefix?: string;
}

/** BullMQ on Redis (production profile). One ioredis connection is shared; workers add their blocking ones. */
export function createRedisQueueBackend(options: RedisQueueOptions): QueueBackend {
  // BullMQ requires maxRetriesPerRequest null so blocking commands survive reconnects.
  const connection = new Redis(options.url, { maxRetriesPerRequest: null, lazyConnect: false });
  connection.on('error', () => undefined);
  const prefix = options.prefix ?? 'fleetcheck';
  return new BullBackend('redis', {
    queue: (name) => new Queue(name, { connection, prefix }),
    worker: (name, processor, opts) => new Worker(name, processor, { connection, prefix, ...workerOptions(opts) }),
    close: async () => {
      await connection.quit().catch(() => connection.disconnect());
    },
  });
}

export interface PostgresQueueOptions {
  url: string;
  /** Schema holding BullMQ's tables. Default 'bullmq'. */
  schema?: string;
  /** Pool size of each queue and worker. */
  poolSize?: number;
}

/** BullMQ's PostgreSQL backend (local profile): jobs live in the same database, in their own schema. */
export function createPostgresQueueBackend(options: PostgresQueueOptions): QueueBackend {
  const { Queue: PgQueue, Worker: PgWorker } = withBackend(createPostgresBackend);
  // Migrations are idempotent and serialised by an advisory lock, so every connection may ask for them.
  const connection = () => ({
    connectionString: options.url,
    schema: options.schema ?? 'bullmq',
    max: options.poolSize ?? 4,
    migrate: true,
  });
  return new BullBackend('postgres', {
    queue: (name) => new PgQueue(name, { connection: connection() }) as unknown as AnyQueue,
    worker: (name, processor, opts) =>
      new PgWorker(name, processor, { connection: connection(), ...workerOptions(opts) }) as unknown as AnyWorker,
    close: async () => undefined,
  });
}
