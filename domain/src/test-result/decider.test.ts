import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { decide, testResultDecider, type TestReading, type TestRecord } from './decider';

const reading: TestReading = {
  testResultId: 't1',
  companyId: 'c1',
  source: 'device',
  device: { deviceId: 'd1', serialNo: 'SN1', model: 2 },
  deviceResultId: 'r1',
  driverId: 'drv1',
  carId: null,
  testedAt: '2026-04-01T00:00:00.000Z',
  resultMgL: 0.15,
  photo: null,
  location: null,
  checkType: 'before_driving',
  method: 'face_to_face',
  checkedBy: null,
};
const receivedAt = '2026-04-01T00:00:00.000Z';
const record: TestRecord = { ...reading, failed: true };
const recordReading = (data: TestReading, at = receivedAt) =>
  ({ type: 'RecordTestResult', data: { reading: data, alcoholThresholdMgL: 0 }, receivedAt: at }) as const;
const recordTest = (resultMgL: number, alcoholThresholdMgL: number) =>
  ({ type: 'RecordTestResult', data: { reading: { ...reading, resultMgL }, alcoholThresholdMgL }, receivedAt }) as const;
const given = (...events: Parameters<typeof testResultDecider.evolve>[1][]) => fold(testResultDecider, events);
const correct = (changes: object, actingCompanyId = 'c1') =>
  ({ type: 'CorrectTestResult', data: { actingCompanyId, changes, reason: 'typo', correctedAt: '2026-04-02T00:00:00.000Z' } }) as const;

describe('test result decider', () => {
  it('records once: a second record with the same id decides nothing', () => {
    expect(decide(recordTest(0.15, 0), given())).toEqual([{ type: 'TestResultRecorded', data: record }]);
    expect(decide(recordTest(0, 0), given({ type: 'TestResultRecorded', data: record }))).toEqual([]);
  });

  it('stores the outcome decided with the threshold given: 0.10 passes and 0.20 fails at 0.15', () => {
    expect(decide(recordTest(0.1, 0.15), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...reading, resultMgL: 0.1, failed: false } },
    ]);
    expect(decide(recordTest(0.2, 0.15), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...reading, resultMgL: 0.2, failed: true } },
    ]);
  });

  it('a manual record may be dated up to 5 minutes after it arrives, not later', () => {
    const manual: TestReading = { ...reading, source: 'manual', device: null, deviceResultId: null };
    const inFive = { ...manual, testedAt: '2026-04-01T00:05:00.000Z' };
    expect(decide(recordReading(inFive), given())).toEqual([{ type: 'TestResultRecorded', data: { ...inFive, failed: true } }]);
    expect(() => decide(recordReading({ ...manual, testedAt: '2026-04-01T00:05:00.001Z' }), given())).toThrow('Errors.Invalid');
  });

  it('a correction carries only what changed against the corrected record', () => {
    const recorded = given({ type: 'TestResultRecorded', data: record });
    expect(decide(correct({ checkType: 'after_driving', method: 'face_to_face' }), recorded)).toEqual([
      {
        type: 'TestResultCorrected',
        data: {
          testResultId: 't1',
          companyId: 'c1',
          changes: { checkType: 'after_driving' },
          reason: 'typo',
          correctedAt: '2026-04-02T00:00:00.000Z',
        },
      },
    ]);
    const corrected = given({ type: 'TestResultRecorded', data: record }, decide(correct({ checkType: 'after_driving' }), recorded)[0]!);
    expect(decide(correct({ checkType: 'after_driving' }), corrected)).toEqual([]);
  });

  it('another company, or no record, is not found', () => {
    expect(() => decide(correct({ checkType: 'after_driving' }, 'c2'), given({ type: 'TestResultRecorded', data: record }))).toThrow(
      'Errors.NotFound',
    );
    expect(() => decide(correct({ checkType: 'after_driving' }), given())).toThrow('Errors.NotFound');
  });
});
