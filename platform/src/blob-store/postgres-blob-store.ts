import type pg from 'pg';
import { pgPool } from '../postgres/pool';
import { blobId, isBlobId, type BlobInput, type BlobStore, type StoredBlob } from './port';

const SCHEMA = `CREATE TABLE IF NOT EXISTS blobs (
  id text NOT NULL,
  company_id text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id)
)`;

/** Blob store on a PostgreSQL bytea table (local profile and tests). */
export class PostgresBlobStore implements BlobStore {
  private readonly pool: pg.Pool;
  private ready: Promise<unknown> | undefined;

  constructor(options: { url: string }) {
    this.pool = pgPool(options.url, { max: 4 });
  }

  private schema(): Promise<unknown> {
    // Several processes may create the table at once: losing that race (a duplicate type or relation) is fine.
    this.ready ??= this.pool.query(SCHEMA).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === '23505' || code === '42P07') return;
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async put(blob: BlobInput): Promise<string> {
    await this.schema();
    const id = blobId(blob.bytes);
    await this.pool.query(
      'INSERT INTO blobs (id, company_id, content_type, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (company_id, id) DO NOTHING',
      [id, blob.companyId, blob.contentType, blob.bytes],
    );
    return id;
  }

  async get(id: string, companyId: string): Promise<StoredBlob | undefined> {
    if (!isBlobId(id)) return undefined;
    await this.schema();
    const { rows } = await this.pool.query<{ content_type: string; bytes: Buffer }>(
      'SELECT content_type, bytes FROM blobs WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    const row = rows[0];
    return row ? { id, companyId, contentType: row.content_type, bytes: row.bytes } : undefined;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
