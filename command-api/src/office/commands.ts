import type { OfficeDetails, OfficeReferrer } from '@fleetcheck/contracts';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import { DomainError, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { officeAggregate } from '@fleetcheck/domain/office/decider';

export async function createOffice(app: App, ctx: CommandContext, companyId: string, details: OfficeDetails) {
  const officeId = app.ids.generate();
  const written = await handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'CreateOffice', data: { officeId, companyId, details } },
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
    { type: 'UpdateOffice', data: { actingCompanyId, details } },
    ctx.metadata(),
    { expectedRevision },
  );
}

export function deleteOffice(app: App, ctx: CommandContext, officeId: string, actingCompanyId: string, expectedRevision?: bigint) {
  return handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'DeleteOffice', data: { actingCompanyId } },
    ctx.metadata(),
    { expectedRevision },
  );
}

/**
 * Read-only check before a referrer writes anything, so a body naming an unusable office is refused with
 * nothing appended (not even a username reservation). referenceOffice below still guards the race.
 */
export async function assertOfficeUsable(app: App, officeId: string | null, actingCompanyId: string): Promise<void> {
  if (!officeId) return;
  const { state } = await loadStream(app.store, streams.office(officeId), officeAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) {
    throw new DomainError('Errors.Invalid', [{ path: 'office', key: 'Errors.NotFound' }]);
  }
}

/**
 * Called by a driver, manager (and later car) command BEFORE it writes its own event naming the office.
 * An office of another company, deleted or unknown, is a 400 on the `office` field.
 */
export async function referenceOffice(
  app: App,
  ctx: CommandContext,
  officeId: string,
  actingCompanyId: string,
  referrer: OfficeReferrer,
): Promise<void> {
  try {
    await handleCommand(
      app.store,
      streams.office(officeId),
      officeAggregate,
      { type: 'AddOfficeReference', data: { actingCompanyId, referrer } },
      ctx.metadata(),
    );
  } catch (error) {
    if (error instanceof DomainError && error.key === 'Errors.NotFound') {
      throw new DomainError('Errors.Invalid', [{ path: 'office', key: 'Errors.NotFound' }]);
    }
    throw error;
  }
}

/** Called AFTER the referrer's own event no longer names the office. */
export async function releaseOffice(app: App, ctx: CommandContext, officeId: string, referrer: OfficeReferrer): Promise<void> {
  await handleCommand(
    app.store,
    streams.office(officeId),
    officeAggregate,
    { type: 'RemoveOfficeReference', data: { referrer } },
    ctx.metadata(),
  );
}

/** Moves a reference when the referrer's office changes: add new -> `write` -> remove old. */
export async function withOfficeChange<T>(
  app: App,
  ctx: CommandContext,
  change: { from: string | null; to: string | null; actingCompanyId: string; referrer: OfficeReferrer },
  write: () => Promise<T>,
): Promise<T> {
  if (change.from === change.to) return write();
  if (change.to) await referenceOffice(app, ctx, change.to, change.actingCompanyId, change.referrer);
  const result = await write();
  if (change.from) await releaseOffice(app, ctx, change.from, change.referrer);
  return result;
}
