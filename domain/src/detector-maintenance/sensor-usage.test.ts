import { DETECTOR_MAINTENANCE_KINDS } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { startsNewSensor, testsOnSensorAfter } from './sensor-usage';

describe('sensor usage', () => {
  it('a sensor replacement starts a new sensor at zero tests', () => {
    expect(startsNewSensor({ kind: 'sensor_replaced' })).toBe(true);
    expect(testsOnSensorAfter(731, { kind: 'sensor_replaced' })).toBe(0);
  });
  it('every other maintenance keeps the current sensor and its count', () => {
    const others = DETECTOR_MAINTENANCE_KINDS.filter((kind) => kind !== 'sensor_replaced');
    expect(others).toEqual(['daily_check', 'weekly_check', 'calibration', 'usage_limit_set']);
    for (const kind of others) {
      expect(startsNewSensor({ kind })).toBe(false);
      expect(testsOnSensorAfter(731, { kind })).toBe(731);
    }
  });
});
