import type { JobProcessor } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { EXPIRY_SCAN_JOB, type ScheduledJob } from '../queues';
import { runExpiryScan } from './expiry-scan';

export function createScheduledProcessor(deps: ProcessorDeps): JobProcessor<ScheduledJob> {
  return async (job) => {
    if (job.name !== EXPIRY_SCAN_JOB) {
      deps.logger?.warn({ name: job.name }, 'workers: unknown scheduled job');
      return;
    }
    const result = await runExpiryScan(deps, `expiry-scan-${job.id}`, job.data.today);
    deps.logger?.info(result, 'workers: expiry scan done');
  };
}
