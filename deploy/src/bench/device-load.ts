import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiClient } from '../simulate/api-client';
import type { DriverAtWheel, SimulatedDevice } from '../simulate/fleet-access';
import { runPacedLoad, type LoadSummary } from '../simulate/paced-load';
import { variedReading } from '../simulate/readings';

/** Passing results (0.000 mg/l) from `devices` in turn, each for the next driver, at `rate` for `durationSeconds`. */
export interface DeviceLoad {
  url: string;
  devices: SimulatedDevice[];
  drivers: DriverAtWheel[];
  rate: number;
  durationSeconds: number;
  maxInFlight: number;
}

/** Where the load generator runs: in the process under test (default), or a child process with its own event loop. */
export type LoadMode = 'in-process' | 'child-process';

export function runDeviceLoad(load: DeviceLoad): Promise<LoadSummary> {
  const call = apiClient(load.url);
  return runPacedLoad({
    rate: load.rate,
    durationSeconds: load.durationSeconds,
    maxInFlight: load.maxInFlight,
    send: async (index) => {
      const answer = await call('POST', '/test-result/device', {
        device: load.devices[index % load.devices.length]!.secret,
        body: variedReading(load.drivers[index % load.drivers.length]!, 0),
      });
      return answer.status === 201;
    },
  });
}

const CHILD = fileURLToPath(import.meta.url);

/** runDeviceLoad in a child process (node with tsx, as this process), so the generator does not share the event loop it measures. */
export function runDeviceLoadIn(mode: LoadMode, load: DeviceLoad): Promise<LoadSummary> {
  if (mode === 'in-process') return runDeviceLoad(load);
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, ['--child'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    let summary: LoadSummary | undefined;
    child.on('message', (message) => (summary = message as LoadSummary));
    child.on('error', reject);
    child.on('exit', (code) => (summary ? resolve(summary) : reject(new Error(`load generator exited with ${code}`))));
    child.send(load);
  });
}

if (process.argv.includes('--child') && process.send) {
  process.once('message', (load) => {
    void runDeviceLoad(load as DeviceLoad).then((summary) => {
      process.send!(summary, () => process.exit(0));
    });
  });
}
