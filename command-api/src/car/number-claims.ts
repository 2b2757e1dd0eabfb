import type { EventMetadata } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import {
  carHoldsNumber,
  carNumberClaimAggregate,
  carNumberStream,
  carNumberTaken,
  normalizeCarNumber,
  type CarNumberClaim,
} from '@fleetcheck/domain/car/number-claim';
import { carStream } from '@fleetcheck/domain/car/stream';
import { loadStream } from '../shared/command-handler';
import { uniqueClaims } from '../shared/unique-claims';

export { carNumberTaken, type CarNumberClaim };

const claims = uniqueClaims({
  aggregate: carNumberClaimAggregate,
  stream: (claim: CarNumberClaim) => carNumberStream(claim.companyId, claim.number),
  key: (claim) => normalizeCarNumber(claim.number),
  // Held while the car is registered in that company with that number: a crash before the registration (or
  // before an edit's new number was written, or after a deletion) leaves the number to the next claimant.
  stillHeld: async (store, claim) => carHoldsNumber(claim, (await loadStream(store, carStream(claim.carId), carAggregate)).state),
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
