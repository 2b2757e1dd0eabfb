import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { decide, testResultDecider, type TestRecord } from './decider';

const record: TestRecord = {
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
const recordAt = (data: TestRecord, at: string) => ({ type: 'RecordTestResult', data, receivedAt: at }) as const;
const given = (...events: Parameters<typeof testResultDecider.evolve>[1][]) => fold(testResultDecider, events);
const correct = (changes: object, actingCompanyId = 'c1') =>
  ({ type: 'CorrectTestResult', data: { actingCompanyId, changes, reason: 'typo', correctedAt: '2026-04-02T00:00:00.000Z' } }) as const;

describe('test result decider', () => {
  it('records once: a second record with the same id decides nothing', () => {
    expect(decide(recordAt(record, receivedAt), given())).toEqual([{ type: 'TestResultRecorded', data: record }]);
    expect(decide(recordAt({ ...record, resultMgL: 0 }, receivedAt), given({ type: 'TestResultRecorded', data: record }))).toEqual([]);
  });

  it('a manual record may be dated up to 5 minutes after it arrives, not later', () => {
    const manual: TestRecord = { ...record, source: 'manual', device: null, deviceResultId: null };
    const inFive = { ...manual, testedAt: '2026-04-01T00:05:00.000Z' };
    expect(decide(recordAt(inFive, receivedAt), given())).toEqual([{ type: 'TestResultRecorded', data: inFive }]);
    expect(() => decide(recordAt({ ...manual, testedAt: '2026-04-01T00:05:00.001Z' }, receivedAt), given())).toThrow('Errors.Invalid');
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
