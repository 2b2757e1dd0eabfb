import type { NewEvent } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { ev } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Given a detector's alerts and its maintenance (one v1 entry from before the log kept who and why), and the
 * 確認者 its company assigned, then the maintenance log, where the detector stands (with the assigned 確認者) and
 * which alerts left the dashboard; the log applied a second time changes nothing.
 */
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

const v2 = (type: string, data: unknown, companyId: string | null, at: string): NewEvent => ({
  ...ev(type, data, companyId, at),
  schemaVersion: 2,
});
const alert = (id: string, type: string, reason: string | null, deviceId = 'd1', companyId = 'ca') => ({
  stream: `notification-${id}`,
  events: [
    ev(
      'NotificationRaised',
      {
        notificationId: id,
        companyId,
        type,
        level: 'warning',
        driver: null,
        car: null,
        device: { serialNo: 'SN-1', totalUsed: 3, deviceId, reason },
        testResult: null,
        testResultId: null,
        raisedAt: '2026-11-19T21:00:00.000Z',
      },
      companyId,
      '2026-11-19T21:00:00.000Z',
    ),
  ],
});
const maintenance = (kind: string, maintainedAt: string, extra: Record<string, unknown> = {}) => ({
  deviceId: 'd1',
  companyId: 'ca',
  kind,
  maintainedAt,
  performedBy: '山田 太郎',
  remark: '',
  usageLimitDate: null,
  ...extra,
});

const checkerAssigned = (deviceId: string, checker: { managerId: string; name: string } | null, assignedAt: string) =>
  ev('DetectorCheckerAssigned', { deviceId, companyId: 'ca', checker, assignedAt }, 'ca', assignedAt);

