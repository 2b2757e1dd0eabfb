import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import { checkCarExpiry, checkDriverExpiry, type ExpiryOutcome } from './expiry-check';

export interface ExpiryScanResult {
  raised: number;
  alreadyRaised: number;
}

/**
 * The daily pass over every live driver and car, for the dates that became due since they were saved (a date
 * already due when saved was raised then, by the expiry-on-save processor, on the same notification ids).
 */
export async function runExpiryScan(deps: ProcessorDeps, runId: string, today?: string): Promise<ExpiryScanResult> {
  const day = today ?? businessDay(deps.clock.now(), deps.config.timeZone);
  const cause = { causationId: null, correlationId: runId };
  const outcomes: ExpiryOutcome[] = [];
  const [drivers, cars] = await Promise.all([deps.directory.allDrivers(), deps.directory.allCars()]);
  for (const driver of drivers) outcomes.push(...(await checkDriverExpiry(deps, day, cause, driver)));
  for (const car of cars) outcomes.push(...(await checkCarExpiry(deps, day, cause, car)));
  return {
    raised: outcomes.filter((outcome) => outcome === 'raised').length,
    alreadyRaised: outcomes.filter((outcome) => outcome === 'already_raised').length,
  };
}
