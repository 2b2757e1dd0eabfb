import { describe, expect, it } from 'vitest';
import { deviceReading } from './readings';

describe("a test's device reading", () => {
  it('is taken the same way every call, whatever the hour: face to face at the Tokyo office, before driving, by 山田 太郎', () => {
    const driver = { driverId: 'd1', carId: 'c1', name: '鈴木 一郎' };
    // 14:00 in Japan: a reading drawn at random may be after driving by then.
    const at = new Date('2026-11-20T05:00:00.000Z');
    const readings = Array.from({ length: 50 }, () => deviceReading(driver, 0.25, at));
    expect(new Set(readings.map((reading) => reading.id)).size).toBe(50);
    for (const { id: _id, ...body } of readings)
      expect(body).toEqual({
        driver: 'd1',
        vehicle: 'c1',
        time: '2026-11-20T05:00:00.000Z',
        result: 0.25,
        photo: null,
        location: { latitude: 35.6852, longitude: 139.7528, address: '東京都千代田区千代田1-1' },
        checkType: 'before_driving',
        method: 'face_to_face',
        remoteMethod: null,
        checkedBy: '山田 太郎',
      });
  });
});
