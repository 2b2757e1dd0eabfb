import type { CarDetails, CarReferrer } from '@fleetcheck/contracts';
import type { App } from '../app';
import { assertOfficeUsable, releaseOffice, referenceOffice, withOfficeChange } from '../office/commands';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carNumberTaken, claimCarNumber, releaseCarNumber, withCarNumberChange } from './number-claims';
import { carStream } from '@fleetcheck/domain/car/stream';

/**
 * Read-only checks first (the office), then the number claim, then the office reference and the car: a
 * refused body appends nothing; a write that fails after the claim gives the number back.
 */
export async function registerCar(app: App, ctx: CommandContext, companyId: string, details: CarDetails) {
  const carId = app.ids.generate();
  await assertOfficeUsable(app, details.officeId, companyId);
  const claim = { companyId, number: details.number, carId };
  if (!(await claimCarNumber(app.store, claim, ctx.metadata()))) throw carNumberTaken();
  try {
    await referenceOffice(app, ctx, details.officeId, companyId, { kind: 'car', id: carId });
    const written = await handleCommand(
      app.store,
      carStream(carId),
      carAggregate,
      { type: 'RegisterCar', data: { carId, companyId, details } },
      ctx.metadata(),
    );
    return { carId, ...written };
  } catch (error) {
    await releaseCarNumber(app.store, claim, ctx.metadata());
    throw error;
  }
}

export async function updateCar(
  app: App,
  ctx: CommandContext,
  carId: string,
  actingCompanyId: string,
  details: CarDetails,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, carStream(carId), carAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  // Checked before touching the office streams, so a stale edit leaves no reference behind.
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  if (details.officeId !== state.details.officeId) await assertOfficeUsable(app, details.officeId, actingCompanyId);
  return withCarNumberChange(
    app.store,
    ctx.metadata,
    { from: { companyId: actingCompanyId, number: state.details.number, carId }, toNumber: details.number },
    () =>
      withOfficeChange(
        app,
        ctx,
        { from: state.details.officeId, to: details.officeId, actingCompanyId, referrer: { kind: 'car', id: carId } },
        () =>
          handleCommand(
            app.store,
            carStream(carId),
            carAggregate,
            { type: 'UpdateCar', data: { actingCompanyId, details } },
            ctx.metadata(),
            { expectedRevision },
          ),
      ),
  );
}

/** Refused with Errors.CarInUse while a driver drives the car: the manager reassigns the driver first. */
export async function deleteCar(app: App, ctx: CommandContext, carId: string, actingCompanyId: string, expectedRevision?: bigint) {
  const written = await handleCommand(
    app.store,
    carStream(carId),
    carAggregate,
    { type: 'DeleteCar', data: { actingCompanyId } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted' && written.events.length > 0) {
    await releaseOffice(app, ctx, written.state.details.officeId, { kind: 'car', id: carId });
    await releaseCarNumber(app.store, { companyId: written.state.companyId, number: written.state.details.number, carId }, ctx.metadata());
  }
  return written;
}

/**
 * Read-only check before a driver command writes anything, so a body naming an unusable car is refused with
 * nothing appended (not even a username reservation); referenceCar below still guards the race.
 */
export async function assertCarUsable(app: App, carId: string, actingCompanyId: string): Promise<void> {
  const { state } = await loadStream(app.store, carStream(carId), carAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) {
    throw new DomainError('Errors.Invalid', [{ path: 'car', key: 'Errors.NotFound' }]);
  }
}

/**
 * For the driver commands: call BEFORE writing a driver event that names the car. A car of another company,
 * deleted or unknown, is a 400 on the `car` field.
 */
export async function referenceCar(
  app: App,
  ctx: CommandContext,
  carId: string,
  actingCompanyId: string,
  referrer: CarReferrer,
): Promise<void> {
  try {
    await handleCommand(
      app.store,
      carStream(carId),
      carAggregate,
      { type: 'AddCarReference', data: { actingCompanyId, referrer } },
      ctx.metadata(),
    );
  } catch (error) {
    if (error instanceof DomainError && error.key === 'Errors.NotFound') {
      throw new DomainError('Errors.Invalid', [{ path: 'car', key: 'Errors.NotFound' }]);
    }
    throw error;
  }
}

/** For the driver commands: call AFTER the driver's own event no longer names the car. */
export async function releaseCar(app: App, ctx: CommandContext, carId: string, referrer: CarReferrer): Promise<void> {
  await handleCommand(app.store, carStream(carId), carAggregate, { type: 'RemoveCarReference', data: { referrer } }, ctx.metadata());
}

/** Moves a driver's car reference: add new -> `write` -> remove old (see withOfficeChange). */
export async function withCarChange<T>(
  app: App,
  ctx: CommandContext,
  change: { from: string | null; to: string | null; actingCompanyId: string; referrer: CarReferrer },
  write: () => Promise<T>,
): Promise<T> {
  if (change.from === change.to) return write();
  if (change.to) await referenceCar(app, ctx, change.to, change.actingCompanyId, change.referrer);
  const result = await write();
  if (change.from) await releaseCar(app, ctx, change.from, change.referrer);
  return result;
}
