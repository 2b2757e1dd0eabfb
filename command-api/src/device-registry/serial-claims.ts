import type { EventMetadata } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { normalizeUnique } from '@fleetcheck/domain/reservation/decider';
import { serialClaimAggregate, serialStream, serialTaken, type SerialClaim } from '@fleetcheck/domain/device-registry/serial-claim';
import { uniqueClaims } from '../shared/unique-claims';

export { serialStream, serialTaken, type SerialClaim };

/**
 * Serial numbers are unique per scope with shared/unique-claims.ts like shared/reservations.ts (whose scopes
 * are usernames and e-mails; serials are kept apart so that catalogue stays closed).
 */
const claims = uniqueClaims({
  aggregate: serialClaimAggregate,
  stream: (claim: SerialClaim) => serialStream(claim.scope, claim.companyId, claim.serialNo),
  key: (claim) => normalizeUnique(claim.serialNo),
});

/** True when `claim.deviceId` now holds the serial (also when it already did); false when another device does. */
export const claimSerial = claims.claim;

/** Frees a serial held by `claim.deviceId`; a serial held by another device is left alone. */
export const releaseSerial = claims.release;

/** Claims a new serial before `write` and releases the old one after, when the serial changes. */
export function withSerialChange<T>(
  store: EventStore,
  metadata: () => EventMetadata,
  change: { from: SerialClaim; toSerialNo: string },
  write: () => Promise<T>,
): Promise<T> {
  return claims.withChange(store, metadata, { from: change.from, to: { ...change.from, serialNo: change.toSerialNo } }, serialTaken, write);
}
