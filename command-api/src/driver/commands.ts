import type { Credentials, DriverProfile } from '@fleetcheck/contracts';
import type { App } from '../app';
import { hashPassword } from '../auth/password-hash';
import { assertCarUsable, referenceCar, releaseCar, withCarChange } from '../car/commands';
import { assertOfficeUsable, referenceOffice, releaseOffice, withOfficeChange } from '../office/commands';
import { handleCommand, loadStream } from '../shared/command-handler';
import { generatePassword, reserveGeneratedUsername } from '../shared/credentials';
import { conflict, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import type { DriverBody } from './body';
import type { WithStoredImage } from '../shared/images';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';

/**
 * A driver records its car (and office) as a reference in that aggregate's stream before naming it, and
 * releases it after it no longer does, so a car a driver drives refuses deletion with Errors.CarInUse and
 * no driver ever points at a deleted car (car/commands.ts, office/commands.ts).
 */
export function driverProfileFromBody(body: WithStoredImage<DriverBody>): DriverProfile {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    spellingFirstName: body.spellingFirstName,
    spellingLastName: body.spellingLastName,
    DOB: body.DOB,
    expirationDate: body.expirationDate,
    licenseType: body.licenseType,
    carId: body.car,
    driverLicense: body.driverLicense,
    email: body.email,
    mobile: body.mobile,
    officeId: body.office,
    image: body.image,
  };
}

const displayName = (p: { lastName: string; firstName: string }) => `${p.lastName} ${p.firstName}`;

export async function createDriver(app: App, ctx: CommandContext, companyId: string, profile: DriverProfile, chosenPassword?: string) {
  const driverId = app.ids.generate();
  await assertOfficeUsable(app, profile.officeId, companyId);
  await assertCarUsable(app, profile.carId, companyId);
  const username = await reserveGeneratedUsername(app.store, 'driver', driverId, ctx.metadata());
  if (profile.officeId) await referenceOffice(app, ctx, profile.officeId, companyId, { kind: 'driver', id: driverId });
  await referenceCar(app, ctx, profile.carId, companyId, { kind: 'driver', id: driverId });
  const password = chosenPassword ?? generatePassword();
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'CreateDriver', data: { driverId, companyId, username, passwordHash: await hashPassword(password), profile } },
    ctx.metadata(),
  );
  const credentials: Credentials = { name: displayName(profile), username, password };
  return { driverId, credentials, ...written };
}

export async function updateDriver(
  app: App,
  ctx: CommandContext,
  driverId: string,
  actingCompanyId: string,
  profile: DriverProfile,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, streams.driver(driverId), driverAggregate);
  if (state.status !== 'Active' || state.account.companyId !== actingCompanyId) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  const current = state.account.profile;
  if (profile.officeId !== current.officeId) await assertOfficeUsable(app, profile.officeId, actingCompanyId);
  if (profile.carId !== current.carId) await assertCarUsable(app, profile.carId, actingCompanyId);
  const referrer = { kind: 'driver' as const, id: driverId };
  return withOfficeChange(app, ctx, { from: current.officeId, to: profile.officeId, actingCompanyId, referrer }, () =>
    withCarChange(app, ctx, { from: current.carId, to: profile.carId, actingCompanyId, referrer }, () =>
      handleCommand(
        app.store,
        streams.driver(driverId),
        driverAggregate,
        { type: 'UpdateDriver', data: { actingCompanyId, profile } },
        ctx.metadata(),
        { expectedRevision },
      ),
    ),
  );
}

export async function resetDriverPassword(app: App, ctx: CommandContext, driverId: string, actingCompanyId: string) {
  const password = generatePassword();
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'ResetDriverPassword', data: { actingCompanyId, passwordHash: await hashPassword(password) } },
    ctx.metadata(),
  );
  if (written.state.status !== 'Active') throw notFound();
  const credentials: Credentials = { name: displayName(written.state.account.profile), username: written.state.account.username, password };
  return { credentials, ...written };
}

export async function deleteDriver(app: App, ctx: CommandContext, driverId: string, actingCompanyId: string, expectedRevision?: bigint) {
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'DeleteDriver', data: { actingCompanyId } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted') {
    const { officeId, carId } = written.state.account.profile;
    if (officeId) await releaseOffice(app, ctx, officeId, { kind: 'driver', id: driverId });
    await releaseCar(app, ctx, carId, { kind: 'driver', id: driverId });
  }
  return written;
}
