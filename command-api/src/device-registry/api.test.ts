import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { verifyDeviceSecret } from './device-secret';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;
const nextSerial = () => `AC-${Date.now()}-${++serial}`;
const body = (company: string, overrides: Record<string, unknown> = {}) => ({
  serialNo: nextSerial(),
  company,
  regDate: '2025-01-15',
  ...overrides,
});

async function register(company = h.companyA, overrides: Record<string, unknown> = {}) {
  const response = await h.call('POST', '/admin/device', { token: h.tokens.admin, body: body(company, overrides) });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; secret: string; revision: number };
}

describe('admin device registry', () => {
  it('role matrix: only the platform admin may register, edit, rotate or delete', async () => {
    const before = await h.head();
    expect((await h.call('POST', '/admin/device', { body: body(h.companyA) })).status).toBe(401);
    expect((await h.call('POST', '/admin/device', { token: h.tokens.managerA, body: body(h.companyA) })).status).toBe(403);
    expect((await h.call('POST', '/admin/device', { token: h.tokens.managerB, body: body(h.companyB) })).status).toBe(403);
    expect(await h.head()).toBe(before);
    const device = await register();
    for (const token of [h.tokens.managerA, h.tokens.managerB, undefined]) {
      const expected = token ? 403 : 401;
      expect((await h.call('PUT', `/admin/device/${device.id}`, { token, body: body(h.companyA) })).status).toBe(expected);
      expect((await h.call('POST', `/admin/device/${device.id}/rotate-secret`, { token })).status).toBe(expected);
      expect((await h.call('DELETE', `/admin/device/${device.id}`, { token })).status).toBe(expected);
    }
  });

  it('registers with status 0 and model 2 by default and returns the secret once; only its hash is stored', async () => {
    const device = await register();
    expect(device.secret).toMatch(new RegExp(`^${device.id}\\.`));
    const [event] = await h.store.readStream(`registered-device-${device.id}`);
    expect(event!.data).toMatchObject({ companyId: h.companyA, details: { status: 0, model: 2, regDate: '2025-01-15' } });
    expect(JSON.stringify(event!.data)).not.toContain(device.secret.split('.')[1]);
    expect(await verifyDeviceSecret(h.app, device.secret)).toMatchObject({ deviceId: device.id, companyId: h.companyA });
    expect(await verifyDeviceSecret(h.app, `${device.id}.${'x'.repeat(43)}`)).toBeUndefined();
  });

  it('rotating the secret returns a new one once and the old one stops working', async () => {
    const device = await register();
    const rotated = await h.call('POST', `/admin/device/${device.id}/rotate-secret`, { token: h.tokens.admin });
    expect(rotated.status).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).not.toBe(device.secret);
    expect(await verifyDeviceSecret(h.app, device.secret)).toBeUndefined();
    expect(await verifyDeviceSecret(h.app, secret)).toMatchObject({ deviceId: device.id });
  });

  it('400 names malformed fields; an unknown company is a 400 on company; nothing is appended', async () => {
    const before = await h.head();
    const response = await h.call('POST', '/admin/device', {
      token: h.tokens.admin,
      body: { serialNo: ' ', company: '', regDate: '2025-13-01', status: 'x', model: 1.5 },
    });
    expect(response.status).toBe(400);
    const fields = Object.fromEntries((response.body.error.fields as { path: string; key: string }[]).map((f) => [f.path, f.key]));
    expect(fields).toEqual({
      serialNo: 'Errors.Required',
      company: 'Errors.Required',
      regDate: 'Errors.Invalid',
      status: 'Errors.Invalid',
      model: 'Errors.Invalid',
    });
    const unknown = await h.call('POST', '/admin/device', { token: h.tokens.admin, body: body('no-such-company') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ path: 'company', key: 'Errors.NotFound' }]);
    expect(await h.head()).toBe(before);
  });

  it('serial numbers are unique platform-wide, case-insensitively', async () => {
    const serialNo = nextSerial();
    await register(h.companyA, { serialNo });
    const taken = await h.call('POST', '/admin/device', {
      token: h.tokens.admin,
      body: body(h.companyB, { serialNo: ` ${serialNo.toLowerCase()} ` }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ key: 'Errors.SerialNoTaken', fields: [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }] });
  });

  it('of concurrent registrations of one serial number exactly one wins', async () => {
    const serialNo = nextSerial();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.call('POST', '/admin/device', { token: h.tokens.admin, body: body(i % 2 ? h.companyA : h.companyB, { serialNo }) }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('edits with If-Match: 412 when stale, nothing appended for a no-op, serial change frees the old serial', async () => {
    const first = nextSerial();
    const device = await register(h.companyA, { serialNo: first });
    const second = nextSerial();
    const edited = await h.call('PUT', `/admin/device/${device.id}`, {
      token: h.tokens.admin,
      ifMatch: '"0"',
      body: body(h.companyA, { serialNo: second, status: 1 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe('"1"');
    const before = await h.head();
    expect(
      (
        await h.call('PUT', `/admin/device/${device.id}`, {
          token: h.tokens.admin,
          ifMatch: '"0"',
          body: body(h.companyA, { serialNo: second, status: 3 }),
        })
      ).status,
    ).toBe(412);
    const noop = await h.call('PUT', `/admin/device/${device.id}`, {
      token: h.tokens.admin,
      ifMatch: '"1"',
      body: body(h.companyA, { serialNo: second, status: 1 }),
    });
    expect(noop.status).toBe(200);
    expect(await h.head()).toBe(before);
    await register(h.companyB, { serialNo: first });
  });

  it('assigns, reassigns and unassigns a company; an assigned device is refused deletion with Errors.DeviceInUse', async () => {
    const device = await register();
    const moved = await h.call('PUT', `/admin/device/${device.id}`, {
      token: h.tokens.admin,
      body: body(h.companyB, { serialNo: undefined }),
    });
    expect(moved.status).toBe(400);
    const serialNo = (await h.store.readStream(`registered-device-${device.id}`))[0]!.data as { details: { serialNo: string } };
    const reassigned = await h.call('PUT', `/admin/device/${device.id}`, {
      token: h.tokens.admin,
      body: body(h.companyB, { serialNo: serialNo.details.serialNo }),
    });
    expect(reassigned.status).toBe(200);
    expect(await verifyDeviceSecret(h.app, device.secret)).toMatchObject({ companyId: h.companyB });
    const refused = await h.call('DELETE', `/admin/device/${device.id}`, { token: h.tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.key).toBe('Errors.DeviceInUse');
    expect((await h.call('POST', `/admin/device/${device.id}/unassign`, { token: h.tokens.admin })).status).toBe(200);
    expect((await h.call('DELETE', `/admin/device/${device.id}`, { token: h.tokens.admin })).status).toBe(200);
    expect(await verifyDeviceSecret(h.app, device.secret)).toBeUndefined();
    expect((await h.call('DELETE', `/admin/device/${device.id}`, { token: h.tokens.admin })).status).toBe(404);
    await register(h.companyA, { serialNo: serialNo.details.serialNo });
  });
});
