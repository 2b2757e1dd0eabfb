import { confirmerRoleOf, testResultStream, type RecordManager } from '@fleetcheck/contracts';
import { streams } from '@fleetcheck/domain';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { liveConfirmationAggregate } from '@fleetcheck/domain/live-confirmation/decider';
import type { App } from '../app';
import { loadStream } from '../shared/command-handler';

/**
 * The office a confirmation's referral names (issue 35 item 4): the record's driver's office now, whose managers'
 * live queues show it. Only a 補助者's confirmation can be referred, so for anyone else nothing is read (null).
 */
export async function referralOfficeOf(
  app: App,
  testResultId: string,
  companyId: string,
  manager: RecordManager | null,
): Promise<string | null> {
  if (!manager || confirmerRoleOf(manager) !== 'assistant') return null;
  const record = (await loadStream(app.store, testResultStream(testResultId), liveConfirmationAggregate)).state;
  if (record.status !== 'Recorded' || record.companyId !== companyId) return null;
  const driver = (await loadStream(app.store, streams.driver(record.driverId), driverAggregate)).state;
  return driver.status !== 'None' && driver.account.companyId === companyId ? driver.account.profile.officeId : null;
}
