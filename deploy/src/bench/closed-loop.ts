import { now, percentile, round } from './stats';

/** `clients` loops each making `perClient` sequential calls (closed loop); latency percentiles in ms and throughput. */
export async function closedLoop(clients: number, perClient: number, call: (client: number, i: number) => Promise<void>) {
  const samples: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < perClient; i++) {
        const t = now();
        await call(client, i);
        samples.push(now() - t);
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  return {
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    requestsPerSecond: round(samples.length / seconds, 1),
    requests: samples.length,
  };
}

export type ClosedLoopRun = Awaited<ReturnType<typeof closedLoop>>;
