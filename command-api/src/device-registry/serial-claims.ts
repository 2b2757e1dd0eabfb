import type { EventMetadata } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { normalizeUnique } from '@fleetcheck/domain/reservation/decider';
import {
  deviceHoldsSerial,
  serialClaimAggregate,
  serialStream,
  serialTaken,
  type SerialClaim,
  type SerialHolder,
} from '@fleetcheck/domain/device-registry/serial-claim';
import { registeredDeviceAggregate } from '@fleetcheck/domain/device-registry/decider';
import { registeredDeviceStream } from '@fleetcheck/domain/device-registry/stream';
import { companyDeviceAggregate } from '@fleetcheck/domain/device/decider';
import { companyDeviceStream } from '@fleetcheck/domain/device/stream';
import { loadStream } from '../shared/command-handler';
import { uniqueClaims } from '../shared/unique-claims';

export { serialStream, serialTaken, type SerialClaim };

/** The claim's device as its own stream says now: the registry's detector or the company's listed one. */
async function holderOf(store: EventStore, claim: SerialClaim): Promise<SerialHolder> {
  return claim.scope === 'registry'
    ? { scope: 'registry', state: (await loadStream(store, registeredDeviceStream(claim.deviceId), registeredDeviceAggregate)).state }
    : { scope: 'company', state: (await loadStream(store, companyDeviceStream(claim.deviceId), companyDeviceAggregate)).state };
}

/**
 * Serial numbers are unique per scope with shared/unique-claims.ts like shared/reservations.ts (whose scopes
 * are usernames and e-mails; serials are kept apart so that catalogue stays closed). A serial a crash left
 * claimed by a device that was never registered (or no longer has it) is taken over after the grace.
 */
const claims = uniqueClaims({
  aggregate: serialClaimAggregate,
  stream: (claim: SerialClaim) => serialStream(claim.scope, claim.companyId, claim.serialNo),
  key: (claim) => normalizeUnique(claim.serialNo),
  stillHeld: async (store, claim) => deviceHoldsSerial(claim, await holderOf(store, claim)),
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
