import type { ApiCall } from '../simulate/api-client';
import type { Fleet } from '../simulate/fleet-access';
import { variedReading, resultMgL } from '../simulate/readings';
import { now, percentile, round } from './stats';

/*
 * What the load bench's clients send: 80% reads (lists and the dashboard) and 20% writes (office commands and
 * detector results), each client sending its next request as soon as the last is answered (closed loop).
 */
interface Endpoint {
  name: string;
  /** Share of requests, in percent. */
  weight: number;
  send(call: ApiCall, fleet: Fleet, index: number): Promise<{ status: number }>;
}

const list =
  (path: string): Endpoint['send'] =>
  (call, fleet) =>
    call('GET', path, { token: fleet.managerToken });
const office = (index: number) => ({
  name: `負荷営業所 ${index}`,
  phone: '03-1234-5678',
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '千代田1-1',
});

export const ENDPOINTS: readonly Endpoint[] = [
  { name: 'GET /home', weight: 25, send: list('/home') },
  { name: 'GET /test-result', weight: 20, send: list('/test-result?limit=20') },
  { name: 'GET /driver', weight: 15, send: list('/driver?limit=20') },
  { name: 'GET /car', weight: 10, send: list('/car?limit=20') },
  { name: 'GET /office', weight: 10, send: list('/office?limit=20') },
  {
    name: 'POST /test-result/device',
    weight: 15,
    send: (call, fleet, index) =>
      call('POST', '/test-result/device', {
        device: fleet.devices[index % fleet.devices.length]!.secret,
        body: variedReading(fleet.drivers[index % fleet.drivers.length]!, resultMgL()),
      }),
  },
  {
    name: 'POST /office',
    weight: 5,
    send: (call, fleet, index) => call('POST', '/office', { token: fleet.managerToken, body: office(index) }),
  },
];

function pickEndpoint(): Endpoint {
  let roll = Math.random() * 100;
  for (const endpoint of ENDPOINTS) {
    roll -= endpoint.weight;
    if (roll < 0) return endpoint;
  }
  return ENDPOINTS.at(-1)!;
}

interface Samples {
  latenciesMs: number[];
  errors: number;
  statuses: Record<string, number>;
}

/** `clients` closed-loop clients for `seconds`: per endpoint and in total, requests, errors, throughput, p50/p99. */
export async function runClients(call: ApiCall, fleet: Fleet, clients: number, seconds: number) {
  const samples = new Map<string, Samples>(ENDPOINTS.map((e) => [e.name, { latenciesMs: [], errors: 0, statuses: {} }]));
  let sequence = 0;
  const started = now();
  const endAt = started + seconds * 1000;
  const client = async () => {
    while (now() < endAt) {
      const endpoint = pickEndpoint();
      const sample = samples.get(endpoint.name)!;
      const sentAt = now();
      const status = await endpoint
        .send(call, fleet, sequence++)
        .then((answer) => answer.status)
        .catch(() => 0);
      sample.latenciesMs.push(now() - sentAt);
      sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
      if (status === 0 || status >= 400) sample.errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsedSeconds = (now() - started) / 1000;
  const endpoints = Object.fromEntries(
    [...samples].map(([name, sample]) => [
      name,
      {
        requests: sample.latenciesMs.length,
        errors: sample.errors,
        statuses: sample.statuses,
        throughputPerSecond: round(sample.latenciesMs.length / elapsedSeconds, 1),
        p50Ms: round(percentile(sample.latenciesMs, 50), 1),
        p99Ms: round(percentile(sample.latenciesMs, 99), 1),
      },
    ]),
  );
  const all = [...samples.values()];
  const requests = all.reduce((sum, s) => sum + s.latenciesMs.length, 0);
  const everyLatency = all.flatMap((s) => s.latenciesMs);
  return {
    elapsedSeconds: round(elapsedSeconds, 1),
    total: {
      requests,
      errors: all.reduce((sum, s) => sum + s.errors, 0),
      throughputPerSecond: round(requests / elapsedSeconds, 1),
      p50Ms: round(percentile(everyLatency, 50), 1),
      p99Ms: round(percentile(everyLatency, 99), 1),
    },
    endpoints,
  };
}

export type ClientsRun = Awaited<ReturnType<typeof runClients>>;
