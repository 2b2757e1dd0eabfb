import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS } from '@fleetcheck/contracts';
import { fold } from '../shared/decider';
import { noUpkeep } from '../detector-maintenance/upkeep';
import { DomainError } from '../shared/domain-error';
import { checkPhotos, type DriverPhotoState } from '../driver-photo/decider';
import { decide, testResultDecider, type TestReading } from './decider';

const hex = (digit: string) => digit.repeat(64);
/** A before-driving check taken on the phone at 8:30 Japan time on 1 April 2026, sent at once. */
const phoneCheck: TestReading = {
  ...ABSENT_RECORD_ITEMS,
  testResultId: 't1',
  companyId: 'c1',
  source: 'driver_app',
  device: { deviceId: 'd1', serialNo: 'SN1', model: 2 },
  deviceResultId: null,
  driverId: 'drv1',
  carId: 'car1',
  testedAt: '2026-03-31T23:30:00.000Z',
  resultMgL: 0,
  photo: null,
  location: { latitude: 35.68, longitude: 139.76, address: null, accuracy: 12 },
  method: 'remote',
  remoteMethod: 'other',
  photos: [
    { kind: 'display', photoId: 'p1', sha256: hex('a'), displaySha256: hex('b') },
    { kind: 'face', photoId: 'p2', sha256: hex('c'), displaySha256: hex('d') },
  ],
  phoneTime: '2026-04-01T08:30:00+09:00',
};
const inService = { status: 0, upkeep: { ...noUpkeep, lastWeeklyCheckAt: '2026-03-31T00:00:00.000Z' }, inServiceSince: '2026-03-01' };
const record = (reading: TestReading, receivedAt = '2026-03-31T23:31:00.000Z') =>
  ({ type: 'RecordTestResult', data: { reading, alcoholThresholdMgL: 0, detector: inService }, receivedAt }) as const;
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe("a check from the driver's phone", () => {
  it('records the phone time as the check time and the server clock as the entry time, with the photos on the event', () => {
    const [event] = decide(record(phoneCheck), testResultDecider.initialState());
    expect(event).toMatchObject({
      type: 'TestResultRecorded',
      data: {
        source: 'driver_app',
        testedAt: '2026-03-31T23:30:00.000Z',
        enteredAt: '2026-03-31T23:31:00.000Z',
        phoneTime: '2026-04-01T08:30:00+09:00',
        failed: false,
        photos: [
          { kind: 'display', sha256: hex('a') },
          { kind: 'face', sha256: hex('c') },
        ],
      },
    });
  });

  it('a retry of the same check decides nothing; the same id with another reading is refused as a conflict', () => {
    const state = fold(testResultDecider, decide(record(phoneCheck), testResultDecider.initialState()));
    expect(decide(record(phoneCheck, '2026-03-31T23:40:00.000Z'), state)).toEqual([]);
    expect(fieldsOf(() => decide(record({ ...phoneCheck, resultMgL: 0.2 }), state))).toEqual({
      key: 'Errors.Conflict',
      fields: [{ path: 'id', key: 'Errors.Conflict' }],
    });
  });

  it('needs the detector, both photos, the location or why it is missing, and the vehicle or why there was none', () => {
    const bare = { ...phoneCheck, device: null, photos: [], location: null, carId: null };
    expect(fieldsOf(() => decide(record(bare), testResultDecider.initialState()))).toEqual({
      key: 'Errors.Invalid',
      fields: [
        { path: 'detector', key: 'Errors.Required' },
        { path: 'displayPhoto', key: 'Errors.Required' },
        { path: 'facePhoto', key: 'Errors.Required' },
        { path: 'locationMissingReason', key: 'Errors.Required' },
        { path: 'noVehicleReason', key: 'Errors.Required' },
      ],
    });
    const withReasons = { ...phoneCheck, location: null, locationMissingReason: 'denied' as const, carId: null, noVehicleReason: '徒歩' };
    expect(decide(record(withReasons), testResultDecider.initialState())).toHaveLength(1);
  });

  it('a phone time more than 5 minutes after the server clock is refused on phoneTime', () => {
    // 23:30 UTC taken, received 23:24:59: 5 min 1 s ahead.
    expect(fieldsOf(() => decide(record(phoneCheck, '2026-03-31T23:24:59.000Z'), testResultDecider.initialState()))).toEqual({
      key: 'Errors.Invalid',
      fields: [{ path: 'phoneTime', key: 'Errors.TimeInFuture' }],
    });
    expect(decide(record(phoneCheck, '2026-03-31T23:25:00.000Z'), testResultDecider.initialState())).toHaveLength(1);
  });
});

describe('the photos a check names', () => {
  const taken = (driverId: string, companyId = 'c1', digit = 'a'): DriverPhotoState => ({
    status: 'Taken',
    photo: {
      photoId: 'x',
      companyId,
      driverId,
      sha256: hex(digit),
      displaySha256: hex('f'),
      contentType: 'image/jpeg',
      width: 4,
      height: 3,
      takenAt: '2026-04-01T00:00:00.000Z',
    },
  });
  const owner = { companyId: 'c1', driverId: 'drv1' };

  it("are the driver's own: another driver's, another company's or an unknown one is a 400 on its field", () => {
    expect(
      checkPhotos(owner, { display: { photoId: 'p1', state: taken('drv1') }, face: { photoId: 'p2', state: taken('drv1', 'c1', 'c') } }),
    ).toEqual([
      { kind: 'display', photoId: 'p1', sha256: hex('a'), displaySha256: hex('f') },
      { kind: 'face', photoId: 'p2', sha256: hex('c'), displaySha256: hex('f') },
    ]);
    expect(
      fieldsOf(() =>
        checkPhotos(owner, { display: { photoId: 'p1', state: taken('drv2') }, face: { photoId: 'p2', state: taken('drv1', 'c2') } }),
      ),
    ).toEqual({
      key: 'Errors.Invalid',
      fields: [
        { path: 'displayPhoto', key: 'Errors.NotFound' },
        { path: 'facePhoto', key: 'Errors.NotFound' },
      ],
    });
    expect(
      fieldsOf(() =>
        checkPhotos(owner, { display: { photoId: 'p1', state: { status: 'None' } }, face: { photoId: 'p2', state: taken('drv1') } }),
      ),
    ).toEqual({ key: 'Errors.Invalid', fields: [{ path: 'displayPhoto', key: 'Errors.NotFound' }] });
  });

  it('are two different photos', () => {
    expect(
      fieldsOf(() =>
        checkPhotos(owner, { display: { photoId: 'p1', state: taken('drv1') }, face: { photoId: 'p1', state: taken('drv1') } }),
      ),
    ).toEqual({ key: 'Errors.Invalid', fields: [{ path: 'facePhoto', key: 'Errors.Invalid' }] });
  });
});
