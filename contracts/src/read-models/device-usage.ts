import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/**
 * How far a detector's current sensor has come (domain/detector-maintenance/sensor-usage and sensor-life), what
 * the workers' usage and calibration alerts are judged on. By device id: as of the last event applied.
 */
export interface DeviceUsageDocument extends ReadDocument {
  /** The current sensor: the id of the replacement event that started it, or 'initial'. */
  sensorKey: string;
  /** Tests on the current sensor. */
  testsOnSensor: number;
  /** The first test on the current sensor (its life starts with use); null before one. */
  sensorStartedAt: string | null;
  /** The last calibration or sensor replacement that passed; null when never done. */
  lastCalibratedAt: string | null;
  /** The detector's last test, on any sensor. */
  lastTestAt: string | null;
}

export const deviceUsageCollection = defineCollection<DeviceUsageDocument>({ name: 'device_usage' });

/** The same as of one test, its count including it; by test result id (a redelivered test is judged the same). */
export interface DeviceUsageAtTestDocument extends DeviceUsageDocument {
  deviceId: string;
}

export const deviceUsageAtTestCollection = defineCollection<DeviceUsageAtTestDocument>({
  name: 'device_usage_at_test',
  fields: { deviceId: 'string' },
  indexes: [{ fields: ['deviceId'] }],
});
