import { serialClaimCatalogue, type SerialClaimEvent, type SerialScope } from '@fleetcheck/contracts';
import { claimDecider, ValueTakenError, type ClaimCommand, type ClaimState } from '../claim/decider';
import { normalizeUnique } from '../reservation/decider';
import type { Aggregate } from '../shared/aggregate';

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
