import type { ApiCall } from './api-client';

export interface DemoLogins {
  adminUsername: string;
  adminPassword: string;
  managerUsername: string;
  managerPassword: string;
}

/** The seed's well-known local-profile logins (command-api/src/seed/seed-demo.ts). */
export const DEMO_LOGINS: DemoLogins = {
  adminUsername: 'admin',
  adminPassword: 'admin-demo-2024',
  managerUsername: 'manager@fleetcheck.example',
  managerPassword: 'manager-demo-2024',
};

export interface SimulatedDevice {
  id: string;
  serialNo: string;
  secret: string;
}

export interface DriverAtWheel {
  driverId: string;
  carId: string | null;
  name: string;
}

export interface Fleet {
  companyId: string;
  managerToken: string;
  drivers: DriverAtWheel[];
  devices: SimulatedDevice[];
}

async function login(call: ApiCall, path: string, username: string, password: string) {
  const answer = await call('POST', path, { body: { username, password } });
  if (answer.status !== 200) throw new Error(`login of ${username} failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body.data as { token: string; company?: { _id: string } | null };
}

/**
 * What a simulation needs, obtained the way an operator would: the demo manager's company and its drivers
 * (each with the car they drive), and N detectors the admin registers for that company. A secret is shown
 * once at registration, so fresh devices are the only way to hold secrets without reading the store.
 */
export async function prepareFleet(call: ApiCall, deviceCount: number, logins: DemoLogins = DEMO_LOGINS): Promise<Fleet> {
  const manager = await login(call, '/auth/login', logins.managerUsername, logins.managerPassword);
  const companyId = manager.company?._id;
  if (!companyId) throw new Error('the demo manager belongs to no company');
  const admin = await login(call, '/auth/admin-login', logins.adminUsername, logins.adminPassword);

  const listed = await call('GET', '/driver?limit=100', { token: manager.token });
  if (listed.status !== 200) throw new Error(`driver list failed (${listed.status})`);
  const drivers = (listed.body.docs as { _id: string; carId?: string | null; lastName: string; firstName: string }[]).map((d) => ({
    driverId: d._id,
    carId: d.carId ?? null,
    name: `${d.lastName} ${d.firstName}`,
  }));
  if (drivers.length === 0) throw new Error('the demo company has no drivers');

  const run = Date.now().toString(36).toUpperCase();
  const regDate = new Date().toISOString().slice(0, 10);
  const devices: SimulatedDevice[] = [];
  for (let index = 0; index < deviceCount; index++) {
    const serialNo = `FC-SIM-${run}-${String(index + 1).padStart(4, '0')}`;
    const registered = await call('POST', '/admin/device', { token: admin.token, body: { serialNo, company: companyId, regDate } });
    if (registered.status !== 201)
      throw new Error(`registering ${serialNo} failed (${registered.status}): ${JSON.stringify(registered.body)}`);
    devices.push({ id: registered.body.data.id, serialNo, secret: registered.body.data.secret });
  }
  return { companyId, managerToken: manager.token, drivers, devices };
}
