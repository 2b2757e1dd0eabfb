import { driverReminderStream, type EventMetadata } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { driverReminderAggregate } from '@fleetcheck/domain/driver-reminder/decider';
import { remindersDue } from '@fleetcheck/domain/test-result/driver-reminder';
import { handleCommand } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';

export interface DriverReminderScanResult {
  /** The Japan business day judged. */
  date: string;
  reminded: number;
  alreadyReminded: number;
  /** Due, but with no mail address: the app's banner is their only reminder. */
  withoutAddress: number;
}

/**
 * The driver reminder job (issue 34 item 5), every DRIVER_REMINDER_CRON (five minutes): each driver on duty with no
 * before-driving check today (Japan) by the office's start time plus DRIVER_REMINDER_MARGIN_MINUTES, before the
 * office's cut-off, is reminded through the reminder decider, once per driver and day; the mail follows the event
 * (the event processor). Every workers process may run the job at once: the one stream per driver and day makes
 * the loser's append conflict, and its retry decides nothing.
 */
export async function runDriverReminderScan(deps: ProcessorDeps, runId: string): Promise<DriverReminderScanResult> {
  const now = deps.clock.now();
  const date = businessDay(now);
  const offices = await deps.directory.officeDays();
  const result: DriverReminderScanResult = { date, reminded: 0, alreadyReminded: 0, withoutAddress: 0 };
  for (const company of await deps.directory.companyDays(date)) {
    const due = remindersDue({
      day: date,
      now,
      marginMinutes: deps.config.driverReminderMarginMinutes,
      drivers: company.drivers,
      checks: company.checks,
      offDuty: company.offDuty,
      offices,
      fallbackCutoff: deps.config.checkCutoff,
    });
    for (const { driverId, officeId, startTime, dueAt } of due) {
      if (!company.reachable.has(driverId)) {
        result.withoutAddress += 1;
        continue;
      }
      const metadata: EventMetadata = {
        actor: { userId: null, role: 'system', companyId: company.companyId },
        onBehalfOf: null,
        correlationId: runId,
        causationId: null,
        occurredAt: now.toISOString(),
      };
      const command = {
        type: 'SendDriverCheckReminder' as const,
        data: { driverId, companyId: company.companyId, officeId, date, startTime, dueAt, at: now.toISOString() },
      };
      const { events } = await handleCommand(deps.store, driverReminderStream(driverId, date), driverReminderAggregate, command, metadata);
      if (events.length > 0) result.reminded += 1;
      else result.alreadyReminded += 1;
    }
  }
  return result;
}
