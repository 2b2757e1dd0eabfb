import type { NotificationType } from '@fleetcheck/contracts';
import { businessDay, daysBetween } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import type { CarSummary, DriverSummary } from '../fleet/fleet-directory';
import { notificationIdFor } from '../notifications/notification-id';
import { raiseNotification, type NotificationDraft } from '../notifications/raise-notification';

type DocumentKind = 'LICENSE' | 'INSPECTION' | 'INSURANCE';

export interface ExpiryScanResult {
  raised: number;
  alreadyRaised: number;
}

/**
 * Raises <KIND>_EXPIRING (warning) for documents expiring within the window and <KIND>_EXPIRED (alert) for
 * those past their date. The id is (type, subject, expiry date): a daily run raises each at most once, and a
 * renewal (a new date) starts a new period.
 */
export async function runExpiryScan(deps: ProcessorDeps, runId: string, today?: string): Promise<ExpiryScanResult> {
  const now = deps.clock.now();
  const day = today ?? businessDay(now, deps.config.timeZone);
  const result: ExpiryScanResult = { raised: 0, alreadyRaised: 0 };
  const cause = { causationId: null, correlationId: runId };

  const check = async (
    kind: DocumentKind,
    subjectId: string,
    expiresOn: string | null,
    draft: Omit<NotificationDraft, 'notificationId' | 'type' | 'level'>,
  ) => {
    if (!expiresOn || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return;
    const daysLeft = daysBetween(day, expiresOn);
    const stage = daysLeft < 0 ? 'EXPIRED' : daysLeft <= deps.config.expiryWarningDays ? 'EXPIRING' : undefined;
    if (!stage) return;
    const type = `${kind}_${stage}` as NotificationType;
    const outcome = await raiseNotification(
      deps.store,
      { ...draft, notificationId: notificationIdFor(type, subjectId, expiresOn), type, level: stage === 'EXPIRED' ? 'alert' : 'warning' },
      cause,
      now,
    );
    if (outcome === 'raised') result.raised += 1;
    else result.alreadyRaised += 1;
  };

  const [drivers, cars] = await Promise.all([deps.directory.allDrivers(), deps.directory.allCars()]);
  for (const driver of drivers) await check('LICENSE', driver.driverId, driver.expirationDate, driverDraft(driver));
  for (const car of cars) {
    await check('INSPECTION', car.carId, car.inspection, carDraft(car));
    await check('INSURANCE', car.carId, car.insurance, carDraft(car));
  }
  return result;
}

const driverDraft = (driver: DriverSummary) => ({
  companyId: driver.companyId,
  driver: { lastName: driver.lastName, firstName: driver.firstName, expirationDate: driver.expirationDate },
  car: null,
  device: null,
  testResult: null,
  testResultId: null,
});

const carDraft = (car: CarSummary) => ({
  companyId: car.companyId,
  driver: null,
  car: { model: car.model, number: car.number, inspection: car.inspection, insurance: car.insurance },
  device: null,
  testResult: null,
  testResultId: null,
});
