import type { NotificationType } from '@fleetcheck/contracts';
import { expiryStage } from '@fleetcheck/domain/notification/expiry';
import type { ProcessorDeps } from '../deps';
import type { CarSummary, DriverSummary } from '../fleet/fleet-directory';
import { notificationIdFor } from '../notifications/notification-id';
import {
  alertCar,
  alertDriver,
  notificationDraft,
  raiseNotification,
  type Cause,
  type NotificationDraft,
} from '../notifications/raise-notification';

type DocumentKind = 'LICENSE' | 'INSPECTION' | 'INSURANCE';

export type ExpiryOutcome = 'raised' | 'already_raised' | 'not_due';

/**
 * Raises <KIND>_EXPIRING (warning) or <KIND>_EXPIRED (alert) when the date is due on `today`. The id is
 * (type, subject, expiry date): the alert raised when a car or driver is saved and the daily scan land on the
 * same notification, so it exists once; a renewal (a new date) starts a new one.
 */
async function raiseIfDue(
  deps: ProcessorDeps,
  today: string,
  cause: Cause,
  kind: DocumentKind,
  subjectId: string,
  expiresOn: string | null,
  subject: Pick<NotificationDraft, 'companyId' | 'driver' | 'car'>,
): Promise<ExpiryOutcome> {
  const stage = expiryStage(today, expiresOn, deps.config.expiryWarningDays);
  if (!stage || !expiresOn) return 'not_due';
  const type = `${kind}_${stage}` as NotificationType;
  const draft = notificationDraft(
    {
      notificationId: notificationIdFor(type, subjectId, expiresOn),
      companyId: subject.companyId,
      type,
      level: stage === 'EXPIRED' ? 'alert' : 'warning',
    },
    { driver: subject.driver, car: subject.car },
  );
  return raiseNotification(deps.store, draft, cause, deps.clock.now());
}

/** The driver's licence. */
export async function checkDriverExpiry(deps: ProcessorDeps, today: string, cause: Cause, driver: DriverSummary): Promise<ExpiryOutcome[]> {
  const subject = { companyId: driver.companyId, driver: alertDriver(driver), car: null };
  return [await raiseIfDue(deps, today, cause, 'LICENSE', driver.driverId, driver.expirationDate, subject)];
}

/** The car's inspection and insurance. */
export async function checkCarExpiry(deps: ProcessorDeps, today: string, cause: Cause, car: CarSummary): Promise<ExpiryOutcome[]> {
  const subject = { companyId: car.companyId, driver: null, car: alertCar(car) };
  return [
    await raiseIfDue(deps, today, cause, 'INSPECTION', car.carId, car.inspection, subject),
    await raiseIfDue(deps, today, cause, 'INSURANCE', car.carId, car.insurance, subject),
  ];
}
