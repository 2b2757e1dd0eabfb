import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS } from '@fleetcheck/contracts';
import { fold } from '../shared/decider';
import { noUpkeep, type Upkeep } from '../detector-maintenance/upkeep';
import { decide, testResultDecider, type TestReading, type TestRecord } from './decider';

const reading: TestReading = {
  ...ABSENT_RECORD_ITEMS,
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
};
const receivedAt = '2026-04-01T00:00:00.000Z';
/** A check typed in by hand with every item the law asks for (no alcohol; a checker and a vehicle). */
const handEntry: TestReading = {
  ...reading,
  source: 'manual',
  device: null,
  deviceResultId: null,
  resultMgL: 0,
  carId: 'car1',
  checker: { managerId: 'm1', name: '鈴木 一郎' },
};
/** A detector kept in order: its weekly check the day before, in service since March. */
const kept = (status: number, upkeep: Partial<Upkeep> = {}) => ({
  status,
  upkeep: { ...noUpkeep, lastDailyCheckAt: '2026-03-31T00:00:00.000Z', lastWeeklyCheckAt: '2026-03-31T00:00:00.000Z', ...upkeep },
  inServiceSince: '2026-03-01',
});
const record: TestRecord = { ...reading, failed: true, detectorFlags: [], enteredAt: receivedAt };
/** The same upload once a manager completed what the law asks for (a 確認者, a vehicle, 指示事項 and the action). */
const complete: TestRecord = {
  ...record,
  carId: 'car1',
  checker: { managerId: 'm1', name: '鈴木 一郎' },
  instructions: '本日の乗務は中止',
  actionTaken: { kind: 'stopped_duty', text: null },
};
const recordReading = (data: TestReading, at = receivedAt) =>
  ({ type: 'RecordTestResult', data: { reading: data, alcoholThresholdMgL: 0 }, receivedAt: at }) as const;
const recordTest = (resultMgL: number, alcoholThresholdMgL: number) =>
  ({ type: 'RecordTestResult', data: { reading: { ...reading, resultMgL }, alcoholThresholdMgL }, receivedAt }) as const;
const given = (...events: Parameters<typeof testResultDecider.evolve>[1][]) => fold(testResultDecider, events);
const correct = (changes: object, actingCompanyId = 'c1') =>
  ({
    type: 'CorrectTestResult',
    data: { actingCompanyId, changes, reason: 'typo', correctedAt: '2026-04-02T00:00:00.000Z', correctedBy: null },
  }) as const;
const suzuki = { managerId: 'm1', name: '鈴木 一郎' };
const confirm = (decision: 'confirmed' | 'returned', comment: string | null = null, actingCompanyId = 'c1') =>
  ({
    type: 'ConfirmTestResult',
    data: { actingCompanyId, decision, comment, manager: suzuki, decidedAt: '2026-04-02T01:00:00.000Z', driverOfficeId: null },
  }) as const;

