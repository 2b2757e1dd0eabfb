import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("a company's devices: POST/PUT/DELETE /device", () => {
  it('role matrix: managers manage their own company only; admin pages and anonymous are refused', async () => {
    expect((await h.call('POST', '/device', { body: { serialNo: 'D-1' } })).status).toBe(401);
    expect((await h.call('POST', '/device', { token: h.tokens.admin, body: { serialNo: 'D-1' } })).status).toBe(403);
    const created = await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'D-1' } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const [event] = await h.store.readStream(`device-${id}`);
    expect(event!.data).toMatchObject({ companyId: h.companyA, details: { serialNo: 'D-1', model: 2 } });
    const before = await h.head();
    expect((await h.call('PUT', `/device/${id}`, { token: h.tokens.managerB, body: { serialNo: 'D-1', model: 3 } })).status).toBe(404);
    expect((await h.call('DELETE', `/device/${id}`, { token: h.tokens.managerB })).status).toBe(404);
    expect((await h.call('DELETE', `/device/${id}`, { token: h.tokens.admin })).status).toBe(403);
    expect((await h.call('DELETE', `/device/${id}`)).status).toBe(401);
    expect(await h.head()).toBe(before);
  });

  it('400 names malformed fields and appends nothing', async () => {
    const before = await h.head();
    const response = await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: '', model: 'two' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'serialNo', key: 'Errors.Required' },
        { path: 'model', key: 'Errors.Invalid' },
      ]),
    );
    expect(await h.head()).toBe(before);
  });

  it('a serial number appears once per company; another company may list the same serial', async () => {
    expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'D-2' } })).status).toBe(201);
    const taken = await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'd-2' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.key).toBe('Errors.SerialNoTaken');
    expect((await h.call('POST', '/device', { token: h.tokens.managerB, body: { serialNo: 'D-2' } })).status).toBe(201);
  });

  it('edits with If-Match (412 when stale, nothing for a no-op); deleting frees the serial', async () => {
    const id = (await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'D-3' } })).body.data.id as string;
    const edited = await h.call('PUT', `/device/${id}`, { token: h.tokens.managerA, ifMatch: '"0"', body: { serialNo: 'D-4', model: 3 } });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe('"1"');
    const before = await h.head();
    expect(
      (await h.call('PUT', `/device/${id}`, { token: h.tokens.managerA, ifMatch: '"0"', body: { serialNo: 'D-5', model: 3 } })).status,
    ).toBe(412);
    expect(
      (await h.call('PUT', `/device/${id}`, { token: h.tokens.managerA, ifMatch: '"1"', body: { serialNo: 'D-4', model: 3 } })).status,
    ).toBe(200);
    expect(await h.head()).toBe(before);
    expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'D-3' } })).status).toBe(201);
    expect((await h.call('DELETE', `/device/${id}`, { token: h.tokens.managerA })).status).toBe(200);
    expect((await h.call('DELETE', `/device/${id}`, { token: h.tokens.managerA })).status).toBe(404);
    expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: 'D-4' } })).status).toBe(201);
  });
});
