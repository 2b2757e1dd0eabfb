import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/simulate/api-client';
import type { Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { eventually } from '../support/eventually';
import { startFleetSystem, type FleetSystem } from '../support/fleet-system';

/*
 * Issue 15 item 3 through the whole local profile: a manager marks a driver off duty for a day, records and
 * confirms checks; the check board of that Japanese business day shows each driver's before- and after-driving
 * check as ok, failed, missing or awaiting confirmation.
 */
let running: FleetSystem;
let call: ApiCall;
let fleet: Fleet;
/** The signed-in manager: the 確認者 of the checks typed in here. */
let managerId: string;

beforeAll(async () => {
  running = await startFleetSystem('board');
  ({ call, fleet } = running);
  managerId = (await call('GET', '/auth/profile', { token: fleet.managerToken })).body.data._id as string;
});
afterAll(async () => {
  await running?.stop();
});

type Row = { driverId: string; onDuty: boolean; before_driving: { state: string }; after_driving: { state: string } };

describe('the check board (issue 15 item 3)', () => {
  it("shows each driver's before- and after-driving check of a day; a driver off duty misses nothing", async () => {
    const at = new Date(Date.now() - 60_000);
    const date = businessDay(at);
    const [passing, failing, resting] = fleet.drivers;
    const manual = (driverId: string, carId: string | null, checkType: string) =>
      call('POST', '/test-result', {
        token: fleet.managerToken,
        body: {
          driver: driverId,
          vehicle: carId,
          time: at.toISOString(),
          result: 0,
          checkType,
          method: 'face_to_face',
          noDetectorReason: '検知器の故障',
          checker: managerId,
          noVehicleReason: carId ? null : '徒歩での出張',
        },
      });

    // The rightful manager marks 田中 off duty; marking it again changes nothing; nobody can mark another company's driver.
    const duty = (driverId: string, body: object) => call('POST', `/driver/${driverId}/duty`, { token: fleet.managerToken, body });
    expect((await duty(resting!.driverId, { date, onDuty: false })).status).toBe(200);
    expect((await duty(resting!.driverId, { date, onDuty: false })).status).toBe(200);
    expect((await duty('no-such-driver', { date, onDuty: false })).status).toBe(404);
    const badDate = await duty(resting!.driverId, { date: '2026-02-30', onDuty: false });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields).toEqual([{ path: 'date', key: 'Errors.Invalid' }]);

    // 鈴木: before driving passed and confirmed; after driving not yet.
    const before = await manual(passing!.driverId, passing!.carId, 'before_driving');
    expect(before.status).toBe(201);
    const confirmed = await call('POST', `/test-result/${before.body.data.id}/confirmation`, {
      token: fleet.managerToken,
      body: { decision: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    // 高橋: a detector's before-driving check failed; after driving passed, not confirmed yet.
    const failed = await call('POST', '/test-result/device', {
      device: fleet.devices[0]!.secret,
      body: { ...deviceReading(failing!, 0.5, at), checkType: 'before_driving' },
    });
    expect(failed.status).toBe(201);
    expect((await manual(failing!.driverId, failing!.carId, 'after_driving')).status).toBe(201);

    const board = await eventually('the board shows every check', async () => {
      const answer = await call('GET', `/check-board?date=${date}`, { token: fleet.managerToken });
      const rows = answer.body.data?.drivers as Row[] | undefined;
      const of = (driverId: string) => rows?.find((row) => row.driverId === driverId);
      return of(passing!.driverId)?.before_driving.state === 'ok' && of(failing!.driverId)?.after_driving.state !== 'missing'
        ? answer.body.data
        : undefined;
    });
    expect(board.date).toBe(date);
    const states = Object.fromEntries(
      (board.drivers as Row[]).map((row) => [row.driverId, [row.onDuty, row.before_driving.state, row.after_driving.state]]),
    );
    expect(states).toEqual({
      [passing!.driverId]: [true, 'ok', 'missing'],
      [failing!.driverId]: [true, 'failed', 'awaiting_confirmation'],
      [resting!.driverId]: [false, 'off_duty', 'off_duty'],
    });

    // Back on duty: the board says so.
    expect((await duty(resting!.driverId, { date, onDuty: true })).status).toBe(200);
    await eventually('back on duty', async () => {
      const answer = await call('GET', `/check-board?date=${date}`, { token: fleet.managerToken });
      return (answer.body.data.drivers as Row[]).find((row) => row.driverId === resting!.driverId)?.onDuty ? true : undefined;
    });

    // Another day has no checks; a malformed date is refused; another company's office is a missing one.
    const dayBefore = await call('GET', '/check-board?date=2000-01-01', { token: fleet.managerToken });
    expect(dayBefore.status).toBe(200);
    expect(dayBefore.body.data.drivers).toEqual([]);
    const malformed = await call('GET', '/check-board?date=yesterday', { token: fleet.managerToken });
    expect(malformed.status).toBe(400);
    expect((await call('GET', '/check-board?office=no-such-office', { token: fleet.managerToken })).status).toBe(404);
    expect((await call('GET', '/check-board')).status).toBe(401);
  }, 180_000);
});
