import { createHash } from 'node:crypto';
import type { EventMetadata } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent } from '../event-store/port';

/**
 * The id of the `index`th event a command appends at `expected`: a UUID-shaped hash of where it goes and what
 * it holds (its request's correlation id included), so the same append sent again carries the same ids (the
 * store can recognise it: EventStoreDB's idempotent append) and two different appends never share one.
 */
export function commandEventId(stream: string, expected: ExpectedRevision, index: number, event: Omit<NewEvent, 'id'>): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([stream, String(expected), index, event.type, event.schemaVersion, event.data, event.metadata]))
    .digest('hex');
  // RFC 4122 layout, version 5 (name-based, here SHA-256 truncated) and variant bits set.
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

/** How many times an append whose answer was lost is sent again (with the same ids) before the error is the caller's. */
const RESENDS = 2;

/**
 * Appends a command's events with ids fixed by their content and place. When the answer is lost (a dropped
 * connection, a deadline: not a refusal), the outcome is unknown: the same append is sent again. If the first
 * one was committed, EventStoreDB answers it again (idempotent append) and PostgreSQL refuses the revision; then
 * the stream shows our ids where we wrote them and the append is answered as done. So a retried command appends
 * once, never twice, and a committed write is not reported as failed.
 */
export async function appendCommandEvents(
  store: EventStore,
  stream: string,
  events: readonly { type: string; schemaVersion: number; data: unknown }[],
  metadata: EventMetadata,
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const identified: NewEvent[] = events.map((event, i) => {
    const unidentified = { ...event, metadata };
    return { ...unidentified, id: commandEventId(stream, expected, i, unidentified) };
  });
  for (let resend = 0; ; resend++) {
    try {
      return await store.appendToStream(stream, identified, expected);
    } catch (error) {
      if (resend === 0 && !(error instanceof WrongExpectedRevisionError)) continue;
      const written = resend > 0 ? await alreadyWritten(store, stream, identified, expected).catch(() => undefined) : undefined;
      if (written) return written;
      if (resend >= RESENDS || error instanceof WrongExpectedRevisionError) throw error;
    }
  }
}

/** The append's result when its events are in the stream, at the revisions it asked for. */
async function alreadyWritten(
  store: EventStore,
  stream: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const first = expected === 'no_stream' ? 0n : typeof expected === 'bigint' ? expected + 1n : undefined;
  const recorded = await store.readStream(stream, first === undefined ? {} : { fromRevision: first });
  const at = recorded.findIndex((event) => event.id === events[0]!.id);
  if (at < 0 || (first !== undefined && at !== 0)) return undefined;
  const ours = recorded.slice(at, at + events.length);
  if (ours.length !== events.length || ours.some((event, i) => event.id !== events[i]!.id)) return undefined;
  const last = ours.at(-1)!;
  return { nextExpectedRevision: last.revision, position: last.position };
}
