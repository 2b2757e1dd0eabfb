import type pg from 'pg';
import { withPooledClient } from '../../postgres/pool';

/** Channel that every append notifies (inside its transaction, so listeners hear only committed work). */
export const APPENDED_CHANNEL = 'fleetcheck_events_appended';

/** Key of the transaction-level advisory lock that orders position assignment (see `append_events`). */
export const APPEND_LOCK_KEY = 7_314_550_201;
const MIGRATION_LOCK_KEY = 7_314_550_202;

/** SQLSTATE raised by `append_events` when the expected revision does not match; DETAIL holds the actual one. */
export const WRONG_EXPECTED_REVISION = 'FC409';

/*
 * Why positions are handed out in commit order (the "skipped event" problem):
 * with a plain sequence or identity column, transaction A can take position 10, transaction B position 11,
 * and B commit first. A subscriber reading `position > 9` then sees 11, moves its cursor to 11 and never
 * sees 10 when A commits. Here `append_events` takes a transaction-level advisory lock just before it
 * reads the head and inserts, and holds it until the transaction ends. PostgreSQL makes a committing
 * transaction visible (ProcArrayEndTransaction) before it releases its locks, so the next appender only
 * reads the head after the previous append is visible to everyone: positions are assigned, and become
 * visible, strictly in commit order, and a reader that sees position n already sees every position below.
 * Rolled-back appends leave no gap because the head is max(position) read under the lock.
 * The cost is that appends commit one at a time; the lock is taken as late as possible (after the stream
 * row is locked and its revision checked) and the whole append is one statement, so no network round trip
 * happens while it is held except the commit itself.
 */
const MIGRATION = `
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE IF NOT EXISTS event_store.streams (
  stream_name text PRIMARY KEY,
  revision    bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS event_store.events (
  position       bigint PRIMARY KEY,
  id             uuid NOT NULL UNIQUE,
  stream_name    text NOT NULL,
  revision       bigint NOT NULL,
  type           text NOT NULL,
  schema_version integer NOT NULL,
  data           jsonb NOT NULL,
  metadata       jsonb NOT NULL,
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_name, revision)
);
CREATE INDEX IF NOT EXISTS events_type_position ON event_store.events (type, position);

CREATE TABLE IF NOT EXISTS event_store.checkpoints (
  subscriber_id text PRIMARY KEY,
  position      bigint NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION event_store.append_events(
  p_stream text, p_expected_kind text, p_expected_revision bigint, p_events jsonb,
  OUT next_revision bigint, OUT last_position bigint
) LANGUAGE plpgsql AS $fn$
DECLARE
  current_revision bigint;
  head bigint;
  event_count integer := jsonb_array_length(p_events);
BEGIN
  -- Locks the stream row (created at -1 when new; a rollback removes it again) and reads its revision.
  INSERT INTO event_store.streams AS s (stream_name, revision) VALUES (p_stream, -1)
  ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision
  RETURNING s.revision INTO current_revision;

  IF (p_expected_kind = 'no_stream' AND current_revision <> -1)
     OR (p_expected_kind = 'stream_exists' AND current_revision = -1)
     OR (p_expected_kind = 'exact' AND current_revision <> p_expected_revision) THEN
    RAISE EXCEPTION 'wrong expected revision on %', p_stream
      USING ERRCODE = '${WRONG_EXPECTED_REVISION}', DETAIL = current_revision::text;
  END IF;

  IF event_count = 0 THEN
    next_revision := current_revision;
    SELECT coalesce(max(position), 0) INTO last_position FROM event_store.events;
    RETURN;
  END IF;

  next_revision := current_revision + event_count;
  UPDATE event_store.streams SET revision = next_revision WHERE stream_name = p_stream;

  -- Held until commit: see the comment above. Each statement below takes a fresh snapshot
  -- (READ COMMITTED, volatile function), so max(position) sees the previous appender's commit.
  PERFORM pg_advisory_xact_lock(${APPEND_LOCK_KEY});
  SELECT coalesce(max(position), 0) INTO head FROM event_store.events;

  INSERT INTO event_store.events (position, id, stream_name, revision, type, schema_version, data, metadata)
  SELECT head + e.ordinality, (e.value->>'id')::uuid, p_stream, current_revision + e.ordinality,
         e.value->>'type', (e.value->>'schemaVersion')::integer, e.value->'data', e.value->'metadata'
  FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e;

  last_position := head + event_count;
  PERFORM pg_notify('${APPENDED_CHANNEL}', last_position::text);
END
$fn$;
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
