import { reservationCatalogue, type OwnerKind, type ReservationEvent, type UniqueScope } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@fleetcheck/platform';
import type { EventMetadata } from '@fleetcheck/contracts';
import { streams } from './stream-names';

export const normalizeUnique = (value: string): string => value.trim().toLowerCase();

export interface Reservation {
  ownerKind: OwnerKind;
  ownerId: string;
}

/**
 * Uniqueness (usernames, company e-mails, manager login e-mails, later serial numbers) without a read
 * model or a lock: each value is a stream of its own, and the first reservation appends with
 * expectedRevision 'no_stream'. The store guarantees only one append to a missing stream can succeed, so
 * two concurrent sign-ups with the same e-mail cannot both win, which a check against an eventually
 * consistent read model could never promise. A released value is re-reserved with the revision read.
 *
 * Returns false when the value is held by someone else (the caller maps it to its error key).
 */
export async function reserveUnique(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
  owner: Reservation,
  metadata: EventMetadata,
): Promise<boolean> {
  const value = normalizeUnique(rawValue);
  const stream = streams.unique(scope, value);
  const event = reservationCatalogue.encode({ type: 'UniqueValueReserved', data: { scope, value, ...owner } });
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], 'no_stream');
    return true;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const recorded = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  const last = recorded[0];
  if (!last) return false;
  const current = reservationCatalogue.decode(last.type, last.schemaVersion, last.data);
  if (current.type === 'UniqueValueReserved') return current.data.ownerId === owner.ownerId;
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], last.revision);
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

/** Frees a value held by `owner`; a value held by someone else is left alone. */
export async function releaseUnique(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
  owner: Reservation,
  metadata: EventMetadata,
): Promise<void> {
  const value = normalizeUnique(rawValue);
  const holder = await findReservation(store, scope, value);
  if (!holder || holder.reservation.ownerId !== owner.ownerId) return;
  const event = reservationCatalogue.encode({ type: 'UniqueValueReleased', data: { scope, value, ...owner } });
  try {
    await store.appendToStream(streams.unique(scope, value), [{ ...event, metadata }], holder.revision);
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}

export async function findReservation(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
): Promise<{ reservation: Reservation; revision: bigint } | undefined> {
  const recorded = await store.readStream(streams.unique(scope, normalizeUnique(rawValue)), { direction: 'backwards', maxCount: 1 });
  const last = recorded[0];
  if (!last) return undefined;
  const event: ReservationEvent = reservationCatalogue.decode(last.type, last.schemaVersion, last.data);
  if (event.type !== 'UniqueValueReserved') return undefined;
  return { reservation: { ownerKind: event.data.ownerKind, ownerId: event.data.ownerId }, revision: last.revision };
}
