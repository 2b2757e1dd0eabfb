import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carsCollection, companyDevicesCollection, driversCollection, managersCollection } from '@fleetcheck/contracts';
import { normalizeUnique } from '@fleetcheck/domain/reservation/decider';
import { createLogger, type RecordedEvent } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { DEMO_LOGINS, ensurePlanRoom } from '../../src/simulate/fleet-access';
import { startSplitSystem, type SplitSystem } from '../../src/split/split-system';
import { countBy, readWholeLog } from '../support/event-log';
import { eventually } from '../support/eventually';
import { projectionsReached } from '../support/read-models';
import { carBody, detectorBody, faultManagerBody, startRegistrationLoad } from './registration-load';
import { productionStoreEnv } from './store-env';

/*
 * Registrations span streams (a car number, e-mail or detector serial claim, then the car, manager or detector
 * itself), and command-api dies between them: killed with SIGKILL, then stopped with SIGTERM, each time restarted
 * (and the projections killed too), while managers create, edit and delete cars, drivers and managers in one
 * office and the company's own detectors. Afterwards every acknowledged write is in the log, every number and
 * e-mail a cut-short request left claimed by no car or manager, and every serial of an unanswered detector
 * registration or edit that no detector holds, can be registered again within 20 s of the last restart (a
 * stranded claim is taken over), and the
 * office, once emptied, can be deleted (whether it is in use is read from the read models, not from references
 * a crash can strand).
 */
const RECLAIM_LIMIT_MS = 20_000;

let db: TestDatabase;
let dataDir: string;
let system: SplitSystem;
let call: ApiCall;
let token: string;
let companyId: string;
let office: string;
let spareOffice: string;
let driverCar: string;

const officeBody = (name: string) => ({
  name,
  phone: '03-1234-5678',
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '千代田1-1',
});

async function created(path: string, body: unknown): Promise<string> {
  const answer = await call('POST', path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

/** Car numbers, e-mails and (normalized) serials whose claim stream ends with a claim (not a release), from the whole log. */
function lastClaims(log: readonly RecordedEvent[]): Set<string> {
  const last = new Map<string, boolean>();
  for (const event of log) {
    const data = event.data as { number?: string; value?: string; serialNo?: string };
    if (event.type === 'CarNumberClaimed' || event.type === 'CarNumberReleased') last.set(data.number!, event.type === 'CarNumberClaimed');
    if (event.type === 'UniqueValueReserved' || event.type === 'UniqueValueReleased')
      last.set(data.value!, event.type === 'UniqueValueReserved');
    if (event.type === 'SerialNoClaimed' || event.type === 'SerialNoReleased') last.set(data.serialNo!, event.type === 'SerialNoClaimed');
  }
  return new Set([...last].filter(([, isClaim]) => isClaim).map(([value]) => value));
}

async function idOf(kind: 'driver' | 'manager', username: string): Promise<string> {
  const type = kind === 'driver' ? 'DriverCreated' : 'ManagerCreated';
  const events = await system.stores.eventStore.readAll({ filter: { eventTypes: [type] }, maxCount: 100_000 });
  const data = events.map((event) => event.data as { driverId?: string; managerId?: string; username: string });
  const found = data.find((account) => account.username === username);
  if (!found) throw new Error(`no ${kind} ${username}`);
  return (found.driverId ?? found.managerId)!;
}

beforeAll(async () => {
  db = await createTestDatabase('fc_regfaults');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-regfaults-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    ...productionStoreEnv('regfaults'),
  });
  const noRedis = { REDIS_URL: '' };
  system = await startSplitSystem(env, createLogger({ level: 'fatal', name: 'faults' }), {
    stdio: 'ignore',
    serviceEnv: { 'command-api': noRedis, 'query-api': noRedis, projections: noRedis, workers: noRedis },
  });
  call = apiClient(system.url);
  const login = await call('POST', '/auth/login', {
    body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
  });
  token = login.body.data.token;
  companyId = system.seed!.companyId!;
  // The load registers cars and detectors for as long as it runs, and the check registers every freed serial at
  // once: a plan with room for far more than either can reach.
  const admin = await call('POST', '/auth/admin-login', {
    body: { username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword },
  });
  await ensurePlanRoom(call, { adminToken: admin.body.data.token, managerToken: token, companyId }, { cars: 5_000, devices: 5_000 });
  office = await created('/office', officeBody('故障試験営業所'));
  spareOffice = await created('/office', officeBody('予備営業所'));
  driverCar = await created('/car', carBody('予備 300 あ 1', spareOffice));
}, 240_000);

afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('registrations that span streams, with command-api killed mid-request', () => {
  it(
    'keeps every acknowledged write, frees every unanswered number, e-mail and detector serial within 20 s, and lets the emptied office go',
    { timeout: 300_000 },
    async () => {
      const load = startRegistrationLoad(call, { clients: 4, office, driverCar, token, idOf });
      const commandApi = system.services['command-api'];
      let before = load.count;
      await eventually('writes before the first kill', async () => (load.count >= before + 20 ? true : undefined));
      // SIGKILL while a manager is being created (its e-mail and username claimed, its password being hashed),
      // again until the log shows a claim a kill stranded: the case a release alone could never clean up.
      for (let kill = 1; ; kill++) {
        await eventually('a manager creation in flight', async () => (load.pendingFor('POST /manager') >= 30 ? true : undefined));
        expect(await commandApi.kill('SIGKILL')).toBeNull();
        // Read while command-api is down, so no registration is half-way at the time of reading.
        const log = await readWholeLog(system.stores.eventStore);
        await commandApi.start();
        const held = new Set(
          log
            .filter((e) => e.type === 'ManagerCreated' || e.type === 'ManagerUpdated')
            .map((e) => e.data as { profile?: { email: string }; changes?: { email?: string } })
            .map((data) => data.profile?.email ?? data.changes?.email),
        );
        if ([...lastClaims(log)].some((value) => value.endsWith('@faults.example') && !held.has(value))) break;
        // A search bound, not the property under test: on a busy machine a kill often lands before the claim.
        expect(kill, 'kills before one stranded a claim').toBeLessThan(10);
      }
      before = load.count;
      await eventually('writes before the stop', async () => (load.count >= before + 30 ? true : undefined));
      expect(await commandApi.stop()).toBe(0);
      await commandApi.start();
      // The projections too: deleting a car or an office waits for the read models it counts on (503 meanwhile).
      expect(await system.services.projections.kill('SIGKILL')).toBeNull();
      await system.services.projections.start();
      const restartedAt = Date.now();
      before = load.count;
      await eventually('writes after the restarts', async () => (load.count >= before + 20 ? true : undefined));
      const result = await load.stop();
      expect(result.unanswered).toBeGreaterThan(0);
      // Every kind of write ran: driver and detector edits and manager deletions too, not only creations.
      expect(result.driverEdits.size).toBeGreaterThan(0);
      expect(result.devices.size).toBeGreaterThan(0);
      expect(result.deviceEdits.size).toBeGreaterThan(0);

      // Every acknowledged write is in the log, once.
      const log = await readWholeLog(system.stores.eventStore);
      const cars = countBy(log, 'CarRegistered', 'carId');
      for (const id of result.cars) expect(cars.get(id), `car ${id}`).toBe(1);
      const drivers = countBy(log, 'DriverCreated', 'username');
      for (const username of result.drivers) expect(drivers.get(username), `driver ${username}`).toBe(1);
      const managers = countBy(log, 'ManagerCreated', 'username');
      for (const username of result.managers) expect(managers.get(username), `manager ${username}`).toBe(1);
      const devices = countBy(log, 'CompanyDeviceAdded', 'deviceId');
      for (const id of result.devices) expect(devices.get(id), `detector ${id}`).toBe(1);
      const edits = log
        .filter((e) => ['CarUpdated', 'DriverUpdated', 'ManagerUpdated', 'CompanyDeviceUpdated'].includes(e.type))
        .map((e) => e.data as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- event data
      for (const [id, number] of result.carEdits)
        expect(
          edits.some((e) => e.carId === id && e.changes.number === number),
          `edit of car ${id}`,
        ).toBe(true);
      for (const [id, lastName] of result.driverEdits)
        expect(
          edits.some((e) => e.driverId === id && e.changes.lastName === lastName),
          `edit of driver ${id}`,
        ).toBe(true);
      for (const [id, email] of result.managerEdits)
        expect(
          edits.some((e) => e.managerId === id && e.changes.email === email),
          `edit of manager ${id}`,
        ).toBe(true);
      for (const [id, serialNo] of result.deviceEdits)
        expect(
          edits.some((e) => e.deviceId === id && e.changes.serialNo === serialNo),
          `edit of detector ${id}`,
        ).toBe(true);
      const deletions = new Set(
        log
          .filter((e) => ['CarDeleted', 'DriverDeleted', 'ManagerDeleted', 'CompanyDeviceRemoved'].includes(e.type))
          .map((e) => e.data as { carId?: string; driverId?: string; managerId?: string; deviceId?: string })
          .map((data) => data.carId ?? data.driverId ?? data.managerId ?? data.deviceId),
      );
      for (const id of result.deleted) expect(deletions.has(id), `deletion of ${id}`).toBe(true);
      const managerDeletions = log.filter((e) => e.type === 'ManagerDeleted').map((e) => (e.data as { managerId: string }).managerId);
      expect(managerDeletions.some((id) => result.deleted.has(id))).toBe(true);
      const deviceRemovals = log.filter((e) => e.type === 'CompanyDeviceRemoved').map((e) => (e.data as { deviceId: string }).deviceId);
      expect(deviceRemovals.some((id) => result.deleted.has(id))).toBe(true);

      // What cars and managers hold now, once the read models have caught up with the log.
      const head = await system.stores.eventStore.headPosition();
      await eventually('the projections at the head', async () =>
        (await projectionsReached(system.stores.readStore, head)) ? true : undefined,
      );
      const readStore = system.stores.readStore;
      const heldNumbers = new Set(
        (await readStore.collection(carsCollection).findMany({ filter: { companyId } })).map((car) => car.number),
      );
      const heldEmails = new Set(
        (await readStore.collection(managersCollection).findMany({ filter: { companyId } })).map((manager) => manager.email.toLowerCase()),
      );
      const heldSerials = new Set(
        (await readStore.collection(companyDevicesCollection).findMany({ filter: { companyId } })).map((device) =>
          normalizeUnique(device.serialNo),
        ),
      );
      // A value no car or manager holds is free unless its claim stream ends with a claim: that claim was left by
      // a registration or an edit a kill cut short (never claimed, or released, it is free by the protocol alone).
      const claimed = lastClaims(log);
      const stranded = (values: Set<string>, held: Set<string>) => [...values].filter((value) => !held.has(value) && claimed.has(value));
      const freeNumbers = stranded(result.numbers, heldNumbers);
      const freeEmails = stranded(result.emails, heldEmails);
      // A serial no detector holds: every one an unanswered registration or edit sent, and any a kill left claimed.
      const freeSerials = [...result.serials].filter(
        (serialNo) =>
          !heldSerials.has(normalizeUnique(serialNo)) && (result.unansweredSerials.has(serialNo) || claimed.has(normalizeUnique(serialNo))),
      );

      expect(freeEmails.length).toBeGreaterThan(0);
      expect(freeSerials.length).toBeGreaterThan(0);
      // Each of them can be registered again, by a new car, manager or detector, within 20 s of the restart.
      const limit = () => Math.max(0, restartedAt + RECLAIM_LIMIT_MS - Date.now());
      const registers = async (path: string, body: unknown) => {
        const answer = await call('POST', path, { token, body });
        return answer.status === 201 ? true : undefined;
      };
      await Promise.all([
        ...freeNumbers.map((number) =>
          eventually(`number ${number} usable`, () => registers('/car', carBody(number, spareOffice)), limit()),
        ),
        ...freeEmails.map((email) =>
          eventually(`e-mail ${email} usable`, () => registers('/manager', faultManagerBody(email, spareOffice)), limit()),
        ),
        ...freeSerials.map((serialNo) =>
          eventually(`serial ${serialNo} usable`, () => registers('/device', detectorBody(serialNo)), limit()),
        ),
      ]);
      expect(Date.now() - restartedAt).toBeLessThanOrEqual(RECLAIM_LIMIT_MS);

      // Emptied of what the read models show in it, the office is deletable at once.
      const inOffice = { filter: { companyId, officeId: office } };
      for (const driver of await readStore.collection(driversCollection).findMany(inOffice))
        expect((await call('DELETE', `/driver/${driver.id}`, { token })).status).toBe(200);
      for (const car of await readStore.collection(carsCollection).findMany(inOffice))
        expect((await call('DELETE', `/car/${car.id}`, { token })).status).toBe(200);
      for (const manager of await readStore.collection(managersCollection).findMany(inOffice))
        expect((await call('DELETE', `/manager/${manager.id}`, { token })).status).toBe(200);
      const deleted = await call('DELETE', `/office/${office}`, { token });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    },
  );
});
