import type { DetectorMaintenanceEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { DomainError, fold } from '../index';
import { answersAlert } from './answered-alerts';
import { assignedCheckerFor, detectorMaintenanceDecider, type Maintenance } from './decider';
import { outOfServiceReason, serviceStatus } from './service-status';
import { noUpkeep } from './upkeep';

const recordedAt = '2026-11-20T01:00:00.000Z';
const weekly: Maintenance = {
  deviceId: 'd1',
  companyId: 'c1',
  kind: 'weekly_check',
  outcome: 'passed',
  maintainedAt: '2026-11-20T00:30:00.000Z',
  performedBy: '山田 太郎',
  remark: 'sober 0.000, mouthwash positive',
  usageLimitDate: null,
};
const maintained = (data: Maintenance): DetectorMaintenanceEvent => ({ type: 'DetectorMaintained', data });
const detector = spec(detectorMaintenanceDecider);
const record = (data: Maintenance) => ({ type: 'RecordDetectorMaintenance' as const, data, recordedAt });

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { key: (error as DomainError).key, fields: (error as DomainError).fields };
  }
  throw new Error('expected a refusal');
}

describe('Detector maintenance decider', () => {
  it("assigns a detector's 確認者 once (the same manager again is a retry), for its company only", () => {
    const assigned = { deviceId: 'd1', companyId: 'c1', checker: { managerId: 'm1', name: '鈴木 一郎' }, assignedAt: recordedAt };
    const event: DetectorMaintenanceEvent = { type: 'DetectorCheckerAssigned', data: assigned };
    detector
      .given([maintained(weekly)])
      .when({ type: 'AssignDetectorChecker', data: assigned })
      .then([event]);
    detector
      .given([event])
      .when({ type: 'AssignDetectorChecker', data: { ...assigned, assignedAt: '2026-11-21T00:00:00.000Z' } })
      .then([]);
    const state = fold(detectorMaintenanceDecider, [maintained(weekly), event]);
    expect(assignedCheckerFor(state, 'c1')).toEqual({ managerId: 'm1', name: '鈴木 一郎' });
    // Rented on to another company: the assignment stays with the company that made it.
    expect(assignedCheckerFor(state, 'c2')).toBeNull();
    expect(state).toMatchObject({ entries: 1 });
  });

  it('records a weekly check with who, when and the remark', () =>
    detector
      .given([])
      .when(record(weekly))
      .then([maintained(weekly)]));

  it('records a usage limit date (使用期限) and a sensor replacement with or without one', () => {
    const limit = { ...weekly, kind: 'usage_limit_set' as const, usageLimitDate: '2027-11-30' };
    detector
      .given([maintained(weekly)])
      .when(record(limit))
      .then([maintained(limit)]);
    const sensor = { ...weekly, kind: 'sensor_replaced' as const, usageLimitDate: '2027-12-31' };
    detector
      .given([])
      .when(record(sensor))
      .then([maintained(sensor)]);
    const bareSensor = { ...weekly, kind: 'sensor_replaced' as const };
    detector
      .given([])
      .when(record(bareSensor))
      .then([maintained(bareSensor)]);
  });

  it('accepts a time up to 5 minutes ahead of the server (clock drift) and refuses one beyond', () => {
    const drift = { ...weekly, maintainedAt: '2026-11-20T01:05:00.000Z' };
    detector
      .given([])
      .when(record(drift))
      .then([maintained(drift)]);
    const ahead = { ...weekly, maintainedAt: '2026-11-20T01:05:01.000Z' };
    expect(fieldsOf(() => detectorMaintenanceDecider.decide(record(ahead), { status: 'Unmaintained' }))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'maintainedAt', key: 'Errors.TimeInFuture' }],
    });
  });

  it('refuses a usage limit entry without its date, and a date on a check', () => {
    const limitWithout = { ...weekly, kind: 'usage_limit_set' as const };
    expect(fieldsOf(() => detectorMaintenanceDecider.decide(record(limitWithout), { status: 'Unmaintained' }))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'usageLimitDate', key: 'Errors.Required' }],
    });
    for (const kind of ['daily_check', 'weekly_check', 'calibration'] as const) {
      const checkWithDate = { ...weekly, kind, usageLimitDate: '2027-01-01' };
      expect(fieldsOf(() => detectorMaintenanceDecider.decide(record(checkWithDate), { status: 'Unmaintained' }))).toEqual({
        key: 'Errors.Invalid',
        fields: [{ path: 'usageLimitDate', key: 'Errors.Invalid' }],
      });
    }
  });

  it('folds what each kind resets: a weekly check is also the daily one, a new sensor is calibrated, a back-dated entry does not turn the clock back', () => {
    const state = fold(detectorMaintenanceDecider, [
      maintained({ ...weekly, kind: 'daily_check', maintainedAt: '2026-11-19T00:00:00.000Z' }),
      maintained(weekly),
      maintained({ ...weekly, kind: 'daily_check', maintainedAt: '2026-11-18T00:00:00.000Z' }),
      maintained({ ...weekly, kind: 'sensor_replaced', maintainedAt: '2026-11-10T00:00:00.000Z', usageLimitDate: '2027-11-09' }),
      maintained({ ...weekly, kind: 'usage_limit_set', maintainedAt: '2026-11-11T00:00:00.000Z', usageLimitDate: '2027-06-30' }),
    ]);
    expect(state).toEqual({
      status: 'Maintained',
      deviceId: 'd1',
      companyId: 'c1',
      entries: 5,
      assignedChecker: null,
      upkeep: {
        lastDailyCheckAt: '2026-11-20T00:30:00.000Z',
        lastWeeklyCheckAt: '2026-11-20T00:30:00.000Z',
        lastCalibratedAt: '2026-11-10T00:00:00.000Z',
        sensorReplacedAt: '2026-11-10T00:00:00.000Z',
        usageLimitDate: '2027-06-30',
        faultFoundAt: null,
        sensorLifeEndedAt: null,
      },
    });
  });

  it('a failed check stands until a check done as late or later passes; a back-dated pass or a failed one resets no clock', () => {
    const failed = { ...weekly, outcome: 'failed' as const, maintainedAt: '2026-11-21T00:00:00.000Z' };
    const afterFailing = fold(detectorMaintenanceDecider, [
      maintained(weekly),
      maintained(failed),
      maintained({ ...weekly, kind: 'daily_check', maintainedAt: '2026-11-20T23:00:00.000Z' }),
    ]);
    expect(afterFailing).toMatchObject({
      upkeep: {
        lastDailyCheckAt: '2026-11-20T23:00:00.000Z',
        lastWeeklyCheckAt: '2026-11-20T00:30:00.000Z',
        faultFoundAt: '2026-11-21T00:00:00.000Z',
      },
    });
    const repaired = fold(detectorMaintenanceDecider, [
      maintained(weekly),
      maintained(failed),
      maintained({ ...weekly, kind: 'calibration', maintainedAt: '2026-11-22T09:00:00.000Z' }),
    ]);
    expect(repaired).toMatchObject({ upkeep: { lastCalibratedAt: '2026-11-22T09:00:00.000Z', faultFoundAt: null } });
    const limitSet = fold(detectorMaintenanceDecider, [
      maintained(failed),
      maintained({ ...weekly, kind: 'usage_limit_set', maintainedAt: '2026-11-23T00:00:00.000Z', usageLimitDate: '2027-06-30' }),
    ]);
    expect(limitSet).toMatchObject({ upkeep: { usageLimitDate: '2027-06-30', faultFoundAt: '2026-11-21T00:00:00.000Z' } });
  });

  it('refuses a failed usage limit entry: only checks and calibrations find faults', () => {
    const failedLimit = { ...weekly, kind: 'usage_limit_set' as const, outcome: 'failed' as const, usageLimitDate: '2027-06-30' };
    expect(fieldsOf(() => detectorMaintenanceDecider.decide(record(failedLimit), { status: 'Unmaintained' }))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'outcome', key: 'Errors.Invalid' }],
    });
  });
});

