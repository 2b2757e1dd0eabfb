import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS } from '@fleetcheck/contracts';
import { fold } from '../shared/decider';
import { decide, testResultDecider, type TestReading, type TestRecord } from './decider';
import { isLateEntry, missingItems } from './record-rules';

const suzuki = { managerId: 'm1', name: '鈴木 一郎' };
/** A check typed in by hand at 9:00 Japan time on 1 April 2026, entered at once, with every item the law asks for. */
const complete: TestReading = {
  ...ABSENT_RECORD_ITEMS,
  testResultId: 't1',
  companyId: 'c1',
  source: 'manual',
  device: null,
  deviceResultId: null,
  driverId: 'drv1',
  carId: 'car1',
  testedAt: '2026-04-01T00:00:00.000Z',
  resultMgL: 0,
  photo: null,
  location: null,
  checker: suzuki,
  noDetectorReason: '検知器の電池切れ',
};
const enteredAt = '2026-04-01T00:01:00.000Z';
/** The threshold in force: 0.15 mg/l (0.250 mg/l is positive). */
const record = (reading: TestReading, at = enteredAt) =>
  decide({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0.15 }, receivedAt: at }, testResultDecider.initialState());
/** The refusal's fields: each missing item named, as the form shows them. */
const refusedFields = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { key: (error as { key: string }).key, fields: (error as { fields: unknown }).fields };
  }
  return 'recorded';
};
const required = (...paths: string[]) => ({ key: 'Errors.Invalid', fields: paths.map((path) => ({ path, key: 'Errors.Required' })) });
const given = (data: TestRecord) => fold(testResultDecider, [{ type: 'TestResultRecorded', data }]);
const correct = (changes: object, correctedAt = '2026-04-03T00:00:00.000Z') =>
  ({
    type: 'CorrectTestResult',
    data: { actingCompanyId: 'c1', changes, reason: '記入誤り', correctedAt, correctedBy: suzuki },
  }) as const;

