import type { Position } from '@eventstore/db-client';

/*
 * The port wants one strictly increasing bigint per event. EventStoreDB gives each event a (commit, prepare)
 * pair: the events of one append share the commit position (the transaction's) and differ by their prepare
 * position, so the commit position alone is not unique. We pack both: commit in the high bits, the event's
 * offset inside its transaction (prepare - commit) in the low 20 bits. An append is limited by the server
 * to 1 MiB (MaxAppendSize), so the offset fits; the packed value stays within int64 up to an 8 TiB log,
 * which keeps it storable in a SQL bigint checkpoint. Order is (commit, prepare), the order of $all.
 */
const OFFSET_BITS = 20n;
const OFFSET_MASK = (1n << OFFSET_BITS) - 1n;

export function packPosition(position: Position): bigint {
  const offset = position.prepare - position.commit;
  if (offset < 0n || offset > OFFSET_MASK) {
    throw new Error(`EventStoreDB position ${position.commit}/${position.prepare} does not fit the packed format`);
  }
  return (position.commit << OFFSET_BITS) | offset;
}

export function unpackPosition(position: bigint): Position {
  const commit = position >> OFFSET_BITS;
  return { commit, prepare: commit + (position & OFFSET_MASK) };
}

/** Stream reads may carry no (or a placeholder) position on some server versions: -1n then. */
export function packOptionalPosition(position: Position | undefined): bigint {
  if (!position || position.commit >= 1n << 63n) return -1n;
  try {
    return packPosition(position);
  } catch {
    return -1n;
  }
}

/** True when `a` comes after `b` in $all order (commit, then prepare). */
export function isAfter(a: Position, b: Position): boolean {
  return a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
}
