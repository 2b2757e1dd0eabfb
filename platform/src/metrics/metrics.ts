import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventStore } from '../event-store/port';
import type { QueueBackend } from '../queue/port';
import { routeLabel } from './route-label';

export interface ProjectionLagSource {
  /** The event store the projections read. */
  store: Pick<EventStore, 'readAll'>;
  /** The position every projection has committed, undefined before the first event. */
  checkpoint(): bigint | undefined;
  /**
   * Whether this process applies the projections (holds the lease). A standby reports 0 instead of reading the
   * log from the beginning at every scrape (its runner has no position) and showing the cap.
   */
  active?(): boolean;
}

/** Lag is counted up to this many events; beyond it the gauge shows the cap (reading more would slow scrapes). */
export const PROJECTION_LAG_CAP = 10_000;

/**
 * Prometheus metrics of one process, on a registry of its own (not prom-client's global one), so several
 * systems started in one test process never share or double-register series.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'fleetcheck_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly metricErrors = new Counter({
    name: 'fleetcheck_metrics_collect_errors_total',
    help: 'Failures reading a gauge source during a scrape',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  /** Times every request; the route label replaces ids with `:id` so series stay few. */
  http(): RequestHandler {
    return (req, res, next) => {
      const end = this.httpDuration.startTimer();
      res.once('finish', () =>
        end({ method: req.method, route: routeLabel(req.originalUrl, res.statusCode), status: String(res.statusCode) }),
      );
      next();
    };
  }

  /** Events written but not yet applied by the projections, read at each scrape. */
  trackProjectionLag(source: ProjectionLagSource): void {
    const errors = this.metricErrors;
    new Gauge({
      name: 'fleetcheck_projection_lag_events',
      help: `Events written after the projections checkpoint (counted up to ${PROJECTION_LAG_CAP})`,
      registers: [this.registry],
      async collect() {
        if (source.active && !source.active()) {
          this.reset();
          return;
        }
        try {
          // Counted, not subtracted: positions are opaque (EventStoreDB's are byte offsets).
          const behind = await source.store.readAll({ after: source.checkpoint(), maxCount: PROJECTION_LAG_CAP });
          this.set(behind.length);
        } catch {
          errors.inc({ source: 'projection_lag' });
        }
      },
    });
  }

  /** Jobs per queue and state, and failed jobs per queue, read at each scrape. */
  trackQueues(backend: QueueBackend, queueNames: readonly string[]): void {
    const queues = queueNames.map((name) => backend.queue(name));
    const errors = this.metricErrors;
    const countsOf = async () => {
      const all = await Promise.all(queues.map(async (queue) => ({ queue: queue.name, counts: await queue.counts() })));
      return all;
    };
    let pending: Promise<Awaited<ReturnType<typeof countsOf>>> | undefined;
    // Both gauges come from one counts() call per queue per scrape.
    const shared = () => (pending ??= countsOf().finally(() => setTimeout(() => (pending = undefined), 0)));
    new Gauge({
      name: 'fleetcheck_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed: the queue depth)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        try {
          for (const { queue, counts } of await shared()) {
            for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ queue, state }, counts[state]);
          }
        } catch {
          errors.inc({ source: 'queue' });
        }
      },
    });
    new Gauge({
      name: 'fleetcheck_queue_failed_jobs',
      help: 'Jobs that used up their attempts and wait for a retry by hand',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        try {
          for (const { queue, counts } of await shared()) this.set({ queue }, counts.failed);
        } catch {
          errors.inc({ source: 'queue' });
        }
      },
    });
  }

  /** GET /metrics in Prometheus text format. */
  endpoint(): RequestHandler {
    return (_req, res, next) => {
      this.registry
        .metrics()
        .then((text) => {
          res.setHeader('Content-Type', this.registry.contentType);
          res.setHeader('Cache-Control', 'no-store');
          res.send(text);
        })
        .catch(next);
    };
  }
}
