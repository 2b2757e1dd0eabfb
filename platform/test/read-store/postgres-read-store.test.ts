import { PostgresReadStore } from '../../src/read-store/postgres/postgres-read-store';
import { createTestDatabase } from '../../src/testing/postgres';
import { readStoreContract } from './read-store-contract';

readStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('fc_read_store');
  const store = new PostgresReadStore({ url: database.url });
  return {
    store,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});
