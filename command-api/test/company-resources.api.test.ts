import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/index';
import {
  carBody,
  companyBody,
  driverBody,
  eventCount,
  login,
  managerBody,
  officeBody,
  registerBody,
  registeredManager,
  startHarness,
  type Harness,
} from './support/api-harness';

let h: Harness;
let adminToken: string;
let managerA: { token: string; _id: string };
let managerB: { token: string; _id: string };
let companyA: string;
let companyB: string;
const a = { office: '', manager: '', driver: '', car: '' };

beforeAll(async () => {
  h = await startHarness();
  const demo = (role: string) => h.seed.logins.find((l) => l.role === role)!;
  adminToken = (await login(h, demo('admin').username, demo('admin').password, true)).token;
  managerA = await login(h, demo('manager').username, demo('manager').password);
  companyA = h.seed.companyId!;
  const registered = await h.call('POST', '/auth/register', { body: registerBody('beta@example.com', 'owner@beta.example') });
  companyB = registered.body.data.company;
  await h.call('POST', '/auth/verify-email', { body: { auth: h.mailer.lastTokenTo('owner@beta.example') } });
  managerB = await login(h, 'owner@beta.example', 'secret-pass-1');

  a.office = (await h.call('POST', '/office', { token: managerA.token, body: officeBody('A office') })).body.data.id;
  a.car = (await h.call('POST', '/car', { token: managerA.token, body: carBody(a.office) })).body.data.id;
  const created = await h.call('POST', '/manager', { token: managerA.token, body: managerBody('colleague@a.example') });
  a.manager = (await login(h, created.body.data.username, created.body.data.password))._id;
  const driver = await h.call('POST', '/driver', { token: managerA.token, body: driverBody(a.car, a.office) });
  expect(driver.status).toBe(201);
  a.driver = (await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))
    .map((e) => e.data as { driverId: string; username: string })
    .find((d) => d.username === driver.body.data.username)!.driverId;
});
afterAll(async () => {
  await h?.close();
});

describe('create responses', () => {
  it('return generated credentials once, with the stream revision and the position written', async () => {
    const response = await h.call('POST', '/manager', { token: managerA.token, body: managerBody('another@a.example') });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      operation: 'success',
      data: { name: '伊藤 健', username: expect.stringMatching(/^m\d{8}$/), password: expect.any(String) },
    });
    expect(response.body.data.password.length).toBeGreaterThanOrEqual(12);
    expect(response.headers.get('etag')).toBe('"0"');
    expect(BigInt(response.headers.get('x-fleetcheck-position')!)).toBeGreaterThan(0n);
    const stored = await h.store.readAll({ filter: { eventTypes: ['ManagerCreated'] } });
    expect(JSON.stringify(stored.map((e) => e.data))).not.toContain(response.body.data.password);
  });

  it('refuses a manager e-mail that is already used', async () => {
    const response = await h.call('POST', '/manager', { token: managerA.token, body: managerBody('colleague@a.example') });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ key: 'Errors.EmailTaken', status: 409, fields: [{ path: 'email', key: 'Errors.EmailTaken' }] });
  });

  it('password resets answer with name, username and a new password that works', async () => {
    const driverReset = await h.call('PATCH', '/driver/driver-reset-password', { token: managerA.token, body: { id: a.driver } });
    expect(driverReset.status).toBe(200);
    expect(driverReset.body.data).toMatchObject({ name: '渡辺 四郎', username: expect.stringMatching(/^d\d{8}$/) });
    const managerReset = await h.call('PATCH', '/manager/manager-reset-password/', { token: managerA.token, body: { id: a.manager } });
    expect(managerReset.status).toBe(200);
    await login(h, managerReset.body.data.username, managerReset.body.data.password);
    // An admin resets a manager of a company of its own (company B's manager stays as the other tests expect).
    const other = await registeredManager(h, 'reset-by-admin');
    const adminReset = await h.call('PATCH', '/admin/manager/manager-reset-password', { token: adminToken, body: { id: other._id } });
    expect(adminReset.status).toBe(200);
    // A reset by someone else ends the manager's sessions (test/session-revocation.api.test.ts); the new password works.
    await login(h, adminReset.body.data.username, adminReset.body.data.password);
  });
});

