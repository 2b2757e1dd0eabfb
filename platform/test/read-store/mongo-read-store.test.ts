import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, it } from 'vitest';
import { MongoReadStore } from '../../src/read-store/mongo/mongo-read-store';
import { serviceAvailable } from '../../src/testing/services';
import { readStoreContract } from './read-store-contract';

const url = process.env.MONGODB_URL;
const available = await serviceAvailable(
  'mongodb',
  'read-store contract (MongoDB)',
  async () => {
    if (!url) throw new Error('MONGODB_URL is not set');
    const client = await new MongoClient(url, { serverSelectionTimeoutMS: 3000 }).connect();
    await client.close();
  },
  'set MONGODB_URL=mongodb://127.0.0.1:27017 to run',
);

if (available && url) {
  readStoreContract('MongoDB', async () => {
    const client = await new MongoClient(url).connect();
    // A fresh database per test file, as for PostgreSQL.
    const db = client.db(`fc_read_store_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`);
    const store = new MongoReadStore({ db });
    return {
      store,
      async dispose() {
        await db.dropDatabase();
        await client.close();
      },
    };
  });
} else {
  describe.skip('read store contract: MongoDB', () => {
    it('needs MONGODB_URL', () => undefined);
  });
}
