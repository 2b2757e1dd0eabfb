import { reservationCatalogue, type OwnerKind, type ReservationEvent, type UniqueScope } from '@fleetcheck/contracts';
import { claimDecider, ValueTakenError, type ClaimCommand, type ClaimState } from '../claim/decider';
import type { Aggregate } from '../shared/aggregate';
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
