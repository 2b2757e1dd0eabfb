import { reservationCatalogue, type OwnerKind, type ReservationEvent, type UniqueScope } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import type { EventMetadata } from '@fleetcheck/contracts';
import { assertNever, streams } from '@fleetcheck/domain';
import { adminAggregate } from '@fleetcheck/domain/admin/decider';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { loadStream } from './command-handler';
import { uniqueClaims } from './unique-claims';

export const normalizeUnique = (value: string): string => value.trim().toLowerCase();

export interface Reservation {
  ownerKind: OwnerKind;
  ownerId: string;
}

type ReservationClaim = Reservation & { scope: UniqueScope; value: string };

/** Whether the owner's own stream still names the value (see CLAIM_GRACE_MS in unique-claims.ts). */
async function ownerStillHolds(store: EventStore, { ownerKind, ownerId, scope, value }: ReservationClaim): Promise<boolean> {
  const same = (named: string) => normalizeUnique(named) === value;
  switch (ownerKind) {
    case 'driver': {
      const { state } = await loadStream(store, streams.driver(ownerId), driverAggregate);
      return state.status === 'Active' && scope === 'username' && same(state.account.username);
    }
    case 'manager': {
      const { state } = await loadStream(store, streams.manager(ownerId), managerAggregate);
      if (state.status !== 'Active') return false;
      return scope === 'manager-email' ? same(state.account.profile.email) : scope === 'username' && same(state.account.username);
    }
    case 'company': {
      const { state } = await loadStream(store, streams.company(ownerId), companyAggregate);
      return (state.status === 'Unverified' || state.status === 'Active') && scope === 'company-email' && same(state.details.email);
    }
    case 'admin': {
      const { state } = await loadStream(store, streams.admin(ownerId), adminAggregate);
      return state.status === 'Active' && scope === 'username' && same(state.account.username);
    }
    default:
      return assertNever(ownerKind);
  }
}

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
  claimOf: (last) => {
    const event = reservationCatalogue.decode(last.type, last.schemaVersion, last.data);
    return event.type === 'UniqueValueReserved' ? event.data : undefined;
  },
  stillHeld: ownerStillHolds,
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

/**
 * The owner of a value, when its stream says so too: a reservation a crash stranded (its owner never
 * registered, or an edit that never landed) names no account, for a login or a sign-up check alike.
 */
export async function findReservation(
  store: EventStore,
  scope: UniqueScope,
  rawValue: string,
): Promise<{ reservation: Reservation; revision: bigint } | undefined> {
  const recorded = await store.readStream(streams.unique(scope, normalizeUnique(rawValue)), { direction: 'backwards', maxCount: 1 });
  const last = recorded[0];
  if (!last) return undefined;
  const event: ReservationEvent = reservationCatalogue.decode(last.type, last.schemaVersion, last.data);
  if (event.type !== 'UniqueValueReserved' || !(await ownerStillHolds(store, event.data))) return undefined;
  return { reservation: { ownerKind: event.data.ownerKind, ownerId: event.data.ownerId }, revision: last.revision };
}
