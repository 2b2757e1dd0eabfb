import type { EventMetadata } from '@fleetcheck/contracts';
import type { EventFilter, RecordedEvent } from '../port';

export interface EventRow {
  position: string;
  id: string;
  stream_name: string;
  revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export const EVENT_COLUMNS = 'position, id, stream_name, revision, type, schema_version, data, metadata, recorded_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamName: row.stream_name,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/** SQL conditions (joined with AND) and their parameters for a filter, numbering from `$firstParam`. */
export function filterClause(filter: EventFilter | undefined, firstParam: number): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  if (filter?.eventTypes) {
    params.push(filter.eventTypes);
    sql.push(`type = ANY($${firstParam + params.length - 1}::text[])`);
  }
  if (filter?.streamPrefixes) {
    params.push(filter.streamPrefixes);
    sql.push(`stream_name ^@ ANY($${firstParam + params.length - 1}::text[])`);
  }
  return { sql, params };
}
