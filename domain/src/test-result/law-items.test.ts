import { describe, expect, it } from 'vitest';
import { decide, testResultDecider, type TestReading } from './decider';
import { isLateEntry, missingItems } from './record-rules';

const suzuki = { managerId: 'm1', name: '鈴木 一郎' };
/** A check typed in by hand at 9:00 Japan time on 1 April 2026, entered at once, with every item the law asks for. */
const complete: TestReading = {
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
  checkType: 'before_driving',
  method: 'face_to_face',
  checkedBy: null,
  instructions: null,
  notes: null,
  remoteMethod: null,
  visualCheck: null,
  checker: suzuki,
  noDetectorReason: '検知器の電池切れ',
  actionTaken: null,
  noVehicleReason: null,
  lateEntryReason: null,
  photos: [],
  locationMissingReason: null,
  phoneTime: null,
  offline: false,
};
const enteredAt = '2026-04-01T00:01:00.000Z';
/** The threshold in force: 0.15 mg/l (0.250 mg/l is positive). */
const record = (reading: TestReading, at = enteredAt) =>
  decide({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0.15 }, receivedAt: at }, testResultDecider.initialState());

describe('the items the law asks for (道路交通法施行規則 第9条の10)', () => {
  it('a hand entry is recorded with its entry time; the items it lacks are listed (a 確認者, a vehicle or why none)', () => {
    expect(record(complete)).toEqual([{ type: 'TestResultRecorded', data: { ...complete, failed: false, detectorFlags: [], enteredAt } }]);
    const checked = { ...complete, failed: false, enteredAt };
    expect(missingItems(checked)).toEqual([]);
    expect(missingItems({ ...checked, checker: null })).toEqual(['checker']);
    expect(missingItems({ ...checked, carId: null })).toEqual(['noVehicleReason']);
    expect(missingItems({ ...checked, carId: null, noVehicleReason: '徒歩での出張' })).toEqual([]);
  });

  it('a positive result (0.250 mg/l at 0.15) lacks 指示事項 and the action taken until given; other needs its words', () => {
    const [positive] = record({ ...complete, resultMgL: 0.25 });
    const data = positive!.data as Parameters<typeof missingItems>[0];
    expect(data.failed).toBe(true);
    expect(missingItems(data)).toEqual(['instructions', 'actionTaken']);
    expect(missingItems({ ...data, instructions: '本日の乗務は中止', actionTaken: { kind: 'other_action', text: null } })).toEqual([
      'actionTaken.text',
    ]);
    expect(missingItems({ ...data, instructions: '本日の乗務は中止', actionTaken: { kind: 'stopped_duty', text: null } })).toEqual([]);
  });

  it('a record entered more than 24 hours after its check is late and lacks the reason; 24 hours exactly is not late', () => {
    // Checked at 00:00 UTC on 1 April: entered at 00:00 UTC on 2 April is 24 h, one millisecond more is late.
    expect(isLateEntry(complete.testedAt, '2026-04-02T00:00:00.000Z')).toBe(false);
    expect(isLateEntry(complete.testedAt, '2026-04-02T00:00:00.001Z')).toBe(true);
    const [late] = record(complete, '2026-04-02T00:00:00.001Z');
    const data = late!.data as Parameters<typeof missingItems>[0];
    expect(data.enteredAt).toBe('2026-04-02T00:00:00.001Z');
    expect(missingItems(data)).toEqual(['lateEntryReason']);
    expect(missingItems({ ...data, lateEntryReason: '紙の記録簿から転記' })).toEqual([]);
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
});