describe('test result decider', () => {
  it('records once: a second record with the same id decides nothing', () => {
    expect(decide(recordTest(0.15, 0), given())).toEqual([{ type: 'TestResultRecorded', data: record }]);
    expect(decide(recordTest(0, 0), given({ type: 'TestResultRecorded', data: record }))).toEqual([]);
  });

  it('records from a detector in service or under maintenance, and refuses one out of service', () => {
    const fromDetector = (status: number) =>
      ({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0, detector: kept(status) }, receivedAt }) as const;
    expect(decide(fromDetector(0), given())).toEqual([{ type: 'TestResultRecorded', data: record }]);
    expect(decide(fromDetector(1), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...record, detectorFlags: ['under_maintenance'] } },
    ]);
    expect(() => decide(fromDetector(2), given())).toThrow(expect.objectContaining({ key: 'Errors.DeviceOutOfService' }));
  });

  it('refuses a test from a detector in service whose last check failed', () => {
    const faulty = { ...kept(0), upkeep: { ...kept(0).upkeep, faultFoundAt: '2026-03-31T23:00:00.000Z' } };
    const fromFaulty = { type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0, detector: faulty }, receivedAt } as const;
    expect(() => decide(fromFaulty, given())).toThrow(
      expect.objectContaining({ key: 'Errors.DeviceOutOfService', fields: [{ path: 'detector', key: 'Errors.DetectorCheckFailed' }] }),
    );
  });

  it('keeps on the record a weekly check overdue (the test of 1 Apr 2026, Japan)', () => {
    const record8 = (detector: ReturnType<typeof kept>, weeklyCheckDays?: number) =>
      decide({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0, detector, weeklyCheckDays }, receivedAt }, given());
    const flagsOf = (events: ReturnType<typeof decide>) => (events[0]!.data as TestRecord).detectorFlags;
    // Weekly check on 25 Mar: 7 days before 1 Apr is fine, on 24 Mar it is 8 days: overdue.
    expect(flagsOf(record8(kept(0, { lastWeeklyCheckAt: '2026-03-25T00:00:00.000Z' })))).toEqual([]);
    expect(flagsOf(record8(kept(0, { lastWeeklyCheckAt: '2026-03-24T00:00:00.000Z' })))).toEqual(['check_overdue']);
    expect(flagsOf(record8(kept(0, { lastWeeklyCheckAt: '2026-03-24T00:00:00.000Z' }), 10))).toEqual([]);
    // Never checked: counted from when it came into service.
    expect(flagsOf(record8({ ...kept(0), upkeep: noUpkeep, inServiceSince: '2026-03-20' }))).toEqual(['check_overdue']);
    expect(flagsOf(record8(kept(0, { usageLimitDate: '2026-04-01' })))).toEqual([]);
  });

  it('refuses a test from a detector past its 使用期限 or its sensor life, naming why', () => {
    const from = (detector: ReturnType<typeof kept>) =>
      ({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0, detector }, receivedAt }) as const;
    // The test of 1 Apr 2026 09:00 in Japan (00:00Z): a limit of 1 Apr still allows it, 31 Mar does not.
    expect(decide(from(kept(0, { usageLimitDate: '2026-04-01' })), given())).toHaveLength(1);
    expect(() => decide(from(kept(0, { usageLimitDate: '2026-03-31' })), given())).toThrow(
      expect.objectContaining({ key: 'Errors.DeviceOutOfService', fields: [{ path: 'detector', key: 'Errors.DetectorUsageLimitPassed' }] }),
    );
    expect(() => decide(from(kept(0, { sensorLifeEndedAt: '2026-03-30T00:00:00.000Z' })), given())).toThrow(
      expect.objectContaining({ key: 'Errors.DeviceOutOfService', fields: [{ path: 'detector', key: 'Errors.DetectorSensorLifeEnded' }] }),
    );
  });

  it('stores the outcome decided with the threshold given: 0.10 passes and 0.20 fails at 0.15', () => {
    expect(decide(recordTest(0.1, 0.15), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...reading, resultMgL: 0.1, failed: false, detectorFlags: [], enteredAt: receivedAt } },
    ]);
    expect(decide(recordTest(0.2, 0.15), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...reading, resultMgL: 0.2, failed: true, detectorFlags: [], enteredAt: receivedAt } },
    ]);
  });

  it('a manual record may be dated up to 5 minutes after it arrives, not later', () => {
    const manual: TestReading = { ...handEntry, noDetectorReason: '未接続' };
    const inFive = { ...manual, testedAt: '2026-04-01T00:05:00.000Z' };
    expect(decide(recordReading(inFive), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...inFive, failed: false, detectorFlags: [], enteredAt: receivedAt } },
    ]);
    expect(() => decide(recordReading({ ...manual, testedAt: '2026-04-01T00:05:00.001Z' }), given())).toThrow('Errors.Invalid');
  });

  it('a correction carries only what changed against the corrected record', () => {
    const recorded = given({ type: 'TestResultRecorded', data: complete });
    expect(decide(correct({ checkType: 'after_driving', method: 'face_to_face' }), recorded)).toEqual([
      {
        type: 'TestResultCorrected',
        data: {
          testResultId: 't1',
          companyId: 'c1',
          changes: { checkType: 'after_driving' },
          reason: 'typo',
          correctedAt: '2026-04-02T00:00:00.000Z',
          correctedBy: null,
        },
      },
    ]);
    const corrected = given({ type: 'TestResultRecorded', data: complete }, decide(correct({ checkType: 'after_driving' }), recorded)[0]!);
    expect(decide(correct({ checkType: 'after_driving' }), corrected)).toEqual([]);
  });

  it('another company, or no record, is not found', () => {
    expect(() => decide(correct({ checkType: 'after_driving' }, 'c2'), given({ type: 'TestResultRecorded', data: record }))).toThrow(
      'Errors.NotFound',
    );
    expect(() => decide(correct({ checkType: 'after_driving' }), given())).toThrow('Errors.NotFound');
  });

  it('a remote check says how it was made, and only a remote one does', () => {
    const remote = { ...reading, method: 'remote' as const };
    expect(() => decide(recordReading(remote), given())).toThrow(
      expect.objectContaining({ key: 'Errors.Invalid', fields: [{ path: 'remoteMethod', key: 'Errors.Required' }] }),
    );
    expect(decide(recordReading({ ...remote, remoteMethod: 'phone' }), given())).toEqual([
      { type: 'TestResultRecorded', data: { ...record, method: 'remote', remoteMethod: 'phone' } },
    ]);
    expect(() => decide(recordReading({ ...reading, remoteMethod: 'radio' }), given())).toThrow('Errors.Invalid');
    // A correction to remote needs its means too: both together are accepted.
    const recorded = given({ type: 'TestResultRecorded', data: complete });
    expect(() => decide(correct({ method: 'remote' }), recorded)).toThrow('Errors.Invalid');
    expect(decide(correct({ method: 'remote', remoteMethod: 'video' }), recorded)[0]!.data).toMatchObject({
      changes: { method: 'remote', remoteMethod: 'video' },
    });
  });

  it('a check typed in by hand names its detector, or says why there was none', () => {
    const manual: TestReading = handEntry;
    expect(() => decide(recordReading(manual), given())).toThrow(
      expect.objectContaining({ fields: [{ path: 'noDetectorReason', key: 'Errors.Required' }] }),
    );
    expect(decide(recordReading({ ...manual, noDetectorReason: '故障中' }), given())).toHaveLength(1);
    expect(decide(recordReading({ ...manual, device: reading.device }), given())).toHaveLength(1);
  });

  it('corrects the record items of issue 15, comparing objects by value', () => {
    const visualCheck = { faceColour: 'normal', breathSmell: 'not_normal', voice: 'normal', remark: '酒臭あり' } as const;
    const withItems = given({ type: 'TestResultRecorded', data: { ...complete, visualCheck, instructions: '運転中止' } });
    expect(decide(correct({ visualCheck: { ...visualCheck }, instructions: '運転中止' }), withItems)).toEqual([]);
    const tanaka = { managerId: 'm2', name: '田中 花子' };
    expect(decide(correct({ checker: { ...tanaka }, notes: '代替車両を手配' }), withItems)[0]!.data).toMatchObject({
      changes: { checker: tanaka, notes: '代替車両を手配' },
    });
  });

  it('a manager confirms a record: the decision is kept beside its checker, which never changes', () => {
    const recorded = given({ type: 'TestResultRecorded', data: record });
    const [confirmed] = decide(confirm('confirmed'), recorded);
    expect(confirmed).toEqual({
      type: 'TestResultConfirmed',
      data: {
        testResultId: 't1',
        companyId: 'c1',
        decision: 'confirmed',
        comment: null,
        manager: suzuki,
        decidedAt: '2026-04-02T01:00:00.000Z',
      },
    });
    const after = given({ type: 'TestResultRecorded', data: record }, confirmed!);
    const decision = { decision: 'confirmed', comment: null, manager: suzuki, decidedAt: '2026-04-02T01:00:00.000Z' };
    expect(after).toMatchObject({ confirmationStatus: 'confirmed', confirmation: decision, record: { checker: null } });
    // Confirming again is a retry; a named checker stays the checker, the confirming manager is beside it.
    expect(decide(confirm('confirmed'), after)).toEqual([]);
    const tanaka = { managerId: 'm2', name: '田中 花子' };
    const named = given({ type: 'TestResultRecorded', data: { ...record, checker: tanaka } }, confirmed!);
    expect(named).toMatchObject({ record: { checker: tanaka }, confirmation: { manager: suzuki } });
  });

  it('a returned record needs a comment and waits for a correction, which asks for a new decision', () => {
    const recorded = given({ type: 'TestResultRecorded', data: complete });
    expect(() => decide(confirm('returned'), recorded)).toThrow(
      expect.objectContaining({ fields: [{ path: 'comment', key: 'Errors.Required' }] }),
    );
    const [returned] = decide(confirm('returned', '車両番号が違う'), recorded);
    const after = given({ type: 'TestResultRecorded', data: complete }, returned!);
    expect(after).toMatchObject({ confirmationStatus: 'returned' });
    expect(decide(confirm('returned', '車両番号が違う'), after)).toEqual([]);
    const [corrected] = decide(correct({ checkType: 'after_driving' }), after);
    expect(given({ type: 'TestResultRecorded', data: complete }, returned!, corrected!)).toMatchObject({ confirmationStatus: 'awaiting' });
  });

  it('another company cannot confirm', () => {
    expect(() => decide(confirm('confirmed', null, 'c2'), given({ type: 'TestResultRecorded', data: record }))).toThrow('Errors.NotFound');
  });
});
