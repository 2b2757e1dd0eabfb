import { carNumberClaimCatalogue, type CarNumberClaimEvent } from '@fleetcheck/contracts';
import { claimDecider, ValueTakenError, type ClaimCommand, type ClaimState } from '../claim/decider';
import type { Aggregate } from '../shared/aggregate';
import type { CarState } from './decider';

/** '品川 300 あ 12-34' and ' 品川  300 あ 12-34 ' are the same plate. */
export const normalizeCarNumber = (raw: string): string => raw.trim().replace(/\s+/g, ' ').toLowerCase();

/** Car numbers are unique inside a company: `carno-<companyId>-<number>` (see CarNumberClaimed in contracts). */
export interface CarNumberClaim {
  companyId: string;
  number: string;
  carId: string;
}

export const carNumberStream = (companyId: string, rawNumber: string): string => `carno-${companyId}-${normalizeCarNumber(rawNumber)}`;

export const carNumberTaken = (): ValueTakenError =>
  new ValueTakenError('Errors.CarNumberTaken', [{ path: 'number', key: 'Errors.CarNumberTaken' }]);

/**
 * Whether the claim's car, as its own stream says, holds the number: registered in that company with that
 * number. A claim whose car does not (never registered, deleted, or renumbered by an edit a crash cut short)
 * is orphaned and may be taken over (see the claim decider).
 */
export const carHoldsNumber = (claim: CarNumberClaim, car: CarState): boolean =>
  car.status === 'Active' &&
  car.companyId === claim.companyId &&
  normalizeCarNumber(car.details.number) === normalizeCarNumber(claim.number);

const normalized = (claim: CarNumberClaim): CarNumberClaim => ({ ...claim, number: normalizeCarNumber(claim.number) });

export type CarNumberClaimState = ClaimState<CarNumberClaim>;
export const carNumberClaimAggregate: Aggregate<ClaimCommand<CarNumberClaim>, CarNumberClaimEvent, CarNumberClaimState> = {
  decider: claimDecider<CarNumberClaim, CarNumberClaimEvent>({
    holder: (claim) => claim.carId,
    claimed: (claim) => ({ type: 'CarNumberClaimed', data: normalized(claim) }),
    released: (claim) => ({ type: 'CarNumberReleased', data: normalized(claim) }),
    claimOf: (event) => (event.type === 'CarNumberClaimed' ? event.data : undefined),
    taken: carNumberTaken,
  }),
  codec: carNumberClaimCatalogue,
};
