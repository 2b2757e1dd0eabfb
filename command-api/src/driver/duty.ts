import { driverDutyStream } from '@fleetcheck/contracts';
import { notFound, streams } from '@fleetcheck/domain';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { driverDutyAggregate } from '@fleetcheck/domain/driver/duty';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import type { DriverDutyBody } from './body';

/** Marks a live driver of the company off duty for a day (no check is missing then), or back on duty. */
export async function setDriverDuty(app: App, ctx: CommandContext, driverId: string, companyId: string, body: DriverDutyBody) {
  const { state } = await loadStream(app.store, streams.driver(driverId), driverAggregate);
  // Another company's driver answers as a missing one.
  if (state.status !== 'Active' || state.account.companyId !== companyId) throw notFound();
  return handleCommand(
    app.store,
    driverDutyStream(driverId),
    driverDutyAggregate,
    { type: 'SetDriverDuty', data: { actingCompanyId: companyId, driverId, date: body.date, onDuty: body.onDuty } },
    ctx.metadata(),
  );
}
