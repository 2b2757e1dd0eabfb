import type { ApiAnswer, ApiCall } from '../../src/simulate/api-client';
import { carBody, driverBody, managerBody } from '../support/request-bodies';

/**
 * Closed-loop managers creating, editing and deleting cars, drivers and managers in one office, and the
 * company's own detectors (their serials claimed per company), each client on
 * its own records. Every request either got an answer (2xx: acknowledged; a 4xx fails the test) or did not
 * (no answer, or 5xx while command-api was down): nothing is retried, so a request cut short stays cut short.
 */
export interface RegistrationLoadResult {
  /** Every car number and manager e-mail the load sent, answered or not. */
  numbers: Set<string>;
  emails: Set<string>;
  /** Every detector serial the load sent, and those sent in a registration or an edit that got no answer. */
  serials: Set<string>;
  unansweredSerials: Set<string>;
  /** Acknowledged writes: ids of created cars, usernames of created drivers and managers, edits and deletions. */
  cars: Set<string>;
  drivers: Set<string>;
  managers: Set<string>;
  carEdits: Map<string, string>;
  /** Driver id -> the last name its acknowledged edit gave. */
  driverEdits: Map<string, string>;
  managerEdits: Map<string, string>;
  /** Ids of the company's detectors registered, and detector id -> the serial its acknowledged edit gave. */
  devices: Set<string>;
  deviceEdits: Map<string, string>;
  deleted: Set<string>;
  unanswered: number;
}

export interface RegistrationLoadOptions {
  clients: number;
  office: string;
  /** The car the load's drivers drive (kept out of the office the load fills). */
  driverCar: string;
  token: string;
  /** The id of a created driver or manager, found by the username its creation answered. */
  idOf(kind: 'driver' | 'manager', username: string): Promise<string>;
}

export { carBody };
export const faultManagerBody = (email: string, office: string) => managerBody(email, { office });
/** A company's own detector (POST /device, PUT /device/{id}). */
export const detectorBody = (serialNo: string) => ({ serialNo, model: 2 });

const UNANSWERED_PAUSE_MS = 200;

