import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobId, type BlobStore } from '../../src/blob-store/port';

export interface BlobStoreFixture {
  store: BlobStore;
  /** How many copies of a blob the storage holds, where the adapter can tell. */
  storedCopies?(id: string, companyId: string): Promise<number>;
  dispose(): Promise<void>;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('pixels')]);

/** What every blob store adapter must do, run against each one. */
export function blobStoreContract(name: string, open: () => Promise<BlobStoreFixture>) {
  describe(`blob store contract: ${name}`, () => {
    let fixture: BlobStoreFixture;
    beforeAll(async () => {
      fixture = await open();
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    it('keeps bytes by their sha-256 and gives them back with their type', async () => {
      const id = await fixture.store.put({ companyId: 'c-1', contentType: 'image/png', bytes: PNG });
      expect(id).toBe(blobId(PNG));
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      const stored = await fixture.store.get(id, 'c-1');
      expect(stored?.contentType).toBe('image/png');
      expect(stored?.companyId).toBe('c-1');
      expect(stored?.bytes.equals(PNG)).toBe(true);
    });

    it('stores the same bytes once per company and answers them to that company only', async () => {
      const bytes = Buffer.concat([PNG, Buffer.from('second')]);
      const first = await fixture.store.put({ companyId: 'c-2', contentType: 'image/png', bytes });
      const again = await fixture.store.put({ companyId: 'c-2', contentType: 'image/png', bytes });
      expect(again).toBe(first);
      expect(await fixture.store.get(first, 'c-3')).toBeUndefined();
      await fixture.store.put({ companyId: 'c-3', contentType: 'image/png', bytes });
      expect((await fixture.store.get(first, 'c-3'))?.bytes.equals(bytes)).toBe(true);
    });

    it('stores bytes uploaded several times at once as one file', async () => {
      const bytes = Buffer.concat([PNG, Buffer.from('raced')]);
      const ids = await Promise.all(
        Array.from({ length: 5 }, () => fixture.store.put({ companyId: 'c-5', contentType: 'image/png', bytes })),
      );
      expect(new Set(ids)).toEqual(new Set([blobId(bytes)]));
      expect((await fixture.store.get(blobId(bytes), 'c-5'))?.bytes.equals(bytes)).toBe(true);
      if (fixture.storedCopies) expect(await fixture.storedCopies(blobId(bytes), 'c-5')).toBe(1);
    });

    it('answers nothing for an unknown or malformed id', async () => {
      expect(await fixture.store.get(blobId(Buffer.from('never stored')), 'c-1')).toBeUndefined();
      expect(await fixture.store.get("x' OR 1=1 --", 'c-1')).toBeUndefined();
    });

    it('keeps larger files whole', async () => {
      const bytes = Buffer.alloc(600 * 1024, 7);
      const id = await fixture.store.put({ companyId: 'c-4', contentType: 'image/jpeg', bytes });
      expect((await fixture.store.get(id, 'c-4'))?.bytes.equals(bytes)).toBe(true);
    });
  });
}