describe('Service status', () => {
  const at = '2026-11-21';
  it('is the registry status until a check fails, and out of service (2) while the fault stands', () => {
    expect(serviceStatus(0, noUpkeep, at)).toBe(0);
    expect(serviceStatus(1, noUpkeep, at)).toBe(1);
    expect(serviceStatus(0, { ...noUpkeep, faultFoundAt: '2026-11-21T00:00:00.000Z' }, at)).toBe(2);
  });

  it('names why a detector is out of service: taken out, a failed check, past its 使用期限, its sensor used up', () => {
    expect(outOfServiceReason(0, noUpkeep, at)).toBeNull();
    expect(outOfServiceReason(2, noUpkeep, at)).toBe('retired');
    expect(outOfServiceReason(0, { ...noUpkeep, faultFoundAt: '2026-11-20T00:00:00.000Z' }, at)).toBe('check_failed');
    expect(outOfServiceReason(0, { ...noUpkeep, sensorLifeEndedAt: '2026-11-20T00:00:00.000Z' }, at)).toBe('sensor_life_ended');
  });

  it('is usable on its usage limit date itself and out of service from the next day', () => {
    const limit = { ...noUpkeep, usageLimitDate: '2026-11-21' };
    expect(outOfServiceReason(0, limit, '2026-11-21')).toBeNull();
    expect(outOfServiceReason(0, limit, '2026-11-22')).toBe('usage_limit_passed');
  });
});