export function startRegistrationLoad(call: ApiCall, options: RegistrationLoadOptions) {
  const result: RegistrationLoadResult = {
    numbers: new Set(),
    emails: new Set(),
    serials: new Set(),
    unansweredSerials: new Set(),
    cars: new Set(),
    drivers: new Set(),
    managers: new Set(),
    carEdits: new Map(),
    driverEdits: new Map(),
    managerEdits: new Map(),
    devices: new Set(),
    deviceEdits: new Map(),
    deleted: new Set(),
    unanswered: 0,
  };
  let running = true;
  let serial = 0;
  let answered = 0;
  const failures: unknown[] = [];
  const pending = new Set<{ route: string; since: number }>();
  const { token, office } = options;

  /** The answer when it is a 2xx, undefined when there was none (or a 5xx); a 4xx is a failure of the test. */
  const send = async (method: string, path: string, body?: unknown): Promise<ApiAnswer | undefined> => {
    const request = { route: `${method} ${path}`, since: Date.now() };
    pending.add(request);
    const answer = await call(method, path, { token, body })
      .catch(() => undefined)
      .finally(() => pending.delete(request));
    if (answer && answer.status < 300) {
      answered++;
      return answer;
    }
    if (answer && answer.status < 500) throw new Error(`${method} ${path} was refused (${answer.status}): ${JSON.stringify(answer.body)}`);
    result.unanswered++;
    // command-api is down: wait a little, as a person would, before the next request.
    await new Promise((resolve) => setTimeout(resolve, UNANSWERED_PAUSE_MS));
    return undefined;
  };

  const client = async (index: number) => {
    const mine = { cars: [] as string[], drivers: [] as string[], managers: [] as string[], devices: [] as string[] };
    for (let round = 0; running; round++) {
      const n = `${index}-${serial++}`;
      switch (round % 13) {
        case 0:
        case 4: {
          const number = `故障 300 あ ${n}`;
          result.numbers.add(number);
          const answer = await send('POST', '/car', carBody(number, office));
          if (answer) {
            result.cars.add(answer.body.data.id);
            mine.cars.push(answer.body.data.id);
          }
          break;
        }
        case 1: {
          const email = `m${n}@faults.example`;
          result.emails.add(email);
          const answer = await send('POST', '/manager', managerBody(email, { office }));
          if (answer) {
            result.managers.add(answer.body.data.username);
            mine.managers.push(answer.body.data.username);
          }
          break;
        }
        case 2: {
          const answer = await send('POST', '/driver', driverBody(options.driverCar, office));
          if (answer) {
            result.drivers.add(answer.body.data.username);
            mine.drivers.push(answer.body.data.username);
          }
          break;
        }
        case 3: {
          const car = mine.cars.at(-1);
          if (!car) break;
          const number = `故障 300 い ${n}`;
          result.numbers.add(number);
          if (await send('PUT', `/car/${car}`, carBody(number, office))) result.carEdits.set(car, number);
          break;
        }
        case 5: {
          const username = mine.managers.at(-1);
          if (!username) break;
          const email = `m${n}e@faults.example`;
          result.emails.add(email);
          const id = await options.idOf('manager', username);
          if (await send('PUT', `/manager/${id}`, managerBody(email, { office }))) result.managerEdits.set(id, email);
          break;
        }
        case 6: {
          const car = mine.cars.shift();
          if (car && (await send('DELETE', `/car/${car}`))) result.deleted.add(car);
          break;
        }
        case 7: {
          const username = mine.drivers.at(-1);
          if (!username) break;
          const id = await options.idOf('driver', username);
          const lastName = `渡辺${n}`;
          if (await send('PUT', `/driver/${id}`, { ...driverBody(options.driverCar, office), lastName }))
            result.driverEdits.set(id, lastName);
          break;
        }
        case 8: {
          const username = mine.drivers.shift();
          if (!username) break;
          const id = await options.idOf('driver', username);
          if (await send('DELETE', `/driver/${id}`)) result.deleted.add(id);
          break;
        }
        case 9: {
          const username = mine.managers.shift();
          if (!username) break;
          const id = await options.idOf('manager', username);
          if (await send('DELETE', `/manager/${id}`)) result.deleted.add(id);
          break;
        }
        case 10: {
          const serialNo = `FLT-${n}`;
          result.serials.add(serialNo);
          const answer = await send('POST', '/device', detectorBody(serialNo));
          if (!answer) result.unansweredSerials.add(serialNo);
          else {
            result.devices.add(answer.body.data.id);
            mine.devices.push(answer.body.data.id);
          }
          break;
        }
        case 11: {
          const device = mine.devices.at(-1);
          if (!device) break;
          const serialNo = `FLT-${n}-E`;
          result.serials.add(serialNo);
          if (await send('PUT', `/device/${device}`, detectorBody(serialNo))) result.deviceEdits.set(device, serialNo);
          else result.unansweredSerials.add(serialNo);
          break;
        }
        case 12: {
          const device = mine.devices.shift();
          if (device && (await send('DELETE', `/device/${device}`))) result.deleted.add(device);
          break;
        }
      }
    }
  };
  const clients = Array.from({ length: options.clients }, (_, index) =>
    client(index).catch((error: unknown) => {
      failures.push(error);
      running = false;
    }),
  );
  return {
    /** Acknowledged writes so far. */
    get count() {
      return answered;
    },
    /** How long the oldest request to `route` (e.g. `POST /manager`) still waiting for its answer has waited. */
    pendingFor(route: string): number {
      const since = Math.min(...[...pending].filter((request) => request.route === route).map((request) => request.since));
      return Number.isFinite(since) ? Date.now() - since : 0;
    },
    async stop(): Promise<RegistrationLoadResult> {
      running = false;
      await Promise.all(clients);
      if (failures.length > 0) throw failures[0];
      return result;
    },
  };
}
