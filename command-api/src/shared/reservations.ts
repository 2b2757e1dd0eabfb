import type { EventMetadata, OwnerKind, UniqueScope } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { assertNever, streams } from '@fleetcheck/domain';
import {
  normalizeUnique,
  reservationAggregate,
  reservationStream,
  type Reservation as ReservationClaim,
} from '@fleetcheck/domain/reservation/decider';
import { adminAggregate } from '@fleetcheck/domain/admin/decider';
import { auditorAggregate } from '@fleetcheck/domain/auditor/decider';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { loadStream } from './command-handler';
import { uniqueClaims } from './unique-claims';

export { normalizeUnique };

export interface Reservation {
  ownerKind: OwnerKind;
  ownerId: string;
}

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
    case 'auditor': {
      // An auditor's login is their e-mail, held in the username scope so it cannot name anybody else.
      const { state } = await loadStream(store, streams.auditor(ownerId), auditorAggregate);
      return state.status !== 'None' && state.status !== 'Revoked' && scope === 'username' && same(state.account.email);
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
  const { state, revision } = await loadStream(store, reservationStream(scope, rawValue), reservationAggregate);
  if (state.status !== 'Held' || revision === undefined || !(await ownerStillHolds(store, state.claim))) return undefined;
  return { reservation: { ownerKind: state.claim.ownerKind, ownerId: state.claim.ownerId }, revision };
}