describe('Sensor life', () => {
  const end = { deviceId: 'd1', companyId: 'c1', endedAt: '2026-11-20T05:00:00.000Z', testsOnSensor: 10_000 };
  const ended = { type: 'DetectorSensorLifeEnded' as const, data: end };
  const endLife = { type: 'EndSensorLife' as const, data: end };
  const newSensor = (maintainedAt: string): Maintenance => ({ ...weekly, kind: 'sensor_replaced', maintainedAt });

  it('records the end of a sensor once: a second find of the same sensor records nothing', () => {
    detector.given([]).when(endLife).then([ended]);
    detector
      .given([ended])
      .when({ ...endLife, data: { ...end, endedAt: '2026-11-21T05:00:00.000Z' } })
      .then([]);
  });

  it('a new sensor fitted at or after the end returns the detector to service; one back-dated before it does not', () => {
    const state = fold(detectorMaintenanceDecider, [ended]);
    expect(state).toMatchObject({ upkeep: { sensorLifeEndedAt: '2026-11-20T05:00:00.000Z' } });
    const replaced = fold(detectorMaintenanceDecider, [ended, maintained(newSensor('2026-11-20T06:00:00.000Z'))]);
    expect(replaced).toMatchObject({ upkeep: { sensorLifeEndedAt: null, sensorReplacedAt: '2026-11-20T06:00:00.000Z' } });
    const backDated = fold(detectorMaintenanceDecider, [ended, maintained(newSensor('2026-11-19T06:00:00.000Z'))]);
    expect(backDated).toMatchObject({ upkeep: { sensorLifeEndedAt: '2026-11-20T05:00:00.000Z' } });
  });

  it('ignores an end found for a sensor that was already replaced after it', () =>
    detector
      .given([maintained(newSensor('2026-11-20T06:00:00.000Z'))])
      .when(endLife)
      .then([]));
});

describe('Alerts a maintenance answers', () => {
  const passed = (kind: Maintenance['kind']) => ({ kind, outcome: 'passed' as const });
  const required = (reason: Parameters<typeof answersAlert>[1]['reason']) => ({ type: 'DEVICE_MAINTENANCE_REQUIRED' as const, reason });
  it('a weekly check answers an overdue weekly or daily check and an idle detector, not a calibration', () => {
    expect(answersAlert(passed('weekly_check'), required('weekly_check'))).toBe(true);
    expect(answersAlert(passed('weekly_check'), required('daily_check'))).toBe(true);
    expect(answersAlert(passed('weekly_check'), required('idle'))).toBe(true);
    expect(answersAlert(passed('weekly_check'), required('calibration'))).toBe(false);
    expect(answersAlert(passed('weekly_check'), { type: 'DEVICE_USAGE_EXCEEDED', reason: 'sensor_life' })).toBe(false);
  });
  it('a daily check does not answer an overdue weekly check', () => {
    expect(answersAlert(passed('daily_check'), required('daily_check'))).toBe(true);
    expect(answersAlert(passed('daily_check'), required('weekly_check'))).toBe(false);
  });
  it("a new sensor answers the old sensor's usage alerts and a calibration; a new usage limit date the passed one", () => {
    expect(answersAlert(passed('sensor_replaced'), { type: 'DEVICE_USAGE_NEAR', reason: 'sensor_life' })).toBe(true);
    expect(answersAlert(passed('sensor_replaced'), { type: 'DEVICE_USAGE_EXCEEDED', reason: null })).toBe(true);
    expect(answersAlert(passed('sensor_replaced'), required('calibration'))).toBe(true);
    expect(answersAlert(passed('sensor_replaced'), { type: 'DEVICE_USAGE_EXCEEDED', reason: 'usage_limit' })).toBe(false);
    expect(answersAlert(passed('usage_limit_set'), { type: 'DEVICE_USAGE_EXCEEDED', reason: 'usage_limit' })).toBe(true);
    expect(answersAlert(passed('calibration'), required(null))).toBe(true);
  });
  it('a failed check or calibration answers no alert', () => {
    expect(answersAlert({ kind: 'weekly_check', outcome: 'failed' }, required('weekly_check'))).toBe(false);
    expect(answersAlert({ kind: 'calibration', outcome: 'failed' }, required('calibration'))).toBe(false);
  });
  it('answers no other notification', () => {
    expect(answersAlert(passed('weekly_check'), { type: 'INSPECTION_EXPIRED', reason: null })).toBe(false);
  });
});
