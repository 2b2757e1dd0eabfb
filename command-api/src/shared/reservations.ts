import { reservationCatalogue, type OwnerKind, type ReservationEvent, type UniqueScope } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import type { EventMetadata } from '@fleetcheck/contracts';
import { streams } from '@fleetcheck/domain';
import { uniqueClaims } from './unique-claims';

export const normalizeUnique = (value: string): string => value.trim().toLowerCase();

export interface Reservation {
  ownerKind: OwnerKind;
  ownerId: string;
}

type ReservationClaim = Reservation & { scope: UniqueScope; value: string };

/**
 * Uniqueness (usernames, company e-mails, manager login e-mails) without a read model or a lock (see
 * unique-claims.ts): two concurrent sign-ups with the same e-mail cannot both win, which a check against an
 * eventually consistent read model could never promise.
 */
const reservations = uniqueClaims<ReservationClaim>({
  stream: (claim) => streams.unique(claim.scope, claim.value),
  key: (claim) => claim.value,
  holder: (claim) => claim.ownerId,
  claimed: (claim) => reservationCatalogue.encode({ type: 'UniqueValueReserved', data: claim }),
  released: (claim) => reservationCatalogue.encode({ type: 'UniqueValueReleased', data: claim }),
  holderOf: (last) => {
    const event = reservationCatalogue.decode(last.type, last.schemaVersion, last.data);
    return event.type === 'UniqueValueReserved' ? event.data.ownerId : undefined;
  },
});

/** False when the value is held by someone else (the caller maps it to its error key). */
export function reserveUnique(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
  owner: Reservation,
  metadata: EventMetadata,
): Promise<boolean> {
  return reservations.claim(
    store,
    { scope, value: normalizeUnique(rawValue), ownerKind: owner.ownerKind, ownerId: owner.ownerId },
    metadata,
  );
}

/** Frees a value held by `owner`; a value held by someone else is left alone. */
export function releaseUnique(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
  owner: Reservation,
  metadata: EventMetadata,
): Promise<void> {
  return reservations.release(
    store,
    { scope, value: normalizeUnique(rawValue), ownerKind: owner.ownerKind, ownerId: owner.ownerId },
    metadata,
  );
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
