import type { ApiCall } from './api-client';
import type { Fleet } from './fleet-access';
import { runPacedLoad, type LoadSummary } from './paced-load';
import { DEFAULT_MIX, variedReading, resultMgL, type ReadingMix } from './readings';

export interface SimulationOptions {
  rate: number;
  durationSeconds: number;
  mix?: ReadingMix;
  maxInFlight?: number;
}

export interface SimulationSummary extends LoadSummary {
  failingResults: number;
}

/** Devices take turns (round robin), each reporting a driver of the company at the wheel of their car. */
export async function simulate(call: ApiCall, fleet: Fleet, options: SimulationOptions): Promise<SimulationSummary> {
  let failingResults = 0;
  const summary = await runPacedLoad({
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    maxInFlight: options.maxInFlight,
    async send(index) {
      const device = fleet.devices[index % fleet.devices.length]!;
      const driver = fleet.drivers[Math.floor(Math.random() * fleet.drivers.length)]!;
      const result = resultMgL(options.mix ?? DEFAULT_MIX);
      if (result >= 0.15) failingResults++;
      const answer = await call('POST', '/test-result/device', { device: device.secret, body: variedReading(driver, result) });
      return answer.status === 201 || answer.status === 200;
    },
  });
  return { ...summary, failingResults };
}
