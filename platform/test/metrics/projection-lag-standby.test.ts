import { describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/event-store/port';
import { Metrics } from '../../src/metrics/metrics';

/* A standby projections process (no lease) does not read the log at each scrape, and shows no lag (0, not 10,000). */
describe('projection lag on a standby', () => {
  it('reads the log only while the process leads', async () => {
    const reads: (bigint | undefined)[] = [];
    const store: Pick<EventStore, 'readAll'> = {
      readAll: async (options) => (reads.push(options?.after), new Array(3)),
    };
    let leading = true;
    const metrics = new Metrics('lag-standby');
    metrics.trackProjectionLag({ store, checkpoint: () => 42n, active: () => leading });
    const lagLine = async () =>
      (await metrics.registry.metrics()).split('\n').find((l) => l.startsWith('fleetcheck_projection_lag_events{'));
    expect(await lagLine()).toBe('fleetcheck_projection_lag_events{service="lag-standby"} 3');
    expect(reads).toEqual([42n]);
    leading = false;
    expect(await lagLine()).toBe('fleetcheck_projection_lag_events{service="lag-standby"} 0');
    expect(reads).toEqual([42n]);
  });
});
