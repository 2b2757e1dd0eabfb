import { checkBoard, dayClosedAt, missingChecks } from '@fleetcheck/domain/test-result/check-board';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { raiseNotification } from '../notifications/raise-notification';

export interface CheckMissingScanResult {
  /** The business day judged. */
  date: string;
  raised: number;
  alreadyRaised: number;
}

/**
 * The daily missed-check job (issue 15 item 3), at the configured cut-off: every driver on duty needs a
 * before-driving and an after-driving check each business day (TZ_BUSINESS); one lacking either raises
 * CHECK_MISSING once per driver and day (dashboard, and mail to the office's managers). Run again, or late,
 * it judges the same day and raises nothing twice.
 */
export async function runCheckMissingScan(deps: ProcessorDeps, runId: string, day?: string): Promise<CheckMissingScanResult> {
  const date = day ?? dayClosedAt(deps.clock.now(), deps.config.checkCutoff, deps.config.timeZone);
  const cause = { causationId: null, correlationId: runId };
  const result: CheckMissingScanResult = { date, raised: 0, alreadyRaised: 0 };
  for (const company of await deps.directory.companyDays(date)) {
    for (const { driver, checkTypes } of missingChecks(checkBoard(company.drivers, company.checks, company.offDuty))) {
      const draft = {
        notificationId: notificationIdFor('CHECK_MISSING', driver.driverId, date),
        companyId: company.companyId,
        type: 'CHECK_MISSING' as const,
        level: 'warning' as const,
        driver: { lastName: driver.lastName, firstName: driver.firstName, expirationDate: null },
        car: null,
        device: null,
        testResult: null,
        testResultId: null,
        missingCheck: { date, checkTypes, officeId: driver.officeId },
      };
      const outcome = await raiseNotification(deps.store, draft, cause, deps.clock.now());
      if (outcome === 'raised') result.raised += 1;
      else result.alreadyRaised += 1;
    }
  }
  return result;
}
