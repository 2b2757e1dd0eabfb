import { DeviceStatuses } from '@fleetcheck/contracts';
import type { Upkeep } from './upkeep';

/**
 * A detector's status as it is used: the one staff set in the registry (DeviceStatuses), except that a failed
 * check or calibration not yet answered by one that passed keeps it out of service.
 */
export function serviceStatus(registryStatus: number, upkeep: Pick<Upkeep, 'faultFoundAt'>): number {
  return upkeep.faultFoundAt !== null ? DeviceStatuses.OutOfService : registryStatus;
}
