import type { EventMetadata, OwnerKind, UniqueScope } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { assertNever, streams } from '@fleetcheck/domain';
import {
  normalizeUnique,
  ownerHoldsValue,
  reservationAggregate,
  reservationStream,
  type Reservation as ReservationClaim,
  type ReservationOwner,
} from '@fleetcheck/domain/reservation/decider';
import { adminAggregate } from '@fleetcheck/domain/admin/decider';
import { auditorAggregate } from '@fleetcheck/domain/auditor/decider';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { loadStream } from './command-handler';
import { uniqueClaims, type ClaimOptions } from './unique-claims';

export { normalizeUnique };

export interface Reservation {
  ownerKind: OwnerKind;
  ownerId: string;
}

/** The owner as its own stream says now (see CLAIM_GRACE_MS in unique-claims.ts). */
async function ownerOf(store: EventStore, { ownerKind, ownerId }: ReservationClaim): Promise<ReservationOwner> {
  switch (ownerKind) {
    case 'driver':
      return { ownerKind, state: (await loadStream(store, streams.driver(ownerId), driverAggregate)).state };
    case 'manager':
      return { ownerKind, state: (await loadStream(store, streams.manager(ownerId), managerAggregate)).state };
    case 'company':
      return { ownerKind, state: (await loadStream(store, streams.company(ownerId), companyAggregate)).state };
    case 'admin':
      return { ownerKind, state: (await loadStream(store, streams.admin(ownerId), adminAggregate)).state };
    case 'auditor':
      return { ownerKind, state: (await loadStream(store, streams.auditor(ownerId), auditorAggregate)).state };
    default:
      return assertNever(ownerKind);
  }
}

/** Whether the owner's own stream still names the value (domain/reservation: ownerHoldsValue). */
const ownerStillHolds = async (store: EventStore, claim: ReservationClaim): Promise<boolean> =>
  ownerHoldsValue(claim, await ownerOf(store, claim));

/**
 * Uniqueness (usernames, company e-mails, manager login e-mails) without a read model or a lock (see
 * unique-claims.ts): two concurrent sign-ups with the same e-mail cannot both win, which a check against an
 * eventually consistent read model could never promise.
 */
const reservations = uniqueClaims({
  aggregate: reservationAggregate,
  stream: (claim: ReservationClaim) => reservationStream(claim.scope, claim.value),
  key: (claim) => claim.value,
  stillHeld: ownerStillHolds,
});

/** False when the value is held by someone else (the caller maps it to its error key). */
export function reserveUnique(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
  owner: Reservation,
  metadata: EventMetadata,
  options?: ClaimOptions,
): Promise<boolean> {
  return reservations.claim(
    store,
    { scope, value: normalizeUnique(rawValue), ownerKind: owner.ownerKind, ownerId: owner.ownerId },
    metadata,
    options,
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

/**
 * The owner of a value, when its stream says so too: a reservation a crash stranded (its owner never
 * registered, or an edit that never landed) names no account, for a login or a sign-up check alike.
 */
export async function findReservation(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
): Promise<{ reservation: Reservation; revision: bigint } | undefined> {
  const { state, revision } = await loadStream(store, reservationStream(scope, rawValue), reservationAggregate);
  if (state.status !== 'Held' || revision === undefined || !(await ownerStillHolds(store, state.claim))) return undefined;
  return { reservation: { ownerKind: state.claim.ownerKind, ownerId: state.claim.ownerId }, revision };
}
