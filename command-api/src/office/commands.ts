import { DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES, type OfficeDetails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { officeAggregate } from '@fleetcheck/domain/office/decider';
import { officeReferrers } from './usage';

/** DRIVER_REMINDER_MARGIN_MINUTES, which an office's cut-off must leave room for (see the office decider). */
export const reminderMarginOf = (app: App): number => app.config.driverReminderMarginMinutes ?? DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES;

export async function createOffice(app: App, ctx: CommandContext, companyId: string, details: OfficeDetails) {
  const officeId = app.ids.generate();
  const written = await handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'CreateOffice', data: { officeId, companyId, details, reminderMarginMinutes: reminderMarginOf(app) } },
    ctx.metadata(),
  );
  return { officeId, ...written };
}

export function updateOffice(
  app: App,
  ctx: CommandContext,
  officeId: string,
  actingCompanyId: string,
  details: OfficeDetails,
  expectedRevision?: bigint,
) {
  return handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'UpdateOffice', data: { actingCompanyId, details, reminderMarginMinutes: reminderMarginOf(app) } },
    ctx.metadata(),
    { expectedRevision },
  );
}

/**
 * Whether the office is in use comes from the read models (see officeReferrers), asked only once the office
 * exists for this company and the If-Match is current, so a refused deletion costs no wait. A car, driver or
 * manager registered in the same instant as the deletion can still name the deleted office; the read models
 * then show it without one and its next edit must choose an office that exists.
 */
export async function deleteOffice(app: App, ctx: CommandContext, officeId: string, actingCompanyId: string, expectedRevision?: bigint) {
  const { state, revision } = await loadStream(app.store, streams.office(officeId), officeAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  const referrers = await officeReferrers(app, officeId, actingCompanyId);
  return handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'DeleteOffice', data: { actingCompanyId, referrers } },
    ctx.metadata(),
    { expectedRevision },
  );
}

/**
 * Read-only check before a car, driver or manager writes anything naming the office, so a body naming an
 * unusable office is refused with nothing appended (not even a username reservation).
 */
export async function assertOfficeUsable(app: App, officeId: string | null, actingCompanyId: string): Promise<void> {
  if (!officeId) return;
  const { state } = await loadStream(app.store, streams.office(officeId), officeAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) {
    throw new DomainError('Errors.Invalid', [{ path: 'office', key: 'Errors.NotFound' }]);
  }
}
