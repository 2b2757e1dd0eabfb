import { testResultStream, type EventMetadata } from '@fleetcheck/contracts';
import { liveConfirmationAggregate } from '@fleetcheck/domain/live-confirmation/decider';
import {
  closedDayGaps,
  cutoffInstant,
  isUnconfirmedRemoteCheck,
  officeDayClosedAt,
  type ClosedDayCheck,
} from '@fleetcheck/domain/test-result/check-board';
import { handleCommand } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification } from '../notifications/raise-notification';

export interface CheckMissingScanResult {
  /** The business day judged. */
  date: string;
  raised: number;
  alreadyRaised: number;
}

/**
 * The missed-check job (issue 15 item 3): every driver on duty needs a before-driving and an after-driving
 * check each business day (TZ_BUSINESS); one lacking either raises CHECK_MISSING once per driver and day
 * (dashboard, and mail to the office's managers). Each driver's day closes at the office's own cut-off, or
 * CHECK_CUTOFF when it names none (issue 34 item 5), so the job runs every few minutes and judges, for each
 * driver, the day last closed. A check taken in the driver app counts only once confirmed live (a video call or a
 * phone code) by that cut-off: one without is named 未確認 in the alert (issue 35 item 5). Run again, or late, it
 * judges the same day and raises nothing twice. Given a
 * `day` (by hand), every driver is judged for that day.
 */
export async function runCheckMissingScan(deps: ProcessorDeps, runId: string, day?: string): Promise<CheckMissingScanResult> {
  const now = deps.clock.now();
  const cutoffs = await deps.directory.officeCutoffs();
  const cutoffOf = (officeId: string | null): string => (officeId === null ? null : cutoffs.get(officeId)) ?? deps.config.checkCutoff;
  const closedFor = (officeId: string | null): string =>
    day ?? officeDayClosedAt(now, officeId === null ? null : cutoffs.get(officeId), deps.config.checkCutoff, deps.config.timeZone);
  const date = closedFor(null);
  const days = [...new Set([date, ...[...cutoffs.keys()].map(closedFor)])].sort();
  const cause = { causationId: null, correlationId: runId };
  const result: CheckMissingScanResult = { date, raised: 0, alreadyRaised: 0 };
  const cutoffAt = (officeId: string | null, date: string): string => cutoffInstant(date, cutoffOf(officeId), deps.config.timeZone);
  for (const judged of days) await judgeDay(deps, judged, closedFor, cutoffAt, cause, result);
  return result;
}

/** Raises CHECK_MISSING for the drivers whose day last closed is `date`. */
async function judgeDay(
  deps: ProcessorDeps,
  date: string,
  closedFor: (officeId: string | null) => string,
  cutoffAt: (officeId: string | null, date: string) => string,
  cause: { causationId: null; correlationId: string },
  result: CheckMissingScanResult,
): Promise<void> {
  for (const company of await deps.directory.companyDays(date)) {
    const drivers = company.drivers.filter((driver) => closedFor(driver.officeId) === date);
    const closing = new Map(drivers.map((driver) => [driver.driverId, cutoffAt(driver.officeId, date)]));
    // Each driver-app check of the day with no live confirmation by its cut-off says so on its record (once).
    for (const check of company.checks) {
      const at = closing.get(check.driverId);
      if (at && !check.liveConfirmationMissed && isUnconfirmedRemoteCheck(check, at))
        await markMissed(deps, company.companyId, check, date, at, cause);
    }
    const gaps = closedDayGaps(drivers, company.checks, company.offDuty, (driver) => closing.get(driver.driverId)!);
    for (const { driver, checkTypes, unconfirmed } of gaps) {
      const draft = notificationDraft(
        {
          notificationId: notificationIdFor('CHECK_MISSING', driver.driverId, date),
          companyId: company.companyId,
          type: 'CHECK_MISSING',
          level: 'warning',
        },
        {
          driver: { lastName: driver.lastName, firstName: driver.firstName, expirationDate: null },
          missingCheck: { date, checkTypes, officeId: driver.officeId, unconfirmed },
        },
      );
      const outcome = await raiseNotification(deps.store, draft, cause, deps.clock.now());
      if (outcome === 'raised') result.raised += 1;
      else result.alreadyRaised += 1;
    }
  }
}

/** The record's decider says the cut-off passed with no live confirmation (it decides nothing twice, nor for a check confirmed in time). */
async function markMissed(
  deps: ProcessorDeps,
  companyId: string,
  check: ClosedDayCheck,
  date: string,
  cutoffAt: string,
  cause: { causationId: null; correlationId: string },
): Promise<void> {
  const metadata: EventMetadata = {
    actor: { userId: null, role: 'system', companyId },
    onBehalfOf: null,
    correlationId: cause.correlationId,
    causationId: null,
    occurredAt: deps.clock.now().toISOString(),
  };
  const command = { type: 'MarkLiveConfirmationMissed' as const, data: { date, cutoffAt } };
  await handleCommand(deps.store, testResultStream(check.testResultId), liveConfirmationAggregate, command, metadata);
}
