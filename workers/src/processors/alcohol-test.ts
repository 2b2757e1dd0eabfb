import type { EventOf, TestResultRecorded } from '@fleetcheck/contracts';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { raiseNotification, type Cause } from '../notifications/raise-notification';

type Recorded = EventOf<typeof TestResultRecorded>['data'];

/** A test recorded as failed raises ALCOHOL_TEST_FAILED (alert); its e-mails follow from that event. */
export async function processAlcoholTest(deps: ProcessorDeps, test: Recorded, cause: Cause): Promise<void> {
  if (!test.failed) return;
  const [driver, car] = await Promise.all([deps.directory.driver(test.driverId), test.carId ? deps.directory.car(test.carId) : undefined]);
  await raiseNotification(
    deps.store,
    {
      notificationId: notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId),
      companyId: test.companyId,
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
      driver: driver ? { lastName: driver.lastName, firstName: driver.firstName, expirationDate: driver.expirationDate } : null,
      car: car ? { model: car.model, number: car.number, inspection: car.inspection, insurance: car.insurance } : null,
      device: null,
      testResult: test.resultMgL,
      testResultId: test.testResultId,
      missingCheck: null,
    },
    cause,
    deps.clock.now(),
  );
}
