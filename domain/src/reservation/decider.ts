import { reservationCatalogue, type OwnerKind, type ReservationEvent, type UniqueScope } from '@fleetcheck/contracts';
import { claimDecider, ValueTakenError, type ClaimCommand, type ClaimState } from '../claim/decider';
import type { AdminState } from '../admin/decider';
import type { AuditorState } from '../auditor/decider';
import type { CompanyState } from '../company/decider';
import type { DriverState } from '../driver/decider';
import type { ManagerState } from '../manager/decider';
import type { Aggregate } from '../shared/aggregate';
import { assertNever } from '../shared/decider';
import { streams } from '../shared/stream-names';

/** Usernames and e-mails are compared trimmed and in lower case. */
export const normalizeUnique = (value: string): string => value.trim().toLowerCase();

/** A platform-wide unique value (username, company e-mail, manager login e-mail) and the account holding it. */
export interface Reservation {
  scope: UniqueScope;
  /** Normalised (see normalizeUnique). */
  value: string;
  ownerKind: OwnerKind;
  ownerId: string;
}

/** The reservation's owner as its own stream says. */
export type ReservationOwner =
  | { ownerKind: 'driver'; state: DriverState }
  | { ownerKind: 'manager'; state: ManagerState }
  | { ownerKind: 'company'; state: CompanyState }
  | { ownerKind: 'admin'; state: AdminState }
  | { ownerKind: 'auditor'; state: AuditorState };

/**
 * Whether the owner still names the reserved value: a live driver's or admin's username, a live manager's
 * username or login e-mail, a company's e-mail (verified or not), an auditor's e-mail (their login, held in
 * the username scope) until revoked. A reservation whose owner does not is orphaned and may be taken over.
 */
export function ownerHoldsValue(reservation: Reservation, owner: ReservationOwner): boolean {
  const same = (named: string) => normalizeUnique(named) === reservation.value;
  if (owner.ownerKind !== reservation.ownerKind) return false;
  const { scope } = reservation;
  switch (owner.ownerKind) {
    case 'driver':
      return owner.state.status === 'Active' && scope === 'username' && same(owner.state.account.username);
    case 'manager':
      if (owner.state.status !== 'Active') return false;
      return scope === 'manager-email'
        ? same(owner.state.account.profile.email)
        : scope === 'username' && same(owner.state.account.username);
    case 'company':
      return (
        (owner.state.status === 'Unverified' || owner.state.status === 'Active') &&
        scope === 'company-email' &&
        same(owner.state.details.email)
      );
    case 'admin':
      return owner.state.status === 'Active' && scope === 'username' && same(owner.state.account.username);
    case 'auditor':
      return owner.state.status !== 'None' && owner.state.status !== 'Revoked' && scope === 'username' && same(owner.state.account.email);
    default:
      return assertNever(owner);
  }
}

export const reservationStream = (scope: UniqueScope, rawValue: string): string => streams.unique(scope, normalizeUnique(rawValue));

const reservationRules = {
  holder: (claim: Reservation) => claim.ownerId,
  claimed: (claim: Reservation): ReservationEvent => ({ type: 'UniqueValueReserved', data: claim }),
  released: (claim: Reservation): ReservationEvent => ({ type: 'UniqueValueReleased', data: claim }),
  claimOf: (event: ReservationEvent) => (event.type === 'UniqueValueReserved' ? event.data : undefined),
  taken: (claim: Reservation) =>
    claim.scope === 'username'
      ? new ValueTakenError('Errors.UsernameTaken', [{ path: 'username', key: 'Errors.UsernameTaken' }])
      : new ValueTakenError('Errors.EmailTaken', [{ path: 'email', key: 'Errors.EmailTaken' }]),
};

export type ReservationState = ClaimState<Reservation>;
export const reservationAggregate: Aggregate<ClaimCommand<Reservation>, ReservationEvent, ReservationState> = {
  decider: claimDecider(reservationRules),
  codec: reservationCatalogue,
};
