import { serialClaimCatalogue, type EventMetadata, type SerialScope } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@fleetcheck/platform';
import { DomainError } from '../shared/domain-error';
import { normalizeUnique } from '../shared/reservations';

/**
 * Serial numbers are unique per scope without a read model or a lock, exactly like shared/reservations.ts
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

async function lastClaim(store: EventStore, stream: string) {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  return last ? { event: serialClaimCatalogue.decode(last.type, last.schemaVersion, last.data), revision: last.revision } : undefined;
}

/** True when `claim.deviceId` now holds the serial (also when it already did); false when another device does. */
export async function claimSerial(store: EventStore, claim: SerialClaim, metadata: EventMetadata): Promise<boolean> {
  const stream = serialStream(claim.scope, claim.companyId, claim.serialNo);
  const event = serialClaimCatalogue.encode({ type: 'SerialNoClaimed', data: { ...claim, serialNo: normalizeUnique(claim.serialNo) } });
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], 'no_stream');
    return true;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const last = await lastClaim(store, stream);
  if (!last) return false;
  if (last.event.type === 'SerialNoClaimed') return last.event.data.deviceId === claim.deviceId;
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], last.revision);
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

/** Frees a serial held by `claim.deviceId`; a serial held by another device is left alone. */
export async function releaseSerial(store: EventStore, claim: SerialClaim, metadata: EventMetadata): Promise<void> {
  const stream = serialStream(claim.scope, claim.companyId, claim.serialNo);
  const last = await lastClaim(store, stream);
  if (!last || last.event.type !== 'SerialNoClaimed' || last.event.data.deviceId !== claim.deviceId) return;
  const event = serialClaimCatalogue.encode({ type: 'SerialNoReleased', data: { ...claim, serialNo: normalizeUnique(claim.serialNo) } });
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], last.revision);
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}

/** Claims a new serial before `write` and releases the old one after, when the serial changes. */
export async function withSerialChange<T>(
  store: EventStore,
  metadata: () => EventMetadata,
  change: { from: SerialClaim; toSerialNo: string },
  write: () => Promise<T>,
): Promise<T> {
  if (normalizeUnique(change.from.serialNo) === normalizeUnique(change.toSerialNo)) return write();
  const claimed = await claimSerial(store, { ...change.from, serialNo: change.toSerialNo }, metadata());
  if (!claimed) throw serialTaken();
  let result: T;
  try {
    result = await write();
  } catch (error) {
    // The edit did not land: give the new serial back so it does not stay blocked.
    await releaseSerial(store, { ...change.from, serialNo: change.toSerialNo }, metadata());
    throw error;
  }
  await releaseSerial(store, change.from, metadata());
  return result;
}

export const serialTaken = () => new DomainError('Errors.SerialNoTaken', [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }]);
