import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../../src/testing/postgres';
import { eventStoreContract } from '../../src/testing/event-store-contract';

// PostgreSQL through DATABASE_URL (or the machine's server): a fresh database for this file.
eventStoreContract('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('fc_es');
  return {
    open: () => createPostgresEventStore(database.url),
    dispose: () => database.drop(),
  };
});