const deviceTest = (id: string, at: string) => ({
  stream: `test-result-${id}`,
  events: [
    ev(
      'TestResultRecorded',
      {
        testResultId: id,
        companyId: 'ca',
        source: 'device',
        device: { deviceId: 'd1', serialNo: 'SN-1', model: 2 },
        deviceResultId: id,
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

const log: { stream: string; events: NewEvent[] }[] = [
  {
    stream: 'device-d1',
    events: [
      ev(
        'DeviceRegistered',
        { deviceId: 'd1', companyId: 'ca', details: { serialNo: 'SN-1', regDate: '2026-04-01', status: 0, model: 2 }, secretHash: 'h' },
        null,
        '2026-04-01T00:00:00.000Z',
      ),
    ],
  },
  deviceTest('t-before-sensor', '2026-11-01T00:00:00.000Z'),
  {
    stream: 'detector-maintenance-d1',
    events: [
      ev(
        'DetectorMaintained',
        { deviceId: 'd1', companyId: 'ca', kind: 'periodic_check', maintainedAt: '2026-05-01T00:00:00.000Z' },
        'ca',
        '2026-05-01T00:00:00.000Z',
      ),
    ],
  },
  deviceTest('t-old-sensor', '2026-11-02T00:00:00.000Z'),
  {
    stream: 'detector-maintenance-d1',
    events: [v2('DetectorMaintained', maintenance('sensor_replaced', '2026-11-03T00:00:00.000Z'), 'ca', '2026-11-03T00:00:00.000Z')],
  },
  // The company names its 確認者 before the weekly check below: the maintenance after it keeps the assignment.
  {
    stream: 'detector-maintenance-d1',
    events: [checkerAssigned('d1', { managerId: 'm1', name: '山田 花子' }, '2026-11-10T00:00:00.000Z')],
  },
  // Another detector: assigned, then taken back; nothing else on its record.
  {
    stream: 'detector-maintenance-d4',
    events: [
      checkerAssigned('d4', { managerId: 'm2', name: '佐藤 次郎' }, '2026-11-11T00:00:00.000Z'),
      checkerAssigned('d4', null, '2026-11-12T00:00:00.000Z'),
    ],
  },
  deviceTest('t-new-sensor-1', '2026-11-04T00:00:00.000Z'),
  deviceTest('t-new-sensor-2', '2026-11-05T00:00:00.000Z'),
  alert('n-weekly', 'DEVICE_MAINTENANCE_REQUIRED', 'weekly_check'),
  alert('n-calibration', 'DEVICE_MAINTENANCE_REQUIRED', 'calibration'),
  alert('n-sensor', 'DEVICE_USAGE_EXCEEDED', 'sensor_life'),
  alert('n-other-device', 'DEVICE_MAINTENANCE_REQUIRED', 'weekly_check', 'd2'),
  alert('n-other-company', 'DEVICE_MAINTENANCE_REQUIRED', 'weekly_check', 'd1', 'cb'),
  {
    stream: 'detector-maintenance-d1',
    events: [
      v2(
        'DetectorMaintained',
        maintenance('weekly_check', '2026-11-20T00:30:00.000Z', { remark: 'sober 0.000, mouthwash positive' }),
        'ca',
        '2026-11-20T01:00:00.000Z',
      ),
      v2(
        'DetectorMaintained',
        maintenance('usage_limit_set', '2026-11-20T00:40:00.000Z', { usageLimitDate: '2027-11-19' }),
        'ca',
        '2026-11-20T01:01:00.000Z',
      ),
    ],
  },
  {
    stream: 'detector-maintenance-d3',
    events: [
      ev(
        'DetectorSensorLifeEnded',
        { deviceId: 'd3', companyId: 'ca', endedAt: '2026-11-21T03:00:00.000Z', testsOnSensor: 10_000 },
        'ca',
        '2026-11-21T03:00:01.000Z',
      ),
    ],
  },
];

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of log) await stores.eventStore.appendToStream(stream, events);
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('detector maintenance read models', () => {
  it('the log: one entry per maintenance, the v1 periodic check read as a calibration with no one named, v1 and v2 entries as passed', () => {
    const entries = built.detector_maintenance_log as Record<string, unknown>[];
    expect(
      entries.map(({ _id: _, ...entry }) => entry).sort((a, b) => String(a.maintainedAt).localeCompare(String(b.maintainedAt))),
    ).toEqual([
      {
        deviceId: 'd1',
        companyId: 'ca',
        kind: 'calibration',
        outcome: 'passed',
        maintainedAt: '2026-05-01T00:00:00.000Z',
        performedBy: null,
        remark: '',
        usageLimitDate: null,
        recordedBy: 'u1',
        recordedAt: '2026-05-01T00:00:00.000Z',
      },
      {
        deviceId: 'd1',
        companyId: 'ca',
        kind: 'sensor_replaced',
        outcome: 'passed',
        maintainedAt: '2026-11-03T00:00:00.000Z',
        performedBy: '山田 太郎',
        remark: '',
        usageLimitDate: null,
        recordedBy: 'u1',
        recordedAt: '2026-11-03T00:00:00.000Z',
      },
      {
        deviceId: 'd1',
        companyId: 'ca',
        kind: 'weekly_check',
        outcome: 'passed',
        maintainedAt: '2026-11-20T00:30:00.000Z',
        performedBy: '山田 太郎',
        remark: 'sober 0.000, mouthwash positive',
        usageLimitDate: null,
        recordedBy: 'u1',
        recordedAt: '2026-11-20T01:00:00.000Z',
      },
      {
        deviceId: 'd1',
        companyId: 'ca',
        kind: 'usage_limit_set',
        outcome: 'passed',
        maintainedAt: '2026-11-20T00:40:00.000Z',
        performedBy: '山田 太郎',
        remark: '',
        usageLimitDate: '2027-11-19',
        recordedBy: 'u1',
        recordedAt: '2026-11-20T01:01:00.000Z',
      },
    ]);
  });

  it('where the detector stands: the weekly check is also the daily one; the new sensor is calibrated; the usage limit as recorded; a sensor whose life ended; the 確認者 assigned (kept through later maintenance, or taken back)', () => {
    expect(built.detector_upkeep).toEqual([
      {
        _id: 'd1',
        companyId: 'ca',
        lastDailyCheckAt: '2026-11-20T00:30:00.000Z',
        lastWeeklyCheckAt: '2026-11-20T00:30:00.000Z',
        lastCalibratedAt: '2026-11-03T00:00:00.000Z',
        sensorReplacedAt: '2026-11-03T00:00:00.000Z',
        usageLimitDate: '2027-11-19',
        faultFoundAt: null,
        sensorLifeEndedAt: null,
        assignedChecker: { companyId: 'ca', checker: { managerId: 'm1', name: '山田 花子' } },
      },
      {
        _id: 'd3',
        companyId: 'ca',
        lastDailyCheckAt: null,
        lastWeeklyCheckAt: null,
        lastCalibratedAt: null,
        sensorReplacedAt: null,
        usageLimitDate: null,
        faultFoundAt: null,
        sensorLifeEndedAt: '2026-11-21T03:00:00.000Z',
        assignedChecker: null,
      },
      {
        _id: 'd4',
        companyId: 'ca',
        lastDailyCheckAt: null,
        lastWeeklyCheckAt: null,
        lastCalibratedAt: null,
        sensorReplacedAt: null,
        usageLimitDate: null,
        faultFoundAt: null,
        sensorLifeEndedAt: null,
        assignedChecker: null,
      },
    ]);
  });

  it("the weekly check answers the detector's overdue weekly check only: not its calibration or worn sensor, not another detector's or company's", () => {
    const byId = new Map((built.notifications as { _id: string; dismissed: boolean; answeredBy: string | null }[]).map((n) => [n._id, n]));
    expect(byId.get('n-weekly')).toMatchObject({ dismissed: true, answeredBy: expect.any(String) });
    for (const open of ['n-calibration', 'n-sensor', 'n-other-device', 'n-other-company']) {
      expect(byId.get(open), open).toMatchObject({ dismissed: false, answeredBy: null });
    }
  });

  it('the registry counts the tests on the current sensor: two since the new sensor, the two before not', () => {
    expect((built.registry_devices as { _id: string; totalUsed: number }[]).map((d) => [d._id, d.totalUsed])).toEqual([['d1', 2]]);
  });

  it('applying the log again changes nothing', async () => {
    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(built);
  });
});
