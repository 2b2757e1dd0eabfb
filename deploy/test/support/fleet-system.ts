import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { prepareFleet, type Fleet } from '../../src/simulate/fleet-access';

/** The whole local profile on its own database, signed in the way an operator would (see prepareFleet). */
export interface FleetSystem {
  db: TestDatabase;
  /** The profile's data directory (its blobs; a test may write its downloads there). */
  dataDir: string;
  system: LocalSystem;
  call: ApiCall;
  /** The demo manager's company, its drivers and `devices` detectors the admin registered for it. */
  fleet: Fleet;
  stop(): Promise<void>;
}

/**
 * Starts the local profile (APIs, projections, workers, mailer) on a fresh database named `fc_<name>`, seeded with
 * the demo admin and company, and signs in the demo manager and admin to register `devices` detectors.
 */
export async function startFleetSystem(
  name: string,
  options: { devices?: number; env?: Record<string, string> } = {},
): Promise<FleetSystem> {
  const db = await createTestDatabase(`fc_${name.replace(/\W/g, '_')}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `fc-${name}-`));
  const stop = async (system?: LocalSystem) => {
    await system?.stop();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let system: LocalSystem | undefined;
  try {
    const env = localEnvSchema.parse({
      DATABASE_URL: db.url,
      FLEETCHECK_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...options.env,
    });
    system = await startLocalSystem(env, createLogger({ level: 'error', name: `${name}-test` }));
    const call = apiClient(system.url);
    const fleet = await prepareFleet(call, options.devices ?? 1);
    const started = system;
    return { db, dataDir, system, call, fleet, stop: () => stop(started) };
  } catch (error) {
    await stop(system);
    throw error;
  }
}
