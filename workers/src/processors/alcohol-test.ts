import type { EventOf, TestResultRecorded } from '@fleetcheck/contracts';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { alertCar, alertDriver, notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';

type Recorded = EventOf<typeof TestResultRecorded>['data'];

/** A test recorded as failed raises ALCOHOL_TEST_FAILED (alert); its e-mails follow from that event. */
export async function processAlcoholTest(deps: ProcessorDeps, test: Recorded, cause: Cause): Promise<void> {
  if (!test.failed) return;
  const [driver, car] = await Promise.all([deps.directory.driver(test.driverId), test.carId ? deps.directory.car(test.carId) : undefined]);
  const draft = notificationDraft(
    {
      notificationId: notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId),
      companyId: test.companyId,
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
    },
    {
      driver: alertDriver(driver),
      car: alertCar(car),
      testResult: test.resultMgL,
      testResultId: test.testResultId,
    },
  );
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}