describe('the items the law asks for (道路交通法施行規則 第9条の10)', () => {
  it('a hand entry is recorded with its entry time; the items it lacks are listed (a 確認者, a vehicle or why none)', () => {
    expect(record(complete)).toEqual([{ type: 'TestResultRecorded', data: { ...complete, failed: false, detectorFlags: [], enteredAt } }]);
    const checked = { ...complete, failed: false, enteredAt };
    expect(missingItems(checked)).toEqual([]);
    expect(missingItems({ ...checked, checker: null })).toEqual(['checker']);
    expect(missingItems({ ...checked, carId: null })).toEqual(['noVehicleReason']);
    expect(missingItems({ ...checked, carId: null, noVehicleReason: '徒歩での出張' })).toEqual([]);
    // A hand entry lacking them is refused, each named on its field; an explicit "no vehicle" with its reason is recorded.
    expect(refusedFields(() => record({ ...complete, checker: null, carId: null }))).toEqual(required('checker', 'noVehicleReason'));
    expect(record({ ...complete, carId: null, noVehicleReason: '徒歩での出張' })).toHaveLength(1);
  });

  it('a positive result (0.250 mg/l at 0.15) lacks 指示事項 and the action taken until given; other needs its words', () => {
    const data: TestRecord = { ...complete, resultMgL: 0.25, failed: true, detectorFlags: [], enteredAt };
    expect(missingItems(data)).toEqual(['instructions', 'actionTaken']);
    expect(missingItems({ ...data, instructions: '本日の乗務は中止', actionTaken: { kind: 'other_action', text: null } })).toEqual([
      'actionTaken.text',
    ]);
    expect(missingItems({ ...data, instructions: '本日の乗務は中止', actionTaken: { kind: 'stopped_duty', text: null } })).toEqual([]);
  });

  it('a positive hand entry is refused until 指示事項 and the action are given (other: with its words)', () => {
    const positive = { ...complete, resultMgL: 0.25 };
    expect(refusedFields(() => record(positive))).toEqual(required('instructions', 'actionTaken'));
    const told = { ...positive, instructions: '本日の乗務は中止' };
    expect(refusedFields(() => record({ ...told, actionTaken: { kind: 'other_action', text: null } }))).toEqual(
      required('actionTaken.text'),
    );
    expect(record({ ...told, actionTaken: { kind: 'other_action', text: '帰宅させた' } })[0]!.data).toMatchObject({
      failed: true,
      actionTaken: { kind: 'other_action', text: '帰宅させた' },
    });
    expect(record({ ...told, actionTaken: { kind: 'substitute_driver', text: null } })).toHaveLength(1);
  });

  it('a record entered more than 24 hours after its check is late and lacks the reason; 24 hours exactly is not late', () => {
    // Checked at 00:00 UTC on 1 April: entered at 00:00 UTC on 2 April is 24 h, one millisecond more is late.
    expect(isLateEntry(complete.testedAt, '2026-04-02T00:00:00.000Z')).toBe(false);
    expect(isLateEntry(complete.testedAt, '2026-04-02T00:00:00.001Z')).toBe(true);
    expect(refusedFields(() => record(complete, '2026-04-02T00:00:00.001Z'))).toEqual(required('lateEntryReason'));
    const [late] = record({ ...complete, lateEntryReason: '紙の記録簿から転記' }, '2026-04-02T00:00:00.001Z');
    const data = late!.data as Parameters<typeof missingItems>[0];
    expect(data.enteredAt).toBe('2026-04-02T00:00:00.001Z');
    expect(missingItems(data)).toEqual([]);
    expect(record(complete, '2026-04-02T00:00:00.000Z')).toHaveLength(1);
  });

  it("a detector's upload is never refused for a missing item: it is kept, and its missing items are listed", () => {
    const upload: TestReading = {
      ...complete,
      source: 'device',
      device: { deviceId: 'd1', serialNo: 'SN1', model: 2 },
      deviceResultId: 'r1',
      noDetectorReason: null,
      carId: null,
      checker: null,
      resultMgL: 0.25,
    };
    const [recorded] = record(upload);
    expect(recorded!.data).toMatchObject({ failed: true, checker: null, carId: null });
    expect(missingItems({ ...upload, failed: true, enteredAt })).toEqual(['checker', 'noVehicleReason', 'instructions', 'actionTaken']);
  });

  it('a correction is refused while it leaves an item missing; one that completes a detector upload is kept', () => {
    const upload = given({
      ...complete,
      source: 'device',
      device: { deviceId: 'd1', serialNo: 'SN1', model: 2 },
      deviceResultId: 'r1',
      noDetectorReason: null,
      checker: null,
      carId: null,
      resultMgL: 0.25,
      failed: true,
      detectorFlags: [],
      enteredAt,
    });
    expect(refusedFields(() => decide(correct({ checker: suzuki }), upload))).toEqual(
      required('noVehicleReason', 'instructions', 'actionTaken'),
    );
    const completing = {
      checker: suzuki,
      carId: 'car1',
      instructions: '本日の乗務は中止',
      actionTaken: { kind: 'stopped_duty', text: null },
    };
    expect(decide(correct(completing), upload)[0]!.data).toMatchObject({ changes: completing });
  });

  it("a hand entry's check time is corrected (not into the future, and late entry then needs its reason); a detector's never", () => {
    const hand = given({ ...complete, failed: false, detectorFlags: [], enteredAt });
    // Checked at 9:00 on 1 April (Japan), entered at 9:01: the check was at 8:30 in truth.
    expect(decide(correct({ testedAt: '2026-03-31T23:30:00.000Z' }), hand)[0]!.data).toMatchObject({
      changes: { testedAt: '2026-03-31T23:30:00.000Z' },
      reason: '記入誤り',
    });
    // Moved to two days before its entry, it becomes a late entry: the reason is asked for.
    expect(refusedFields(() => decide(correct({ testedAt: '2026-03-30T00:00:00.000Z' }), hand))).toEqual(required('lateEntryReason'));
    expect(decide(correct({ testedAt: '2026-03-30T00:00:00.000Z', lateEntryReason: '紙の記録簿から転記' }), hand)).toHaveLength(1);
    expect(refusedFields(() => decide(correct({ testedAt: '2026-04-03T00:05:00.001Z' }), hand))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'time', key: 'Errors.TimeInFuture' }],
    });
    const upload = given({ ...complete, source: 'device', deviceResultId: 'r1', failed: false, detectorFlags: [], enteredAt });
    expect(refusedFields(() => decide(correct({ testedAt: '2026-03-31T23:30:00.000Z' }), upload))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'time', key: 'Errors.DetectorTimeFixed' }],
    });
  });
});
