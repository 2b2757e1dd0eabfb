import { TestResultRecorded, testResultCatalogue } from '@fleetcheck/contracts';
import type { Subscription } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { processDeviceUsage } from '../processors/device-usage';
import { superviseSubscription, type SuperviseOptions } from './supervise';

export const DEVICE_USAGE_SUBSCRIBER_ID = 'workers-device-usage';

/**
 * Follows every test result and raises the device usage and maintenance notifications. It needs no job per
 * test: the device usage read model counts (projections' device_usage), most results raise nothing, so a
 * checkpointed subscription reads the usage as of each test in log order. Raising is idempotent (deterministic
 * notification ids), so a redelivered batch after a crash raises nothing twice.
 */
export function startDeviceUsageMonitor(deps: ProcessorDeps, options: SuperviseOptions & { subscriberId?: string } = {}): Subscription {
  const start = () =>
    deps.store.subscribeWithCheckpoint(
      options.subscriberId ?? DEVICE_USAGE_SUBSCRIBER_ID,
      async (recorded) => {
        const event = testResultCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
        if (event.type !== 'TestResultRecorded') return;
        const cause = { causationId: recorded.id, correlationId: recorded.metadata.correlationId };
        await processDeviceUsage(deps, event.data, recorded.position, cause);
      },
      { filter: { eventTypes: [TestResultRecorded.type] } },
    );
  return superviseSubscription('device usage monitor', start, options);
}
