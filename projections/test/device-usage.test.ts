import type { NewEvent } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, createProjectionRunner, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { ev } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Given detectors' tests and maintenance, read by a live runner that is stopped and started again half-way (in
 * batches of two), then each detector's sensor usage and each test's usage as of itself: what the workers'
 * usage and calibration alerts are judged on. Applying the log again changes nothing; a replay equals it.
 */
const projections = allProjections.filter((projection) => projection.name === 'device_usage');
let stores: Awaited<ReturnType<typeof freshStores>>;
let live: Awaited<ReturnType<typeof snapshot>>;
let newSensorKey: string;

const deviceTest = (id: string, deviceId: string | null, at: string) => ({
  stream: `test-result-${id}`,
  events: [
    ev(
      'TestResultRecorded',
      {
        testResultId: id,
        companyId: 'ca',
        source: deviceId ? 'device' : 'manual',
        device: deviceId ? { deviceId, serialNo: `SN-${deviceId}`, model: 2 } : null,
        deviceResultId: deviceId ? id : null,
        driverId: 'dr1',
        carId: null,
        testedAt: at,
        resultMgL: 0,
        photo: null,
        location: null,
        checkType: 'before_driving',
        method: 'face_to_face',
        checkedBy: null,
      },
      'ca',
      at,
    ),
  ],
});
const maintained = (deviceId: string, kind: string, maintainedAt: string, outcome: 'passed' | 'failed' = 'passed') => ({
  stream: `detector-maintenance-${deviceId}`,
  events: [
    {
      ...ev(
        'DetectorMaintained',
        { deviceId, companyId: 'ca', kind, outcome, maintainedAt, performedBy: '山田 太郎', remark: '', usageLimitDate: null },
        'ca',
        maintainedAt,
      ),
      schemaVersion: 3,
    } satisfies NewEvent,
  ],
});

const beforeRestart = [
  deviceTest('t1', 'd1', '2026-11-01T00:00:00.000Z'),
  maintained('d1', 'calibration', '2026-11-02T00:00:00.000Z'),
  deviceTest('t2', 'd1', '2026-11-03T00:00:00.000Z'),
  deviceTest('manual', null, '2026-11-03T01:00:00.000Z'),
  maintained('d1', 'calibration', '2026-11-04T00:00:00.000Z', 'failed'),
];
const afterRestart = [
  maintained('d1', 'sensor_replaced', '2026-11-05T00:00:00.000Z'),
  deviceTest('t3', 'd1', '2026-11-06T00:00:00.000Z'),
  deviceTest('other', 'd2', '2026-11-06T02:00:00.000Z'),
  deviceTest('t4', 'd1', '2026-11-07T00:00:00.000Z'),
  maintained('d3', 'daily_check', '2026-11-07T01:00:00.000Z'),
];

/** Appends the events, then runs the read model until it has applied the last (and stops it). */
async function appendAndRun(log: typeof beforeRestart): Promise<void> {
  let last = 0n;
  for (const { stream, events } of log) last = (await stores.eventStore.appendToStream(stream, events)).position;
  const runner = createProjectionRunner({ ...stores, projections, batchSize: 2 });
  await runner.start();
  expect(await runner.waitForPosition(last, 20_000)).toBe(true);
  await runner.stop();
}

beforeAll(async () => {
  stores = await freshStores();
  await appendAndRun(beforeRestart);
  await appendAndRun(afterRestart);
  live = await snapshot(stores.readStore, projections);
  // The replacement of d1's sensor is the third entry of its maintenance log: its event id names the new sensor.
  const replacement = (await stores.eventStore.readStream('detector-maintenance-d1'))[2];
  newSensorKey = replacement!.id;
});
afterAll(() => stores?.close());

describe('device usage read model', () => {
  it("each detector: tests on its new sensor only, from the sensor's first test; the last calibration that passed; its last test", () => {
    expect(live.device_usage).toEqual([
      {
        _id: 'd1',
        sensorKey: newSensorKey,
        testsOnSensor: 2,
        sensorStartedAt: '2026-11-06T00:00:00.000Z',
        // The new sensor is a calibrated one; the failed calibration of the 4th reset nothing.
        lastCalibratedAt: '2026-11-05T00:00:00.000Z',
        lastTestAt: '2026-11-07T00:00:00.000Z',
      },
      {
        _id: 'd2',
        sensorKey: 'initial',
        testsOnSensor: 1,
        sensorStartedAt: '2026-11-06T02:00:00.000Z',
        lastCalibratedAt: null,
        lastTestAt: '2026-11-06T02:00:00.000Z',
      },
      // Maintained, never used: nothing counted.
      { _id: 'd3', sensorKey: 'initial', testsOnSensor: 0, sensorStartedAt: null, lastCalibratedAt: null, lastTestAt: null },
    ]);
  });

  it('each test keeps the usage as of itself, itself counted; a test taken without a detector has none', () => {
    const initial = { sensorKey: 'initial', sensorStartedAt: '2026-11-01T00:00:00.000Z' };
    const replaced = { sensorKey: newSensorKey, sensorStartedAt: '2026-11-06T00:00:00.000Z', lastCalibratedAt: '2026-11-05T00:00:00.000Z' };
    expect(live.device_usage_at_test).toEqual([
      {
        _id: 'other',
        deviceId: 'd2',
        sensorKey: 'initial',
        testsOnSensor: 1,
        sensorStartedAt: '2026-11-06T02:00:00.000Z',
        lastCalibratedAt: null,
        lastTestAt: '2026-11-06T02:00:00.000Z',
      },
      { _id: 't1', deviceId: 'd1', ...initial, testsOnSensor: 1, lastCalibratedAt: null, lastTestAt: '2026-11-01T00:00:00.000Z' },
      {
        _id: 't2',
        deviceId: 'd1',
        ...initial,
        testsOnSensor: 2,
        lastCalibratedAt: '2026-11-02T00:00:00.000Z',
        lastTestAt: '2026-11-03T00:00:00.000Z',
      },
      { _id: 't3', deviceId: 'd1', ...replaced, testsOnSensor: 1, lastTestAt: '2026-11-06T00:00:00.000Z' },
      { _id: 't4', deviceId: 'd1', ...replaced, testsOnSensor: 2, lastTestAt: '2026-11-07T00:00:00.000Z' },
    ]);
  });

  it('applying the whole log again (a redelivery) counts nothing twice', async () => {
    await applyBatch(stores.readStore, projections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, projections)).toEqual(live);
  });

  it('a replay from the start equals what the live runner built across its restart', async () => {
    await replayProjections({ ...stores, projections });
    expect(await snapshot(stores.readStore, projections)).toEqual(live);
  });
});
