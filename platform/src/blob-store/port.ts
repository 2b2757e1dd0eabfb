import { createHash } from 'node:crypto';

/** A stored file: its bytes, what they are and which company owns them. */
export interface StoredBlob {
  /** Content id: hex sha-256 of the bytes. */
  id: string;
  contentType: string;
  /** The owning company; the same bytes of two companies are two blobs. */
  companyId: string;
  bytes: Buffer;
}

export interface BlobInput {
  contentType: string;
  companyId: string;
  bytes: Buffer;
}

/**
 * Files kept by content (photos of managers and drivers). `put` is idempotent: the same bytes of the same
 * company give the same id and store nothing new. `get` answers the blob of that company only, so a caller
 * can never read another company's file by guessing or copying an id.
 */
export interface BlobStore {
  put(blob: BlobInput): Promise<string>;
  get(id: string, companyId: string): Promise<StoredBlob | undefined>;
  close(): Promise<void>;
}

/** The content id of `bytes`. */
export function blobId(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Ids are hex sha-256: anything else is never stored, so adapters answer it as missing without a lookup. */
export function isBlobId(id: string): boolean {
  return /^[0-9a-f]{64}$/.test(id);
}
