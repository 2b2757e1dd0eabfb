import { driversCollection, type CarDetails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { assertOfficeUsable } from '../office/commands';
import { caughtUpReadModels } from '../shared/caught-up-read-models';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carNumberTaken, claimCarNumber, releaseCarNumber, withCarNumberChange } from './number-claims';
import { carStream } from '@fleetcheck/domain/car/stream';
import { assertPlanRoom } from '../subscription/plan-room';

/**
 * Read-only checks first (the office, room in the plan), then the number claim, then the car: a refused body appends nothing;
 * a write that fails after the claim gives the number back, and one a crash cuts short leaves a claim the
 * next car with that number takes over (number-claims.ts). The office is not written: whether it is in use
 * is read from the read models when it is deleted, so creates in one office never contend.
 */
export async function registerCar(app: App, ctx: CommandContext, companyId: string, details: CarDetails) {
  const carId = app.ids.generate();
  await assertOfficeUsable(app, details.officeId, companyId);
  await assertPlanRoom(app, companyId, 'cars');
  const claim = { companyId, number: details.number, carId };
  if (!(await claimCarNumber(app.store, claim, ctx.metadata()))) throw carNumberTaken();
  try {
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

async function carDrivers(app: App, carId: string, companyId: string): Promise<number> {
  const readStore = await caughtUpReadModels(app, [driversCollection]);
  return readStore.collection(driversCollection).count({ filter: { companyId, carId } });
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
  // Checked before claiming a new number, so a stale edit claims nothing.
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  if (details.officeId !== state.details.officeId) await assertOfficeUsable(app, details.officeId, actingCompanyId);
  return withCarNumberChange(
    app.store,
    ctx.metadata,
    { from: { companyId: actingCompanyId, number: state.details.number, carId }, toNumber: details.number },
    () =>
      handleCommand(app.store, carStream(carId), carAggregate, { type: 'UpdateCar', data: { actingCompanyId, details } }, ctx.metadata(), {
        expectedRevision,
      }),
  );
}

/**
 * Refused with Errors.CarInUse while a driver drives the car (the manager reassigns the driver first), as the
 * caught-up drivers read model says; asked only once the car exists for this company and the If-Match is current.
 */
export async function deleteCar(app: App, ctx: CommandContext, carId: string, actingCompanyId: string, expectedRevision?: bigint) {
  const { state, revision } = await loadStream(app.store, carStream(carId), carAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  const drivers = await carDrivers(app, carId, actingCompanyId);
  const written = await handleCommand(
    app.store,
    carStream(carId),
    carAggregate,
    { type: 'DeleteCar', data: { actingCompanyId, drivers } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted' && written.events.length > 0) {
    await releaseCarNumber(app.store, { companyId: written.state.companyId, number: written.state.details.number, carId }, ctx.metadata());
  }
  return written;
}

/**
 * Read-only check before a driver command writes anything naming the car, so a body naming an unusable car is
 * refused with nothing appended (not even a username reservation).
 */
export async function assertCarUsable(app: App, carId: string, actingCompanyId: string): Promise<void> {
  const { state } = await loadStream(app.store, carStream(carId), carAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) {
    throw new DomainError('Errors.Invalid', [{ path: 'car', key: 'Errors.NotFound' }]);
  }
}
