import { randomUUID } from 'node:crypto';
import type { DriverAtWheel } from './fleet-access';

/** Offices of the demo company: tests happen around them. */
const PLACES = [
  { latitude: 35.6852, longitude: 139.7528, address: '東京都千代田区千代田1-1' },
  { latitude: 34.7055, longitude: 135.4983, address: '大阪府大阪市北区梅田1-1' },
];
const CHECKERS = ['山田 太郎', '佐藤 花子'];

export interface ReadingMix {
  /** Share of tests with a small positive reading (still at or under typical thresholds is not assumed). */
  lowPositive: number;
  /** Share of clear failures. */
  failure: number;
}

/** Most drivers blow 0.000; a few show traces (mouthwash, a late dinner); failures are rare. */
export const DEFAULT_MIX: ReadingMix = { lowPositive: 0.04, failure: 0.01 };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const jitter = (value: number, spread: number) => Math.round((value + (Math.random() - 0.5) * spread) * 1e5) / 1e5;

export function resultMgL(mix: ReadingMix = DEFAULT_MIX): number {
  const roll = Math.random();
  if (roll < mix.failure) return Math.round((0.15 + Math.random() * 0.45) * 1000) / 1000;
  if (roll < mix.failure + mix.lowPositive) return Math.round((0.01 + Math.random() * 0.1) * 1000) / 1000;
  return 0;
}

/** How a reading was taken: where, remotely by which means (null: face to face), which check, and who checked. */
export interface ReadingWay {
  place: { latitude: number; longitude: number; address: string };
  remoteMethod: 'video' | 'phone' | 'radio' | null;
  checkType: 'before_driving' | 'after_driving';
  checkedBy: string;
}

/** How a test's reading is taken unless it says otherwise: face to face at the Tokyo office, before driving, by 山田 太郎. */
export const FACE_TO_FACE: ReadingWay = { place: PLACES[0]!, remoteMethod: null, checkType: 'before_driving', checkedBy: CHECKERS[0]! };

/**
 * A way drawn at random, as the simulation and the benchmarks vary their readings: near one of the offices, one in
 * five remote, after driving now and then (never before 03:00 UTC, noon in Japan), by either checker.
 */
export function randomWay(at: Date): ReadingWay {
  const place = pick(PLACES);
  const remote = Math.random() < 0.2;
  return {
    place: { ...place, latitude: jitter(place.latitude, 0.02), longitude: jitter(place.longitude, 0.02) },
    remoteMethod: remote ? pick(['video', 'phone', 'radio'] as const) : null,
    checkType: at.getUTCHours() < 3 ? 'before_driving' : pick(['before_driving', 'after_driving'] as const),
    checkedBy: pick(CHECKERS),
  };
}

/**
 * One device reading, in the body shape of POST /test-result/device, taken `way` (by default face to face: the
 * same body each call but for its id, so a test knows what it sent).
 */
export function deviceReading(driver: DriverAtWheel, result: number, at = new Date(), way: ReadingWay = FACE_TO_FACE) {
  const remote = way.remoteMethod !== null;
  return {
    id: randomUUID(),
    driver: driver.driverId,
    vehicle: driver.carId,
    time: at.toISOString(),
    result,
    photo: null,
    location: { latitude: way.place.latitude, longitude: way.place.longitude, address: remote ? null : way.place.address },
    checkType: way.checkType,
    method: remote ? 'remote' : 'face_to_face',
    // A check that is not face to face says how it was made (issue 15).
    remoteMethod: way.remoteMethod,
    checkedBy: way.checkedBy,
  };
}

/** A reading taken a way drawn at random (the simulation's and the benchmarks' load). */
export const variedReading = (driver: DriverAtWheel, result: number, at = new Date()) => deviceReading(driver, result, at, randomWay(at));
