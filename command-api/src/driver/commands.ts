import type { Credentials, DriverProfile } from '@fleetcheck/contracts';
import type { App } from '../app';
import { assertCarUsable } from '../car/commands';
import { assertOfficeUsable } from '../office/commands';
import { handleCommand, loadStream } from '../shared/command-handler';
import { newAccountPassword, reserveGeneratedUsername } from '../shared/credentials';
import { conflict, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import type { DriverBody } from './body';
import type { WithStoredImage } from '../shared/images';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';

/**
 * A driver's car and office are only checked (they exist in the company) before its own write: whether a car
 * or an office is in use is read from the read models when it is deleted (car/commands.ts, office/usage.ts),
 * so a driver's request cut short by a crash leaves nothing behind on them.
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
  const { password, passwordHash } = await newAccountPassword(chosenPassword);
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'CreateDriver', data: { driverId, companyId, username, passwordHash, profile } },
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
  return handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'UpdateDriver', data: { actingCompanyId, profile } },
    ctx.metadata(),
    { expectedRevision },
  );
}

export async function resetDriverPassword(app: App, ctx: CommandContext, driverId: string, actingCompanyId: string) {
  const { password, passwordHash } = await newAccountPassword();
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'ResetDriverPassword', data: { actingCompanyId, passwordHash } },
    ctx.metadata(),
  );
  if (written.state.status !== 'Active') throw notFound();
  const credentials: Credentials = { name: displayName(written.state.account.profile), username: written.state.account.username, password };
  return { credentials, ...written };
}

export function deleteDriver(app: App, ctx: CommandContext, driverId: string, actingCompanyId: string, expectedRevision?: bigint) {
  return handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'DeleteDriver', data: { actingCompanyId } },
    ctx.metadata(),
    { expectedRevision },
  );
}
