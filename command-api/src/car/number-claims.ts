import { carNumberClaimCatalogue, type EventMetadata } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@fleetcheck/platform';
import { DomainError } from '../shared/domain-error';

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

async function lastClaim(store: EventStore, stream: string) {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  return last ? { event: carNumberClaimCatalogue.decode(last.type, last.schemaVersion, last.data), revision: last.revision } : undefined;
}

/** True when `claim.carId` now holds the number (also when it already did); false when another car does. */
export async function claimCarNumber(store: EventStore, claim: CarNumberClaim, metadata: EventMetadata): Promise<boolean> {
  const stream = carNumberStream(claim.companyId, claim.number);
  const event = carNumberClaimCatalogue.encode({ type: 'CarNumberClaimed', data: { ...claim, number: normalizeCarNumber(claim.number) } });
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], 'no_stream');
    return true;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const last = await lastClaim(store, stream);
  if (!last) return false;
  if (last.event.type === 'CarNumberClaimed') return last.event.data.carId === claim.carId;
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], last.revision);
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

/** Frees a number held by `claim.carId`; a number held by another car is left alone. */
export async function releaseCarNumber(store: EventStore, claim: CarNumberClaim, metadata: EventMetadata): Promise<void> {
  const stream = carNumberStream(claim.companyId, claim.number);
  const last = await lastClaim(store, stream);
  if (!last || last.event.type !== 'CarNumberClaimed' || last.event.data.carId !== claim.carId) return;
  const event = carNumberClaimCatalogue.encode({ type: 'CarNumberReleased', data: { ...claim, number: normalizeCarNumber(claim.number) } });
  try {
    await store.appendToStream(stream, [{ ...event, metadata }], last.revision);
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}

/** Claims the new number before `write` and releases the old one after; gives the new one back if `write` fails. */
export async function withCarNumberChange<T>(store: EventStore, metadata: () => EventMetadata, change: { from: CarNumberClaim; toNumber: string }, write: () => Promise<T>): Promise<T> {
  if (normalizeCarNumber(change.from.number) === normalizeCarNumber(change.toNumber)) return write();
  const next = { ...change.from, number: change.toNumber };
  if (!(await claimCarNumber(store, next, metadata()))) throw carNumberTaken();
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await releaseCarNumber(store, next, metadata());
    throw error;
  }
  await releaseCarNumber(store, change.from, metadata());
  return result;
}
