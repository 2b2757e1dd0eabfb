import { carNumberClaimCatalogue, type EventMetadata } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { DomainError } from '@fleetcheck/domain';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import { loadStream } from '../shared/command-handler';
import { uniqueClaims } from '../shared/unique-claims';

/** '品川 300 あ 12-34' and ' 品川  300 あ 12-34 ' are the same plate. */
export const normalizeCarNumber = (raw: string): string => raw.trim().replace(/\s+/g, ' ').toLowerCase();

export interface CarNumberClaim {
  companyId: string;
  number: string;
  carId: string;
}

/** `carno-<companyId>-<number>`: see CarNumberClaimed in contracts. */
export const carNumberStream = (companyId: string, rawNumber: string) => `carno-${companyId}-${normalizeCarNumber(rawNumber)}`;

export const carNumberTaken = () => new DomainError('Errors.CarNumberTaken', [{ path: 'number', key: 'Errors.CarNumberTaken' }]);

const claims = uniqueClaims<CarNumberClaim>({
  stream: (claim) => carNumberStream(claim.companyId, claim.number),
  key: (claim) => normalizeCarNumber(claim.number),
  holder: (claim) => claim.carId,
  claimed: (claim) =>
    carNumberClaimCatalogue.encode({ type: 'CarNumberClaimed', data: { ...claim, number: normalizeCarNumber(claim.number) } }),
  released: (claim) =>
    carNumberClaimCatalogue.encode({ type: 'CarNumberReleased', data: { ...claim, number: normalizeCarNumber(claim.number) } }),
  claimOf: (last) => {
    const event = carNumberClaimCatalogue.decode(last.type, last.schemaVersion, last.data);
    return event.type === 'CarNumberClaimed' ? event.data : undefined;
  },
  // Held while the car is registered in that company with that number: a crash before the registration (or
  // before an edit's new number was written, or after a deletion) leaves the number to the next claimant.
  async stillHeld(store, claim) {
    const { state } = await loadStream(store, carStream(claim.carId), carAggregate);
    return (
      state.status === 'Active' &&
      state.companyId === claim.companyId &&
      normalizeCarNumber(state.details.number) === normalizeCarNumber(claim.number)
    );
  },
});

/** True when `claim.carId` now holds the number (also when it already did); false when another car does. */
export const claimCarNumber = claims.claim;

/** Frees a number held by `claim.carId`; a number held by another car is left alone. */
export const releaseCarNumber = claims.release;

/** Claims the new number before `write` and releases the old one after; gives the new one back if `write` fails. */
export function withCarNumberChange<T>(
  store: EventStore,
  metadata: () => EventMetadata,
  change: { from: CarNumberClaim; toNumber: string },
  write: () => Promise<T>,
): Promise<T> {
  return claims.withChange(store, metadata, { from: change.from, to: { ...change.from, number: change.toNumber } }, carNumberTaken, write);
}
