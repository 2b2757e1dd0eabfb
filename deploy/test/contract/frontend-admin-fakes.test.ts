import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardServer } from '../../../frontend/test/fakes/fakeCheckBoardServer';
import { FakeDeviceRegistry } from '../../../frontend/test/fakes/fakeDeviceRegistry';
import { companyResources } from '../support/company-resources';
import { startSeededSystem, type SeededSystem } from '../support/seeded-system';
import { outcome, toFake, toServer, type Send } from './fake-exchange';

/*
 * The fakes the admin device registry and the check board unit tests run against, held to the real server's
 * answers: the same requests give the same status, error and field keys, and envelope.
 */
let sys: SeededSystem;

beforeAll(async () => {
  sys = await startSeededSystem('admin-fake-contracts');
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

describe('the fake device registry answers as the server does', () => {
  it('the companies and devices lists, a registration, and the same serial number again', async () => {
    const admin = await sys.demoAdmin();
    const manager = await sys.demoManager();
    const real = toServer(() => sys, admin.token);
    const serialNo = `REG-${Date.now().toString(36)}`;
    const story = async (send: Send, company: string) => {
      const register = () => send('POST', '/admin/device', { body: { serialNo, company, regDate: '2026-11-01', status: 1, model: 2 } });
      return [
        ['companies', outcome(await send('GET', '/admin/company?page=1&limit=1000'))],
        ['devices', outcome(await send('GET', '/admin/device?page=1&limit=10'))],
        ['registered', outcome(await register())],
        ['taken', outcome(await register())],
      ];
    };
    await sys.ensureDemoPlanRoom({ devices: 1 });
    expect(await story(toFake(new FakeDeviceRegistry().fetch), 'c1')).toEqual(await story(real, manager.company!._id));
  });
});

describe('the fake check-board server answers as the server does', () => {
  it("the day's board and a driver marked off duty, then back on duty", async () => {
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    await sys.ensureDemoPlanRoom({ cars: 1 });
    const driver = await companyResources(sys, () => manager.token).driver();
    const today = businessDay(new Date());
    const story = async (send: Send, who: string) => [
      ['board', outcome(await send('GET', `/check-board?date=${today}`))],
      ['off duty', outcome(await send('POST', `/driver/${who}/duty`, { body: { date: today, onDuty: false } }))],
      ['back on duty', outcome(await send('POST', `/driver/${who}/duty`, { body: { date: today, onDuty: true } }))],
    ];
    expect(await story(toFake(boardServer().fetchFn), 'd3')).toEqual(await story(real, driver));
  });
});
