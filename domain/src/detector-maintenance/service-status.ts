import { DeviceStatuses, type DetectorOutOfServiceReason } from '@fleetcheck/contracts';
import type { Upkeep } from './upkeep';

type Standing = Pick<Upkeep, 'faultFoundAt' | 'usageLimitDate' | 'sensorLifeEndedAt'>;

/**
 * Why a detector is out of service on `day` (a business day in Japan, 'YYYY-MM-DD'), or null when it may take
 * records: staff took it out of service in the registry; a failed check or calibration stands; its usage limit date
 * (使用期限) is before that day; its sensor's life has ended. The first that applies is the reason given.
 */
export function outOfServiceReason(registryStatus: number, upkeep: Standing, day: string): DetectorOutOfServiceReason | null {
  if (registryStatus === DeviceStatuses.OutOfService) return 'retired';
  if (upkeep.faultFoundAt !== null) return 'check_failed';
  if (upkeep.usageLimitDate !== null && upkeep.usageLimitDate < day) return 'usage_limit_passed';
  if (upkeep.sensorLifeEndedAt !== null) return 'sensor_life_ended';
  return null;
}

/** A detector's status as it is used on `day`: the registry's (DeviceStatuses), or out of service for any reason above. */
export function serviceStatus(registryStatus: number, upkeep: Standing, day: string): number {
  return outOfServiceReason(registryStatus, upkeep, day) !== null ? DeviceStatuses.OutOfService : registryStatus;
}
