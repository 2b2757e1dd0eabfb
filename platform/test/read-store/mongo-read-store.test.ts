import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { defineCollection } from '../../src/read-store';
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

  describe('MongoDB indexes', () => {
    it('a changed index declaration replaces the old index at the next start instead of failing', async () => {
      const client = await new MongoClient(url).connect();
      const db = client.db(`fc_read_store_ix_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`);
      try {
        const plain = defineCollection<{ _id: string; email?: string }>({ name: 'staff', indexes: [{ fields: ['email'] }] });
        const unique = defineCollection<{ _id: string; email?: string }>({ name: 'staff', indexes: [{ fields: ['email'], unique: true }] });
        await new MongoReadStore({ db }).collection(plain).upsert({ _id: 'a', email: 'a@example.com' });
        const restarted = new MongoReadStore({ db }).collection(unique);
        await restarted.upsert({ _id: 'b', email: 'b@example.com' });
        await expect(restarted.upsert({ _id: 'c', email: 'a@example.com' })).rejects.toThrow(/unique|duplicate/i);
        const names = (await db.collection('rs_staff').indexes()).map((index) => index.name);
        expect(names.filter((name) => name !== '_id_')).toEqual([expect.stringMatching(/^uix_email_1_[0-9a-f]{8}$/)]);
      } finally {
        await db.dropDatabase();
        await client.close();
      }
    });
  });
} else {
  describe.skip('read store contract: MongoDB', () => {
    it('needs MONGODB_URL', () => undefined);
  });
}
