import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { createOffice } from '../office/commands';
import { driverBody } from '../../test/support/api-harness';
import { pastTheClaimGrace } from '../../test/support/claim-grace';
import { claimCarNumber } from './number-claims';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

// Car numbers are unique per company: each test registers its own plate (the demo seed has 品川 300 あ 12-34).
let plate = 0;
beforeEach(() => {
  plate += 1;
});
const body = (office: string, overrides: Record<string, unknown> = {}) => ({
  number: `品川 300 て ${plate}`,
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-0001',
  production: '2020-04',
  inspection: '2026-04-01',
  insurance: '2027-03-31',
  office,
  ...overrides,
});

describe('POST/PUT/DELETE /car', () => {
  it('role matrix: a manager creates; admin pages and anonymous are refused; another company sees nothing', async () => {
    expect((await h.call('POST', '/car', { body: body(h.officeA) })).status).toBe(401);
    expect((await h.call('POST', '/car', { token: h.tokens.admin, body: body(h.officeA) })).status).toBe(403);
    const created = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ operation: 'success', data: { id: expect.any(String), revision: 0 } });
    expect(created.etag).toBe('"0"');
    const id = created.body.data.id as string;
    const before = await h.head();
    expect((await h.call('PUT', `/car/${id}`, { token: h.tokens.managerB, body: body(h.officeB) })).status).toBe(404);
    expect((await h.call('DELETE', `/car/${id}`, { token: h.tokens.managerB })).status).toBe(404);
    expect((await h.call('PUT', `/car/${id}`, { token: h.tokens.admin, body: body(h.officeA) })).status).toBe(403);
    expect((await h.call('DELETE', `/car/${id}`)).status).toBe(401);
    expect(await h.head()).toBe(before);
  });

  it('400 names every malformed field with its key and appends nothing', async () => {
    const before = await h.head();
    const response = await h.call('POST', '/car', {
      token: h.tokens.managerA,
      body: { ...body(''), number: '  ', production: '2020-13', inspection: '2026-02-30x', insurance: undefined },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.key).toBe('Errors.Invalid');
    const fields = Object.fromEntries((response.body.error.fields as { path: string; key: string }[]).map((f) => [f.path, f.key]));
    expect(fields).toMatchObject({
      number: 'Errors.Required',
      production: 'Errors.Invalid',
      inspection: 'Errors.Invalid',
      insurance: 'Errors.Required',
      office: 'Errors.Required',
    });
    expect(await h.head()).toBe(before);
  });

  it("refuses another company's office as a 400 on the office field", async () => {
    const response = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeB) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([{ path: 'office', key: 'Errors.NotFound' }]);
  });

  it('edits with If-Match; a stale revision is 412 and a no-op edit appends nothing', async () => {
    const id = (await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA) })).body.data.id as string;
    const edited = await h.call('PUT', `/car/${id}`, {
      token: h.tokens.managerA,
      body: body(h.officeA, { model: 'Coaster' }),
      ifMatch: '"0"',
    });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe('"1"');
    const before = await h.head();
    const stale = await h.call('PUT', `/car/${id}`, {
      token: h.tokens.managerA,
      body: body(h.officeA, { model: 'Other' }),
      ifMatch: '"0"',
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error.key).toBe('Errors.Conflict');
    const noop = await h.call('PUT', `/car/${id}`, {
      token: h.tokens.managerA,
      body: body(h.officeA, { model: 'Coaster' }),
      ifMatch: '"1"',
    });
    expect(noop.status).toBe(200);
    expect(noop.etag).toBe('"1"');
    expect(await h.head()).toBe(before);
  });

  it('a car holds its office: the office cannot be deleted until the car moves or goes', async () => {
    const { officeId } = await createOffice(h.app, h.ctx, h.companyA, {
      name: '支店',
      phone: '03-1111-2222',
      fax: '',
      postcode: '',
      prefectures: '',
      municipalities: '',
      town: '',
      buildings: '',
    });
    const id = (await h.call('POST', '/car', { token: h.tokens.managerA, body: body(officeId) })).body.data.id as string;
    expect((await h.call('DELETE', `/office/${officeId}`, { token: h.tokens.managerA })).body.error.key).toBe('Errors.OfficeInUse');
    expect((await h.call('PUT', `/car/${id}`, { token: h.tokens.managerA, body: body(h.officeA) })).status).toBe(200);
    expect((await h.call('DELETE', `/office/${officeId}`, { token: h.tokens.managerA })).status).toBe(200);
  });

  it('a car a driver drives is refused deletion with Errors.CarInUse until the driver is deleted', async () => {
    const id = (await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA) })).body.data.id as string;
    const driver = await h.call('POST', '/driver', { token: h.tokens.managerA, body: driverBody(id, h.officeA) });
    expect(driver.status).toBe(201);
    const refused = await h.call('DELETE', `/car/${id}`, { token: h.tokens.managerA });
    expect(refused.status).toBe(409);
    expect(refused.body.error.key).toBe('Errors.CarInUse');
    const driverId = (await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))
      .map((e) => e.data as { driverId: string; username: string })
      .find((d) => d.username === driver.body.data.username)!.driverId;
    expect((await h.call('DELETE', `/driver/${driverId}`, { token: h.tokens.managerA })).status).toBe(200);
    const deleted = await h.call('DELETE', `/car/${id}`, { token: h.tokens.managerA });
    expect(deleted.status).toBe(200);
    expect((await h.call('DELETE', `/car/${id}`, { token: h.tokens.managerA })).status).toBe(404);
    const refusedDriver = await h.call('POST', '/driver', { token: h.tokens.managerA, body: driverBody(id, h.officeA) });
    expect(refusedDriver.status).toBe(400);
    expect(refusedDriver.body.error.fields).toEqual([{ path: 'car', key: 'Errors.NotFound' }]);
  });

  it('a car number appears once per company (Errors.CarNumberTaken, nothing appended); deleting the car frees it', async () => {
    const id = (await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA) })).body.data.id as string;
    const before = await h.head();
    const taken = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `  品川  300 て ${plate} ` }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ key: 'Errors.CarNumberTaken', fields: [{ path: 'number', key: 'Errors.CarNumberTaken' }] });
    const other = (await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: 'OTHER 1' }) })).body.data
      .id as string;
    const before2 = await h.head();
    expect((await h.call('PUT', `/car/${other}`, { token: h.tokens.managerA, body: body(h.officeA) })).body.error.key).toBe(
      'Errors.CarNumberTaken',
    );
    expect(await h.head()).toBe(before2);
    expect(before2).toBeGreaterThan(before);
    // Another company may register the same plate.
    expect((await h.call('POST', '/car', { token: h.tokens.managerB, body: body(h.officeB) })).status).toBe(201);
    // Renaming frees the old number; deleting frees the current one.
    expect((await h.call('PUT', `/car/${id}`, { token: h.tokens.managerA, body: body(h.officeA, { number: 'RENAMED 1' }) })).status).toBe(
      200,
    );
    expect((await h.call('PUT', `/car/${other}`, { token: h.tokens.managerA, body: body(h.officeA) })).status).toBe(200);
    expect((await h.call('DELETE', `/car/${other}`, { token: h.tokens.managerA })).status).toBe(200);
    expect((await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA) })).status).toBe(201);
  });

  it('a number whose registration a crash cut short is taken over once its claim is older than the grace; a held one never', async () => {
    const held = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `HELD ${plate}` }) });
    expect(held.status).toBe(201);
    // What a crash between the claim and the registration leaves: a claim whose car was never registered.
    expect(
      await claimCarNumber(h.store, { companyId: h.companyA, number: `ORPHAN ${plate}`, carId: 'never-registered' }, h.ctx.metadata()),
    ).toBe(true);
    const early = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `orphan ${plate}` }) });
    expect(early.status).toBe(409);
    expect(early.body.error.key).toBe('Errors.CarNumberTaken');
    await pastTheClaimGrace(async () => {
      const late = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `orphan ${plate}` }) });
      expect(late.status).toBe(201);
      const again = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `ORPHAN ${plate}` }) });
      expect(again.status).toBe(409);
      const stillHeld = await h.call('POST', '/car', { token: h.tokens.managerA, body: body(h.officeA, { number: `HELD ${plate}` }) });
      expect(stillHeld.status).toBe(409);
    });
  });
});
