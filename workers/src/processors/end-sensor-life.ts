import type { EventMetadata } from '@fleetcheck/contracts';
import { detectorMaintenanceAggregate } from '@fleetcheck/domain/detector-maintenance/decider';
import type { SensorDue } from '@fleetcheck/domain/detector-maintenance/sensor-life';
import { detectorMaintenanceStream } from '@fleetcheck/domain/detector-maintenance/stream';
import { handleCommand, type EventStore } from '@fleetcheck/platform';
import type { Cause } from '../notifications/raise-notification';

/**
 * A sensor whose life is over takes its detector out of service at once (its next record is refused, the lists
 * say why): the end is recorded on the detector's maintenance stream through its decider, once per sensor, beside
 * the DEVICE_USAGE_EXCEEDED alert the managers get. A new sensor returns it to service.
 */
export async function endSensorLifeIfDue(
  store: EventStore,
  due: readonly SensorDue[],
  detector: { deviceId: string; companyId: string | null; testsOnSensor: number },
  at: Date,
  cause: Cause,
): Promise<void> {
  if (!due.some((d) => d.type === 'DEVICE_USAGE_EXCEEDED' && d.reason === 'sensor_life')) return;
  const metadata: EventMetadata = {
    actor: { userId: null, role: 'system', companyId: detector.companyId },
    onBehalfOf: null,
    correlationId: cause.correlationId,
    causationId: cause.causationId,
    occurredAt: at.toISOString(),
  };
  const command = {
    type: 'EndSensorLife' as const,
    data: { deviceId: detector.deviceId, companyId: detector.companyId, endedAt: at.toISOString(), testsOnSensor: detector.testsOnSensor },
  };
  await handleCommand(store, detectorMaintenanceStream(detector.deviceId), detectorMaintenanceAggregate, command, metadata);
}
