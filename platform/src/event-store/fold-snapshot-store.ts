import { randomUUID } from 'node:crypto';
import { defineCollection } from '../read-store/definition';
import type { ReadStore } from '../read-store/port';

/** A live fold's view as stored: the fold's version, the position of the last event folded, the view as JSON text. */
export interface FoldSnapshot {
  version: string;
  position: bigint;
  json: string;
}

/** Where live folds keep their snapshots (one per fold name: the newest position wins). */
export interface FoldSnapshotStore {
  load(name: string): Promise<FoldSnapshot | undefined>;
  save(name: string, snapshot: FoldSnapshot): Promise<void>;
}

interface SnapshotHead {
  _id: string;
  version: string;
  position: string;
  generation: string;
  parts: number;
}

interface SnapshotPart {
  _id: string;
  fold: string;
  generation: string;
  /** The snapshot's position, zero-padded so that it orders as a string. */
  at: string;
  index: number;
  text: string;
}

/**
 * A head document per fold (version, position, which generation of parts holds the view) and the view's JSON in
 * parts of at most PART_CHARS characters (a MongoDB document holds 16 MB; a session directory can grow past that).
 */
export const foldSnapshotsCollection = defineCollection<SnapshotHead | SnapshotPart>({
  name: 'fold_snapshots',
  fields: { fold: 'string', generation: 'string', at: 'string', index: 'number' },
  indexes: [{ fields: ['fold', 'generation'] }, { fields: ['fold', 'at'] }],
});

const PART_CHARS = 4_000_000;
/** Parts of at most `partChars` characters, never cutting a surrogate pair (a lone half is not storable JSON text). */
function splitText(text: string, partChars: number): string[] {
  const parts: string[] = [];
  let start = 0;
  do {
    let end = Math.min(text.length, start + partChars);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end--;
    parts.push(text.slice(start, end));
    start = end;
  } while (start < text.length);
  return parts;
}

const padded = (position: bigint) => position.toString().padStart(24, '0');

/**
 * Snapshots as read store documents (the read store every API already has: PostgreSQL, or MongoDB in
 * production). Several processes may save the same fold: the parts of a snapshot are written first under a
 * generation of their own, then the head is moved to them by a write guarded by the snapshot's position (it never
 * moves back), then the parts of older snapshots are deleted. A reader that finds a head's parts gone (a newer
 * snapshot replaced them meanwhile) reads the head again.
 */
export function readStoreFoldSnapshots(readStore: ReadStore, options: { partChars?: number } = {}): FoldSnapshotStore {
  const partChars = options.partChars ?? PART_CHARS;
  const documents = readStore.collection(foldSnapshotsCollection);
  const head = (name: string) => `${name}/head`;

  async function loadOnce(name: string): Promise<FoldSnapshot | undefined | 'moved'> {
    const found = (await documents.findById(head(name))) as SnapshotHead | undefined;
    if (!found) return undefined;
    const parts = (await documents.findMany({
      filter: { fold: name, generation: found.generation },
      sort: [{ field: 'index' }],
    })) as SnapshotPart[];
    if (parts.length !== found.parts) return 'moved';
    return { version: found.version, position: BigInt(found.position), json: parts.map((part) => part.text).join('') };
  }

  return {
    async load(name) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const loaded = await loadOnce(name);
        if (loaded !== 'moved') return loaded;
      }
      return undefined;
    },

    async save(name, snapshot) {
      const text = snapshot.json;
      const generation = `${padded(snapshot.position)}-${randomUUID()}`;
      const at = padded(snapshot.position);
      const parts = splitText(text, partChars);
      for (const [index, part] of parts.entries())
        await documents.upsert({ _id: `${name}/${generation}/${index}`, fold: name, generation, at, index, text: part });
      const count = parts.length;
      const moved = await documents.upsert(
        { _id: head(name), version: snapshot.version, position: snapshot.position.toString(), generation, parts: count },
        { position: snapshot.position },
      );
      if (!moved) {
        // A snapshot as new or newer is already there: these parts are never read.
        await documents.deleteMany({ fold: name, generation });
        return;
      }
      await documents.deleteMany({ fold: name, at: { lt: at } });
    },
  };
}
