import { serialClaimCatalogue, type SerialClaimEvent, type SerialScope } from '@fleetcheck/contracts';
import { claimDecider, ValueTakenError, type ClaimCommand, type ClaimState } from '../claim/decider';
import { normalizeUnique } from '../reservation/decider';
import type { Aggregate } from '../shared/aggregate';
import type { CompanyDeviceState } from '../device/decider';
import type { RegisteredDeviceState } from './decider';

/** A detector serial, unique in the platform registry or inside a company. */
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

export const serialTaken = (): ValueTakenError =>
  new ValueTakenError('Errors.SerialNoTaken', [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }]);

/** The claim's device as its own stream says: in the platform registry, or on a company's own list. */
export type SerialHolder = { scope: 'registry'; state: RegisteredDeviceState } | { scope: 'company'; state: CompanyDeviceState };

/**
 * Whether the claim's device holds the serial: a registered detector (rented or in stock) with that serial, or
 * a detector on that company's list with it. A claim whose device does not (never registered, deregistered or
 * removed, or given another serial by an edit a crash cut short) is orphaned and may be taken over.
 */
export function deviceHoldsSerial(claim: SerialClaim, holder: SerialHolder): boolean {
  const same = (serialNo: string) => normalizeUnique(serialNo) === normalizeUnique(claim.serialNo);
  if (claim.scope !== holder.scope) return false;
  if (holder.scope === 'registry') return holder.state.status === 'Registered' && same(holder.state.device.details.serialNo);
  return holder.state.status === 'Active' && holder.state.companyId === claim.companyId && same(holder.state.details.serialNo);
}

const normalized = (claim: SerialClaim): SerialClaim => ({ ...claim, serialNo: normalizeUnique(claim.serialNo) });

export type SerialClaimState = ClaimState<SerialClaim>;
export const serialClaimAggregate: Aggregate<ClaimCommand<SerialClaim>, SerialClaimEvent, SerialClaimState> = {
  decider: claimDecider<SerialClaim, SerialClaimEvent>({
    holder: (claim) => claim.deviceId,
    claimed: (claim) => ({ type: 'SerialNoClaimed', data: normalized(claim) }),
    released: (claim) => ({ type: 'SerialNoReleased', data: normalized(claim) }),
    claimOf: (event) => (event.type === 'SerialNoClaimed' ? event.data : undefined),
    taken: serialTaken,
  }),
  codec: serialClaimCatalogue,
};
