import { serialClaimCatalogue, type EventMetadata, type SerialScope } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import { DomainError } from '@fleetcheck/domain';
import { normalizeUnique } from '../shared/reservations';
import { uniqueClaims } from '../shared/unique-claims';

/**
 * Serial numbers are unique per scope without a read model or a lock, with shared/unique-claims.ts like shared/reservations.ts
 * (whose scopes are usernames and e-mails; serials are kept apart so that catalogue stays closed): one stream
 * per serial, and the first claim appends with expectedRevision 'no_stream', which only one writer can do.
 */
export interface SerialClaim {
  scope: SerialScope;
  serialNo: string;
  deviceId: string;
  /** The company of a company-scoped serial; null in the platform registry. */
  companyId: string | null;
}

export function serialStream(scope: SerialScope, companyId: string | null, rawSerial: string): string {
  const serial = normalizeUnique(rawSerial);
  return scope === 'registry' ? `serial-registry-${serial}` : `serial-company-${companyId}-${serial}`;
}

const claims = uniqueClaims<SerialClaim>({
  stream: (claim) => serialStream(claim.scope, claim.companyId, claim.serialNo),
  key: (claim) => normalizeUnique(claim.serialNo),
  holder: (claim) => claim.deviceId,
  claimed: (claim) =>
    serialClaimCatalogue.encode({ type: 'SerialNoClaimed', data: { ...claim, serialNo: normalizeUnique(claim.serialNo) } }),
  released: (claim) =>
    serialClaimCatalogue.encode({ type: 'SerialNoReleased', data: { ...claim, serialNo: normalizeUnique(claim.serialNo) } }),
  claimOf: (last) => {
    const event = serialClaimCatalogue.decode(last.type, last.schemaVersion, last.data);
    return event.type === 'SerialNoClaimed' ? event.data : undefined;
  },
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

export const serialTaken = () => new DomainError('Errors.SerialNoTaken', [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }]);
