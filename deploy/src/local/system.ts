import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readiness, type Logger } from '@fleetcheck/platform';
import type { LocalEnv } from './env';
import { openStores, type Stores } from './stores';
import { createWebServer } from './web-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalSystem {
  url: string;
  stores: Stores;
  readiness: Readiness;
  stop(): Promise<void>;
}

/**
 * Starts the whole local profile in this process: stores, the command and query APIs on one port, the
 * projection runners and the workers. Used by `npm start` and by the end-to-end tests.
 */
export async function startLocalSystem(env: LocalEnv, logger: Logger): Promise<LocalSystem> {
  const readiness = new Readiness();
  const storesReady = readiness.register('stores');
  const app = createWebServer({ readiness, frontendDist: path.join(repoRoot, 'frontend/dist') });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${env.HOST}:${address.port}`;

  const stores = await openStores(env, logger);
  storesReady();

  return {
    url,
    stores,
    readiness,
    async stop() {
      await closeServer(server);
      await stores.close();
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
