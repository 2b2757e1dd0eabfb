import type { DetectorMaintenanceKind } from '@fleetcheck/contracts';

/**
 * Sensor usage, the one rule the detector lists (tests on the current sensor) and the workers' usage alerts
 * count by: every test a detector takes counts on its current sensor, and a sensor replacement starts a new
 * sensor at zero. Other maintenance (checks, calibration, a usage limit) leaves the count as it is.
 */
export const startsNewSensor = (maintenance: { kind: DetectorMaintenanceKind }): boolean => maintenance.kind === 'sensor_replaced';

/** Tests on the current sensor after a maintenance entry. */
export const testsOnSensorAfter = (testsOnSensor: number, maintenance: { kind: DetectorMaintenanceKind }): number =>
  startsNewSensor(maintenance) ? 0 : testsOnSensor;
