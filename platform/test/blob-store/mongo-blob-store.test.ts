import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, it } from 'vitest';
import { MongoBlobStore } from '../../src/blob-store/mongo-blob-store';
import { serviceAvailable } from '../../src/testing/services';
import { blobStoreContract } from './blob-store-contract';

const url = process.env.MONGODB_URL;
const available = await serviceAvailable(
  'mongodb',
  'blob-store contract (MongoDB GridFS)',
  async () => {
    if (!url) throw new Error('MONGODB_URL is not set');
    const client = await new MongoClient(url, { serverSelectionTimeoutMS: 3000 }).connect();
    await client.close();
  },
  'set MONGODB_URL=mongodb://127.0.0.1:27017 to run',
);

if (available && url) {
  blobStoreContract('MongoDB GridFS', async () => {
    const client = await new MongoClient(url).connect();
    const db = client.db(`fc_blob_store_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`);
    const store = new MongoBlobStore({ db });
    return {
      store,
      storedCopies: (id, companyId) => db.collection('blobs.files').countDocuments({ filename: `${companyId}/${id}` }),
      async dispose() {
        await db.dropDatabase();
        await client.close();
      },
    };
  });
} else {
  describe.skip('blob store contract: MongoDB GridFS', () => {
    it('needs MONGODB_URL', () => undefined);
  });
}
