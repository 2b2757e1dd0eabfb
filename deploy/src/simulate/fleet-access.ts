import { businessDay } from '@fleetcheck/domain/calendar/business-day';
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

/** Who raises a plan: the platform admin, on behalf of the company whose manager reads the plan. */
export interface PlanRaiser {
  adminToken: string;
  managerToken: string;
  companyId: string;
}

/**
 * The plan limits a company's cars, and each of its two detector lists (its own, and the platform's rented to
 * it) to the plan's detector count: when more are needed than the plan has room for, the admin raises the plan
 * on the company's behalf (the demo company pays by bank transfer, so this is an admin plan change, recorded in
 * its subscription history like any other). `more` counts the cars and the detectors about to be added to
 * either list.
 */
export async function ensurePlanRoom(call: ApiCall, who: PlanRaiser, more: { cars?: number; devices?: number }): Promise<void> {
  const view = await call('GET', '/subscription/view', { token: who.managerToken });
  const plan = view.body?.data as { carCount: number; deviceCount: number; paymentSchedule: string } | null;
  if (view.status !== 200 || !plan) throw new Error(`the company has no plan (${view.status})`);
  const cars = await call('GET', '/car?page=1&limit=1', { token: who.managerToken });
  const own = await call('GET', '/device?page=1&limit=1', { token: who.managerToken });
  const rented = await call('GET', `/admin/companyDevice/${who.companyId}`, { token: who.adminToken });
  if (cars.status !== 200 || own.status !== 200 || rented.status !== 200)
    throw new Error(`the company's fleet could not be read (${cars.status}, ${own.status}, ${rented.status})`);
  const carCount = Math.max(plan.carCount, Number(cars.body.totalDocs) + (more.cars ?? 0));
  // The fuller of the two detector lists, as command-api counts each against the plan (plan-room.ts).
  const detectors = Math.max(Number(own.body.totalDocs), (rented.body.data as unknown[]).length);
  const deviceCount = Math.max(plan.deviceCount, detectors + (more.devices ?? 0));
  if (carCount === plan.carCount && deviceCount === plan.deviceCount) return;
  const onBehalf = await call('POST', '/auth/getAccessOnBehalf', { token: who.adminToken, body: { company: who.companyId } });
  if (onBehalf.status !== 200) throw new Error(`access on behalf failed (${onBehalf.status})`);
  const body = { company: who.companyId, carCount, deviceCount, paymentSchedule: plan.paymentSchedule };
  const raised = await call('POST', '/subscription/update', { token: onBehalf.body.data.token, body });
  if (raised.status >= 300) throw new Error(`raising the plan failed (${raised.status}): ${JSON.stringify(raised.body)}`);
}

/**
 * The demo company's drivers. A system started a moment ago may still be projecting its seed: the list is read
 * again for a few seconds before the company is said to have none.
 */
async function demoDrivers(call: ApiCall, token: string): Promise<DriverAtWheel[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const listed = await call('GET', '/driver?limit=100', { token });
    if (listed.status !== 200) throw new Error(`driver list failed (${listed.status})`);
    const docs = listed.body.docs as { _id: string; carId?: string | null; lastName: string; firstName: string }[];
    if (docs.length > 0) return docs.map((d) => ({ driverId: d._id, carId: d.carId ?? null, name: `${d.lastName} ${d.firstName}` }));
    if (Date.now() > deadline) throw new Error('the demo company has no drivers');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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

  const drivers = await demoDrivers(call, manager.token);

  await ensurePlanRoom(call, { adminToken: admin.token, managerToken: manager.token, companyId }, { devices: deviceCount });
  const run = Date.now().toString(36).toUpperCase();
  const regDate = businessDay(new Date());
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
