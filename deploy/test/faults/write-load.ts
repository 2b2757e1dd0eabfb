import type { ApiCall } from '../../src/simulate/api-client';
import type { Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';

/** What the write load got acknowledged (2xx): the facts the fault test holds the system to. */
export interface Acknowledged {
  /** Device-generated ids of acknowledged test results, with whether each one fails the alcohol check. */
  readings: Map<string, { failing: boolean }>;
  /** Ids of acknowledged office creations. */
  offices: Set<string>;
  /** Requests that got no answer or a 5xx (a service was down); readings among them are retried. */
  unanswered: number;
}

export const FAILING_MG_L = 0.25;

/**
 * Closed-loop writers: each client posts detector results (every fifth one failing) and, now and then, creates
 * an office as the manager. A result that gets no answer is posted again with the same device id, as a detector
 * does, until it is acknowledged; an office creation is not retried (a second POST would be a second office).
 */
export function startWriteLoad(call: ApiCall, fleet: Fleet, options: { clients: number; pauseMs: number }) {
  const acknowledged: Acknowledged = { readings: new Map(), offices: new Set(), unanswered: 0 };
  let running = true;
  let operations = 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.pauseMs));

  const postReading = async (client: number) => {
    const device = fleet.devices[client % fleet.devices.length]!;
    const driver = fleet.drivers[operations % fleet.drivers.length]!;
    const failing = operations % 5 === 0;
    const reading = deviceReading(driver, failing ? FAILING_MG_L : 0);
    for (;;) {
      const answer = await call('POST', '/test-result/device', { device: device.secret, body: reading }).catch(() => undefined);
      if (answer && answer.status < 300) {
        acknowledged.readings.set(reading.id, { failing });
        return;
      }
      if (answer && answer.status < 500) throw new Error(`a reading was refused (${answer.status}): ${JSON.stringify(answer.body)}`);
      acknowledged.unanswered++;
      await pause();
    }
  };

  const createOffice = async () => {
    const name = `負荷営業所 ${operations}`;
    const body = {
      name,
      phone: '03-1234-5678',
      postcode: '100-0001',
      prefectures: '東京都',
      municipalities: '千代田区',
      town: '千代田1-1',
    };
    const answer = await call('POST', '/office', { token: fleet.managerToken, body }).catch(() => undefined);
    if (answer?.status === 201) acknowledged.offices.add(answer.body.data.id as string);
    else if (answer && answer.status < 500) throw new Error(`an office was refused (${answer.status}): ${JSON.stringify(answer.body)}`);
    else acknowledged.unanswered++;
  };

  const client = async (index: number) => {
    while (running) {
      operations++;
      if (operations % 10 === 0) await createOffice();
      else await postReading(index);
      await pause();
    }
  };
  const failures: unknown[] = [];
  const clients = Array.from({ length: options.clients }, (_, index) =>
    client(index).catch((error: unknown) => {
      failures.push(error);
      running = false;
    }),
  );

  return {
    acknowledged,
    /** Acknowledged writes so far. */
    get count() {
      return acknowledged.readings.size + acknowledged.offices.size;
    },
    /** Stops the writers; resolves once every write in flight is acknowledged (or has failed the test). */
    async stop(): Promise<Acknowledged> {
      running = false;
      await Promise.all(clients);
      if (failures.length > 0) throw failures[0];
      return acknowledged;
    },
  };
}
