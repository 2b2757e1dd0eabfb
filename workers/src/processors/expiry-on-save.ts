import { CarRegistered, CarUpdated, DriverCreated, DriverUpdated, carCatalogue, driverCatalogue } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import type { EventJob } from '../queues';
import type { Cause } from '../notifications/raise-notification';
import { checkCarExpiry, checkDriverExpiry } from './expiry-check';

/** The saves that can bring a licence, inspection or insurance date that is already due. */
export const EXPIRY_ON_SAVE_EVENT_TYPES = [CarRegistered.type, CarUpdated.type, DriverCreated.type, DriverUpdated.type] as const;

type Saved = Pick<EventJob, 'type' | 'schemaVersion' | 'data'>;

/** Whether the save names a date at all: an edit of a car's number or a driver's phone raises nothing. */
export function savesExpiryDate(event: Saved): boolean {
  if (event.type === CarRegistered.type || event.type === DriverCreated.type) return true;
  if (event.type === CarUpdated.type) {
    const decoded = carCatalogue.decode(event.type, event.schemaVersion, event.data);
    return decoded.type === 'CarUpdated' && (decoded.data.changes.inspection !== undefined || decoded.data.changes.insurance !== undefined);
  }
  if (event.type === DriverUpdated.type) {
    const decoded = driverCatalogue.decode(event.type, event.schemaVersion, event.data);
    return decoded.type === 'DriverUpdated' && decoded.data.changes.expirationDate !== undefined;
  }
  return false;
}

/**
 * A car or driver saved with a date already past, or within EXPIRY_WARNING_DAYS, raises its alert now rather
 * than at the next daily scan. The car or driver is read as it is now (a later edit or deletion wins), on the
 * business day of the clock, and raised under the scan's own ids, so the scan adds no duplicate.
 */
export async function processExpiryOnSave(deps: ProcessorDeps, event: Saved, cause: Cause): Promise<void> {
  const today = businessDay(deps.clock.now(), deps.config.timeZone);
  if (event.type === CarRegistered.type || event.type === CarUpdated.type) {
    const { data } = carCatalogue.decode(event.type, event.schemaVersion, event.data) as { data: { carId: string } };
    const car = await deps.directory.car(data.carId);
    if (car) await checkCarExpiry(deps, today, cause, car);
    return;
  }
  const { data } = driverCatalogue.decode(event.type, event.schemaVersion, event.data) as { data: { driverId: string } };
  const driver = await deps.directory.driver(data.driverId);
  if (driver) await checkDriverExpiry(deps, today, cause, driver);
}
