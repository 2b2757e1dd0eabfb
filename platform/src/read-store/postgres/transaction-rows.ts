import type { Runner } from './postgres-read-store';

/** A row as the transaction knows it: `json` undefined when there is no such row. */
export interface KnownRow {
  json: string | undefined;
  position: bigint | null;
  /** `json` parsed, once, by the first read that needs it; never handed out itself (see documentOf). */
  parsed?: { doc: Record<string, unknown>; flat: boolean };
}

/**
 * A copy of the known row's document for a caller, who may change it. `json` is parsed once per row version:
 * a document without nested objects or arrays (most rows a projection reads per event: a driver, a day's
 * figures) is then copied by a spread, much cheaper than parsing it again; others are parsed anew.
 */
export function documentOf(row: KnownRow): unknown {
  if (row.json === undefined) return undefined;
  const parsed = (row.parsed ??= parse(row.json));
  return parsed.flat ? { ...parsed.doc } : JSON.parse(row.json);
}

/** The known row's document, not copied: only for callers that copy it themselves (applyPatch does). */
export function sharedDocumentOf(row: KnownRow): unknown {
  if (row.json === undefined) return undefined;
  return (row.parsed ??= parse(row.json)).doc;
}

function parse(json: string): { doc: Record<string, unknown>; flat: boolean } {
  const doc = JSON.parse(json) as Record<string, unknown>;
  let flat = true;
  for (const key in doc) if (typeof doc[key] === 'object' && doc[key] !== null) flat = false;
  return { doc, flat };
}

type PendingWrite = { kind: 'upsert'; json: string; position: bigint | null } | { kind: 'delete'; position: bigint | null };

/**
 * One collection's rows inside a read-store transaction: the rows it has read or written, and its writes not
 * yet sent. A projection applying a batch of events touches the same rows again and again (a company's daily
 * figures, the driver of each test) and inserts many new ones; this turns a round trip per read and per
 * write into one read per row and one statement per collection at commit (`flush`).
 *
 * Writes are decided against the known row, with the same position guard the store applies. A write to a
 * row the transaction has not read is sent with the guard in SQL; the row is then unknown until flushed, so
 * reading it flushes first.
 */
export class TransactionRows {
  private readonly known = new Map<string, KnownRow>();
  private readonly pending = new Map<string, PendingWrite>();
  /** Ids written without being known: the guard in SQL decides, so their outcome is unknown until flushed. */
  private readonly unsure = new Set<string>();

  constructor(private readonly table: string) {}

  /** The known row, or undefined when the transaction must read it (after flushing, when it is unsure). */
  get(id: string): KnownRow | undefined {
    return this.unsure.has(id) ? undefined : this.known.get(id);
  }

  isUnsure(id: string): boolean {
    return this.unsure.has(id);
  }

  /** Buffers a write: `position` null is an unguarded write. */
  write(id: string, write: PendingWrite): void {
    const earlier = this.pending.get(id);
    // Both guarded on an unknown row: in order, the later write would be refused unless it is newer.
    const refused = this.unsure.has(id) && earlier?.position != null && write.position !== null && write.position <= earlier.position;
    if (refused) return;
    this.pending.set(id, write);
    if (this.unsure.has(id) || !this.known.has(id)) {
      this.unsure.add(id);
      this.known.delete(id);
    } else {
      this.known.set(id, { json: write.kind === 'upsert' ? write.json : undefined, position: write.position });
    }
  }

  /** Reads the rows not known yet in one statement; ids without a row become known as absent. */
  async prefetch(runner: Runner, ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.known.has(id) && !this.unsure.has(id));
    if (wanted.length > 0) await this.load(runner, wanted, false);
  }

  /** Reads these rows (FOR UPDATE when `lock`) and knows them from then on, absent ones as absent. */
  async load(runner: Runner, ids: readonly string[], lock: boolean): Promise<void> {
    // The documents as JSON text: they are kept as text, so parsing them here only to serialise them again is saved.
    const { rows } = await runner.query<{ id: string; doc: string; position: string | null }>(
      `SELECT id, doc::text AS doc, position FROM ${this.table} WHERE id = ANY($1::text[]) ${lock ? 'FOR UPDATE' : ''}`,
      [ids],
    );
    for (const id of ids) this.known.set(id, { json: undefined, position: null });
    for (const row of rows) this.known.set(row.id, { json: row.doc, position: row.position === null ? null : BigInt(row.position) });
  }

  forgetAll(): void {
    this.known.clear();
  }

  /** Sends the buffered writes: one upsert and one delete statement at most, each with the position guard. */
  async flush(runner: Runner): Promise<void> {
    if (this.pending.size === 0) return;
    const upserts: [string, string, string | null][] = [];
    const deletes: [string, string | null][] = [];
    for (const [id, write] of this.pending) {
      const position = write.position === null ? null : write.position.toString();
      if (write.kind === 'upsert') upserts.push([id, write.json, position]);
      else deletes.push([id, position]);
    }
    this.pending.clear();
    for (const id of this.unsure) this.known.delete(id);
    this.unsure.clear();
    const guard = (row: string, incoming: string) =>
      `(${incoming}.position IS NULL OR ${row}.position IS NULL OR ${row}.position < ${incoming}.position)`;
    if (upserts.length > 0) {
      // One JSON array of [id, doc, position] rows: the documents are JSON already, so nothing is escaped again.
      const rows = upserts.map(([id, json, position]) => `[${JSON.stringify(id)},${json},${position ?? 'null'}]`).join(',');
      await runner.query(
        `INSERT INTO ${this.table} (id, doc, position)
         SELECT u->>0, u->1, (u->>2)::bigint FROM jsonb_array_elements($1::jsonb) AS u
         ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, position = EXCLUDED.position
         WHERE ${guard(this.table, 'EXCLUDED')}`,
        [`[${rows}]`],
      );
    }
    if (deletes.length > 0) {
      await runner.query(
        `DELETE FROM ${this.table} USING unnest($1::text[], $2::bigint[]) AS d(id, position)
         WHERE ${this.table}.id = d.id AND ${guard(this.table, 'd')}`,
        [deletes.map((d) => d[0]), deletes.map((d) => d[1])],
      );
    }
  }
}