describe('validation', () => {
  const cases: [string, string, unknown, { path: string; key: string }[]][] = [
    [
      'POST',
      '/office',
      { ...officeBody(), name: ' ', phone: 'abc' },
      [
        { path: 'name', key: 'Errors.Required' },
        { path: 'phone', key: 'Errors.Phone' },
      ],
    ],
    [
      'POST',
      '/manager',
      { ...managerBody('bad'), phone: '123', firstName: '' },
      [
        { path: 'email', key: 'Errors.Email' },
        { path: 'phone', key: 'Errors.Phone' },
        { path: 'firstName', key: 'Errors.Required' },
      ],
    ],
    [
      'POST',
      '/driver',
      { ...driverBody(a.car), driverLicense: '12345678901234', expirationDate: '', car: '', email: 'x@' },
      [
        { path: 'driverLicense', key: 'Errors.License' },
        { path: 'expirationDate', key: 'Errors.Required' },
        { path: 'car', key: 'Errors.Required' },
        { path: 'email', key: 'Errors.Email' },
      ],
    ],
    [
      'POST',
      '/driver',
      { ...driverBody(a.car), spellingLastName: undefined, licenseType: null },
      [
        { path: 'spellingLastName', key: 'Errors.Required' },
        { path: 'licenseType', key: 'Errors.Required' },
      ],
    ],
    [
      'PUT',
      '/auth/company-profile',
      { ...companyBody('not-mail'), postcode: '' },
      [
        { path: 'email', key: 'Errors.Email' },
        { path: 'postcode', key: 'Errors.Required' },
      ],
    ],
    [
      'PUT',
      '/auth/company-profile',
      { ...companyBody('ok@example.com'), postcode: '12', employeeCount: 'many' },
      [
        { path: 'employeeCount', key: 'Errors.Count' },
        { path: 'postcode', key: 'Errors.Postcode' },
      ],
    ],
    ['PATCH', '/driver/driver-reset-password', {}, [{ path: 'id', key: 'Errors.Invalid' }]],
  ];
  it.each(cases)('%s %s answers 400 with each field key and appends nothing', async (method, path, body, fields) => {
    const before = await eventCount(h);
    const response = await h.call(method, path, { token: managerA.token, body });
    expect(response.status).toBe(400);
    expect(response.body.operation).toBe('error');
    expect(response.body.error.key).toBe('Errors.Invalid');
    expect(response.body.error.fields).toEqual(expect.arrayContaining(fields));
    expect(await eventCount(h)).toBe(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await h.call('POST', '/office', { token: managerA.token, rawBody: '{"name":' });
    expect(response.status).toBe(400);
    expect(response.body.error.key).toBe('Errors.Invalid');
  });

  it('refuses an office of another company on a driver (400 on the office field)', async () => {
    const officeB = (await h.call('POST', '/office', { token: managerB.token, body: officeBody('B office') })).body.data.id;
    const response = await h.call('POST', '/driver', { token: managerA.token, body: driverBody(a.car, officeB) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([{ path: 'office', key: 'Errors.NotFound' }]);
  });
});

describe('optimistic concurrency and no-op edits', () => {
  it('412 for a stale If-Match, and nothing changes', async () => {
    const office = await h.call('POST', '/office', { token: managerA.token, body: officeBody('Versioned') });
    const id = office.body.data.id;
    const first = await h.call('PUT', `/office/${id}`, {
      token: managerA.token,
      headers: { 'if-match': '"0"' },
      body: officeBody('Versioned 2'),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"1"');
    const before = await eventCount(h);
    const stale = await h.call('PUT', `/office/${id}`, {
      token: managerA.token,
      headers: { 'if-match': '"0"' },
      body: officeBody('Versioned 3'),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error.key).toBe('Errors.Conflict');
    const staleDelete = await h.call('DELETE', `/office/${id}`, { token: managerA.token, headers: { 'if-match': '"0"' } });
    expect(staleDelete.status).toBe(412);
    expect(await eventCount(h)).toBe(before);
  });

  it('an edit that changes nothing appends nothing and still answers 200', async () => {
    const body = driverBody(a.car, a.office);
    const before = await eventCount(h);
    const response = await h.call('PUT', `/driver/${a.driver}`, { token: managerA.token, body });
    expect(response.status).toBe(200);
    expect(response.body.operation).toBe('success');
    expect(response.headers.get('x-fleetcheck-position')).toBeNull();
    expect(await eventCount(h)).toBe(before);
  });
});

describe('references and self-deletion', () => {
  it('refuses to delete an office while a driver references it, allows it once the driver moved', async () => {
    const office = (await h.call('POST', '/office', { token: managerA.token, body: officeBody('Busy') })).body.data.id;
    const driver = await h.call('POST', '/driver', { token: managerA.token, body: driverBody(a.car, office) });
    expect(driver.status).toBe(201);
    const inUse = await h.call('DELETE', `/office/${office}`, { token: managerA.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.key).toBe('Errors.OfficeInUse');
    const driverId = (await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))
      .map((e) => e.data as { driverId: string; username: string })
      .find((d) => d.username === driver.body.data.username)!.driverId;
    expect((await h.call('PUT', `/driver/${driverId}`, { token: managerA.token, body: driverBody(a.car, null) })).status).toBe(200);
    expect((await h.call('DELETE', `/office/${office}`, { token: managerA.token })).status).toBe(200);
    const assign = await h.call('PUT', `/driver/${driverId}`, { token: managerA.token, body: driverBody(a.car, office) });
    expect(assign.status).toBe(400);
  });

  it('refuses to delete a car a driver drives (Errors.CarInUse, nothing appended), allows it once the driver moved', async () => {
    const carX = (await h.call('POST', '/car', { token: managerA.token, body: carBody(a.office, { number: 'X 1' }) })).body.data
      .id as string;
    const carY = (await h.call('POST', '/car', { token: managerA.token, body: carBody(a.office, { number: 'Y 1' }) })).body.data
      .id as string;
    const driver = await h.call('POST', '/driver', { token: managerA.token, body: driverBody(carX, a.office) });
    expect(driver.status).toBe(201);
    const driverId = (await h.store.readAll({ filter: { eventTypes: ['DriverCreated'] } }))
      .map((e) => e.data as { driverId: string; username: string })
      .find((d) => d.username === driver.body.data.username)!.driverId;
    const before = await eventCount(h);
    const inUse = await h.call('DELETE', `/car/${carX}`, { token: managerA.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.key).toBe('Errors.CarInUse');
    expect(await eventCount(h)).toBe(before);
    expect((await h.call('PUT', `/driver/${driverId}`, { token: managerA.token, body: driverBody(carY, a.office) })).status).toBe(200);
    expect((await h.call('DELETE', `/car/${carX}`, { token: managerA.token })).status).toBe(200);
    // A deleted car cannot be assigned again; deleting the driver lets go of car Y.
    const assign = await h.call('PUT', `/driver/${driverId}`, { token: managerA.token, body: driverBody(carX, a.office) });
    expect(assign.status).toBe(400);
    expect(assign.body.error.fields).toEqual([{ path: 'car', key: 'Errors.NotFound' }]);
    expect((await h.call('DELETE', `/car/${carY}`, { token: managerA.token })).status).toBe(409);
    expect((await h.call('DELETE', `/driver/${driverId}`, { token: managerA.token })).status).toBe(200);
    expect((await h.call('DELETE', `/car/${carY}`, { token: managerA.token })).status).toBe(200);
  });

  it('refuses a car of another company or an unknown car on a driver, appending nothing', async () => {
    const officeB = (await h.call('POST', '/office', { token: managerB.token, body: officeBody('B garage') })).body.data.id as string;
    const carB = (await h.call('POST', '/car', { token: managerB.token, body: carBody(officeB) })).body.data.id as string;
    const before = await eventCount(h);
    for (const car of [carB, 'no-such-car']) {
      const response = await h.call('POST', '/driver', { token: managerA.token, body: driverBody(car, a.office) });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual([{ path: 'car', key: 'Errors.NotFound' }]);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('a manager cannot delete their own account, but can delete a colleague', async () => {
    const self = await h.call('DELETE', `/manager/${managerA._id}`, { token: managerA.token });
    expect(self.status).toBe(409);
    expect(self.body.error.key).toBe('Errors.CannotDeleteSelf');
    const colleague = await h.call('POST', '/manager', { token: managerA.token, body: managerBody('leaving@a.example') });
    const leaving = await login(h, colleague.body.data.username, colleague.body.data.password);
    expect((await h.call('DELETE', `/manager/${leaving._id}`, { token: managerA.token })).status).toBe(200);
    expect(
      (await h.call('POST', '/auth/login', { body: { username: colleague.body.data.username, password: colleague.body.data.password } }))
        .status,
    ).toBe(401);
    // Its e-mail is free again.
    expect((await h.call('POST', '/manager', { token: managerA.token, body: managerBody('leaving@a.example') })).status).toBe(201);
  });
});

describe('role matrix: every cross-company attempt is refused and appends nothing', () => {
  const attempts = () =>
    [
      ['PUT', `/office/${a.office}`, officeBody('hijack')],
      ['DELETE', `/office/${a.office}`, undefined],
      ['PUT', `/manager/${a.manager}`, managerBody('hijack@x.example')],
      ['DELETE', `/manager/${a.manager}`, undefined],
      ['PATCH', '/manager/manager-reset-password', { id: a.manager }],
      ['PUT', `/driver/${a.driver}`, driverBody(a.car)],
      ['DELETE', `/driver/${a.driver}`, undefined],
      ['PATCH', '/driver/driver-reset-password', { id: a.driver }],
    ] as const;
  const adminOnly = () =>
    [
      ['PUT', `/admin/company/${companyA}`, companyBody('hijack@x.example')],
      ['DELETE', `/admin/company/${companyA}`, undefined],
      ['PATCH', '/admin/manager/manager-reset-password', { id: a.manager }],
    ] as const;

  it('manager of company B: 404 on company A resources, 403 on admin endpoints', async () => {
    const before = await eventCount(h);
    for (const [method, path, body] of attempts()) {
      const response = await h.call(method, path, { token: managerB.token, body });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    for (const [method, path, body] of adminOnly()) {
      expect((await h.call(method, path, { token: managerB.token, body })).status).toBe(403);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('anonymous and garbage tokens: 401 everywhere', async () => {
    const before = await eventCount(h);
    for (const [method, path, body] of [...attempts(), ...adminOnly(), ['POST', '/office', officeBody()] as const]) {
      expect((await h.call(method, path, { body })).status).toBe(401);
      expect((await h.call(method, path, { body, token: 'not.a.jwt' })).status).toBe(401);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it("drivers cannot obtain a manager's or an admin's token (theirs is the phone app's, below)", async () => {
    const driver = h.seed.logins.find((l) => l.role === 'driver')!;
    expect((await h.call('POST', '/auth/login', { body: { username: driver.username, password: driver.password } })).status).toBe(401);
    expect((await h.call('POST', '/auth/admin-login', { body: { username: driver.username, password: driver.password } })).status).toBe(
      401,
    );
  });

  it("a driver signed in on the phone app (issue 34): 403 on its own company's resources and the admin endpoints, nothing appended", async () => {
    // The rightful caller of the same routes: company A's manager adds an office.
    expect((await h.call('POST', '/office', { token: managerA.token, body: officeBody('Driver matrix') })).status).toBe(201);
    const login = h.seed.logins.find((l) => l.role === 'driver')!;
    const signedIn = await h.call('POST', '/auth/driver-login', { body: { username: login.username, password: login.password } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token as string;
    const before = await eventCount(h);
    for (const [method, path, body] of [...attempts(), ...adminOnly(), ['POST', '/office', officeBody()] as const]) {
      const response = await h.call(method, path, { token, body });
      expect([method, path, response.status]).toEqual([method, path, 403]);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('platform admin outside a company: 403 on company resources, allowed on admin endpoints', async () => {
    for (const [method, path, body] of attempts()) expect((await h.call(method, path, { token: adminToken, body })).status).toBe(403);
    const update = await h.call('PUT', `/admin/company/${companyB}`, {
      token: adminToken,
      body: { ...companyBody('beta@example.com'), phone: '03-0000-1111' },
    });
    expect(update.status).toBe(200);
    const [event] = (await h.store.readStream(`company-${companyB}`)).filter((e) => e.type === 'CompanyDetailsUpdated');
    expect(event!.data).toEqual({ companyId: companyB, changes: { phone: '03-0000-1111' } });
  });

  it('manager of company A manages its own company settings but not B', async () => {
    const own = await h.call('PUT', '/auth/company-profile', {
      token: managerA.token,
      body: { ...companyBody('demo-company@fleetcheck.example', 'デモ運輸株式会社'), employeeCount: 43 },
    });
    expect(own.status).toBe(200);
    expect(
      (await h.call('PUT', `/admin/company/${companyB}`, { token: managerA.token, body: companyBody('beta@example.com') })).status,
    ).toBe(403);
  });

  it('deleting a company by an admin ends its sessions at once', async () => {
    // A company of its own: company B stays for the other tests, whatever order they run in.
    const leaving = await registeredManager(h, 'company-deleted');
    expect((await h.call('POST', '/office', { token: leaving.token, body: officeBody('Before') })).status).toBe(201);
    expect((await h.call('DELETE', `/admin/company/${leaving.company!._id}`, { token: adminToken })).status).toBe(200);
    const after = await h.call('POST', '/office', { token: leaving.token, body: officeBody() });
    expect(after.status).toBe(401);
    expect((await h.call('POST', '/auth/login', { body: { username: leaving.email, password: leaving.password } })).status).toBe(401);
  });
});

describe('demo seed', () => {
  it('gives the demo company cars its drivers really drive, and devices in its list and in the platform registry', async () => {
    const ofType = async (type: string) =>
      (await h.store.readAll({ filter: { eventTypes: [type] } }))
        .map((e) => e.data as Record<string, unknown>)
        .filter((d) => d.companyId === companyA);
    const cars = (await ofType('CarRegistered')).map((d) => d.carId);
    expect(cars.length).toBeGreaterThanOrEqual(3);
    const seededDrivers = (await ofType('DriverCreated')).slice(0, 3);
    for (const driver of seededDrivers) {
      const { carId } = driver.profile as { carId: string };
      expect(cars).toContain(carId);
      // Driven, so the car cannot be deleted.
      expect((await h.call('DELETE', `/car/${carId}`, { token: managerA.token })).body.error.key).toBe('Errors.CarInUse');
    }
    const listed = (await ofType('CompanyDeviceAdded')).map((d) => (d.details as { serialNo: string }).serialNo);
    const registered = (await ofType('DeviceRegistered')).map((d) => (d.details as { serialNo: string }).serialNo);
    expect(listed).toEqual(expect.arrayContaining(['FC-DEMO-0001', 'FC-DEMO-0002', 'FC-DEMO-0003']));
    expect(registered).toEqual(expect.arrayContaining(['FC-DEMO-0001', 'FC-DEMO-0002', 'FC-DEMO-0003']));
  });

  it('is written through commands once; a second run writes nothing', async () => {
    expect(h.seed.seeded).toBe(true);
    expect(h.seed.logins.map((l) => l.role)).toEqual(['admin', 'manager', 'manager', 'driver', 'driver', 'driver']);
    const before = await eventCount(h);
    const again = await seedDemo(h.deps);
    expect(again).toEqual({ seeded: false, companyId: null, logins: [] });
    expect(await eventCount(h)).toBe(before);
  });
});
