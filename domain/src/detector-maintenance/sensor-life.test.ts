import { describe, expect, it } from 'vitest';
import { sensorDueAt, type SensorUse } from './sensor-life';

// A CAX-AD300's sensor: 10,000 tests or 365 days, calibrated every 180 days; NEAR from 90 %.
const limit = { maxTests: 10_000, maxDays: 365, checkIntervalDays: 180 };
const use = (changes: Partial<SensorUse>): SensorUse => ({
  testsOnSensor: 0,
  sensorKey: 'initial',
  sensorStartedAt: undefined,
  lastCheckedAt: undefined,
  ...changes,
});
const firstUse = new Date('2026-01-10T00:00:00.000Z');
const calibrated = new Date('2026-06-01T00:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe("what a detector's sensor is due for", () => {
  it('nothing for a sensor never used, however long it waits', () => {
    expect(sensorDueAt(at('2030-01-01T00:00:00.000Z'), use({}), limit, 0.9)).toEqual([]);
  });

  it('by days: 328 days after first use nothing, 329 days NEAR (90 % of 365 is 328.5), 365 days EXCEEDED, whatever the tests', () => {
    // Calibrated on 1 Nov 2026: not due again before May 2027.
    const used = use({ testsOnSensor: 12, sensorStartedAt: firstUse, lastCheckedAt: at('2026-11-01T00:00:00.000Z') });
    // 10 Jan 2026 + 328 days = 4 Dec 2026; + 329 = 5 Dec; + 365 = 10 Jan 2027.
    expect(sensorDueAt(at('2026-12-04T00:00:00.000Z'), used, limit, 0.9)).toEqual([]);
    expect(sensorDueAt(at('2026-12-05T00:00:00.000Z'), used, limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_NEAR', level: 'warning', reason: 'sensor_life', period: 'initial' },
    ]);
    expect(sensorDueAt(at('2027-01-09T23:59:59.000Z'), used, limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_NEAR', level: 'warning', reason: 'sensor_life', period: 'initial' },
    ]);
    expect(sensorDueAt(at('2027-01-10T00:00:00.000Z'), used, limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_EXCEEDED', level: 'alert', reason: 'sensor_life', period: 'initial' },
    ]);
  });

  it('by tests: 8,999 nothing, 9,000 NEAR, 10,000 EXCEEDED, for the sensor it counts', () => {
    const on = (testsOnSensor: number) =>
      use({ testsOnSensor, sensorKey: 'replacement-7', sensorStartedAt: firstUse, lastCheckedAt: firstUse });
    const day20 = at('2026-01-30T00:00:00.000Z');
    expect(sensorDueAt(day20, on(8_999), limit, 0.9)).toEqual([]);
    expect(sensorDueAt(day20, on(9_000), limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_NEAR', level: 'warning', reason: 'sensor_life', period: 'replacement-7' },
    ]);
    expect(sensorDueAt(day20, on(10_000), limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_EXCEEDED', level: 'alert', reason: 'sensor_life', period: 'replacement-7' },
    ]);
  });

  it('a calibration more than 180 days after the last one, or after first use when never calibrated, with that as its period', () => {
    const checked = use({ testsOnSensor: 1, sensorStartedAt: firstUse, lastCheckedAt: calibrated });
    // 1 Jun 2026 + 180 days = 28 Nov 2026.
    expect(sensorDueAt(at('2026-11-28T00:00:00.000Z'), checked, limit, 0.9)).toEqual([]);
    expect(sensorDueAt(at('2026-11-28T00:00:01.000Z'), checked, limit, 0.9)).toEqual([
      { type: 'DEVICE_MAINTENANCE_REQUIRED', level: 'warning', reason: 'calibration', period: '2026-06-01T00:00:00.000Z' },
    ]);
    // Never calibrated: counted from first use, 10 Jan + 180 days = 9 Jul 2026.
    const never = use({ testsOnSensor: 1, sensorStartedAt: firstUse });
    expect(sensorDueAt(at('2026-07-10T00:00:00.000Z'), never, limit, 0.9)).toEqual([
      { type: 'DEVICE_MAINTENANCE_REQUIRED', level: 'warning', reason: 'calibration', period: '2026-01-10T00:00:00.000Z' },
    ]);
  });
});
