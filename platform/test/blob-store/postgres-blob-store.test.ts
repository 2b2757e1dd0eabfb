import { PostgresBlobStore } from '../../src/blob-store/postgres-blob-store';
import { createTestDatabase } from '../../src/testing/postgres';
import { blobStoreContract } from './blob-store-contract';

blobStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('fc_blob_store');
  const store = new PostgresBlobStore({ url: database.url });
  return {
    store,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});
