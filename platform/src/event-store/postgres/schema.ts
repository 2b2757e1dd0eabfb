import type pg from 'pg';
import { withPooledClient } from '../../postgres/pool';

/** Channel that appends notify after their commit (debounced per store; the payload is the newest position). */
export const APPENDED_CHANNEL = 'fleetcheck_events_appended';

const MIGRATION_LOCK_KEY = 7_314_550_202;

/** Events per append: the position keeps the event's index inside its transaction in the low bits. */
export const POSITION_INDEX_BITS = 20;

/**
 * The positions every reader may see: those below the oldest transaction still running when its statement's
 * snapshot was taken. Inlined in each read (never a volatile function, which would take a newer snapshot than
 * the scan's).
 */
export const VISIBLE_LIMIT = `(pg_snapshot_xmin(pg_current_snapshot())::text::bigint << ${POSITION_INDEX_BITS})`;

/*
 * Positions, and why no reader can skip a late commit (the "skipped event" problem). With a plain sequence,
 * transaction A can take position 10, B position 11, B commit first, and a reader that saw 11 moves past 10
 * for good. Here an append's events are numbered from its own transaction id, `xid8 << 20 | index`, and every
 * read stops below `VISIBLE_LIMIT`: the id of the oldest transaction still running in the read's snapshot,
 * shifted the same way. Every transaction below that id has ended (committed, visible to the read; or rolled
 * back, gone), and every transaction that ends later has a larger id, so its events sort after anything
 * already read. Positions are therefore ordered and final as read, though not consecutive. Appends take no
 * global lock: they commit concurrently and PostgreSQL can group their flushes. A long transaction holding an
 * id (anywhere on the server) holds readers back until it ends, never makes them skip.
 * Positions of the first schema (consecutive numbers below 2^20 times any transaction id since) stay valid:
 * every new position is larger, so stored checkpoints keep their meaning.
 */
/**
 * One append, one statement (autocommitted, so atomic): reads the stream's revision from the (stream_name,
 * revision) index, inserts the events when the expectation holds ($2: any | no_stream | stream_exists | exact,
 * $3 the exact revision), numbered from the transaction id. Answers the revision found, and the new revision
 * and last position (null when the expectation failed). Two appends racing on one stream collide on the unique
 * index: the later one fails with 23505 and the caller reads the revision again.
 * $4..$8: ids, types, schema versions, data and metadata of the events, as parallel arrays (APPEND_SQL), or of
 * the one event as plain values (APPEND_ONE_SQL: most commands append one event, and a JSON document inside an
 * array literal costs escaping in the client and parsing twice in the server).
 */
const appendSql = (events: string) => `
WITH current AS (
  SELECT coalesce(max(revision), -1) AS revision FROM event_store.events WHERE stream_name = $1
), allowed AS (
  SELECT revision FROM current
  WHERE $2 = 'any' OR ($2 = 'no_stream' AND revision = -1) OR ($2 = 'stream_exists' AND revision >= 0)
     OR ($2 = 'exact' AND revision = $3::bigint)
), appended AS (
  INSERT INTO event_store.events (position, id, stream_name, revision, type, schema_version, data, metadata)
  SELECT (pg_current_xact_id()::text::bigint << ${POSITION_INDEX_BITS}) + e.n, e.id, $1, allowed.revision + e.n, e.type, e.version, e.data, e.metadata
  FROM allowed, ${events} AS e(id, type, version, data, metadata, n)
  RETURNING revision, position
)
SELECT (SELECT revision FROM current) AS current_revision,
       (SELECT revision FROM allowed) AS allowed_revision,
       (SELECT max(revision) FROM appended) AS next_revision,
       (SELECT max(position) FROM appended) AS last_position`;

export const APPEND_SQL = appendSql('unnest($4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::jsonb[]) WITH ORDINALITY');
export const APPEND_ONE_SQL = appendSql('(VALUES ($4::uuid, $5::text, $6::integer, $7::jsonb, $8::jsonb, 1::bigint))');

const MIGRATION = `
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE IF NOT EXISTS event_store.events (
  position       bigint PRIMARY KEY,
  id             uuid NOT NULL,
  stream_name    text NOT NULL,
  revision       bigint NOT NULL,
  type           text NOT NULL,
  schema_version integer NOT NULL,
  data           jsonb NOT NULL,
  metadata       jsonb NOT NULL,
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_name, revision)
);
-- Nothing looks events up by id: the first schema's unique index on random ids only cost every append.
ALTER TABLE event_store.events DROP CONSTRAINT IF EXISTS events_id_key;
CREATE INDEX IF NOT EXISTS events_type_position ON event_store.events (type, position);

CREATE TABLE IF NOT EXISTS event_store.checkpoints (
  subscriber_id text PRIMARY KEY,
  position      bigint NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- The first schema's per-stream revision rows and append function: revisions now come from the events'
-- own (stream_name, revision) index, in the one statement of APPEND_SQL.
DROP FUNCTION IF EXISTS event_store.append_events(text, text, bigint, jsonb);
DROP TABLE IF EXISTS event_store.streams;
`;

/** Creates or updates the event store schema; safe to run from several processes at once. */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  await withPooledClient(pool, async (client) => {
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(MIGRATION);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
