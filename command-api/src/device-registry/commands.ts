import type { RegisteredDeviceDetails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { newOpaqueToken } from '../auth/tokens';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { registeredDeviceAggregate } from '@fleetcheck/domain/device-registry/decider';
import { claimSerial, releaseSerial, serialTaken, withSerialChange } from './serial-claims';
import { registeredDeviceStream } from '@fleetcheck/domain/device-registry/stream';
import { assertPlanRoom } from '../subscription/plan-room';

/** A company a device is assigned to must exist (not deleted): otherwise a 400 on the `company` field. */
async function requireCompany(app: App, companyId: string): Promise<void> {
  const { state } = await loadStream(app.store, streams.company(companyId), companyAggregate);
  if (!companyExists(state)) throw new DomainError('Errors.Invalid', [{ path: 'company', key: 'Errors.NotFound' }]);
}

const registryClaim = (deviceId: string, serialNo: string) => ({ scope: 'registry' as const, serialNo, deviceId, companyId: null });

/**
 * The secret is returned once and only its hash is stored. It names the device (`<deviceId>.<random>`) so
 * the ingestion endpoint finds the stream to check it against without any lookup table.
 */
export async function registerDevice(app: App, ctx: CommandContext, companyId: string, details: RegisteredDeviceDetails) {
  const deviceId = app.ids.generate();
  await requireCompany(app, companyId);
  await assertPlanRoom(app, companyId, 'rentedDevices');
  if (!(await claimSerial(app.store, registryClaim(deviceId, details.serialNo), ctx.metadata()))) throw serialTaken();
  const secret = newOpaqueToken(deviceId);
  try {
    const written = await handleCommand(
      app.store,
      registeredDeviceStream(deviceId),
      registeredDeviceAggregate,
      { type: 'RegisterDevice', data: { deviceId, companyId, details, secretHash: secret.hash } },
      ctx.metadata(),
    );
    return { deviceId, secret: secret.token, ...written };
  } catch (error) {
    await releaseSerial(app.store, registryClaim(deviceId, details.serialNo), ctx.metadata());
    throw error;
  }
}

export async function editRegisteredDevice(
  app: App,
  ctx: CommandContext,
  deviceId: string,
  companyId: string,
  details: RegisteredDeviceDetails,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, registeredDeviceStream(deviceId), registeredDeviceAggregate);
  if (state.status !== 'Registered') throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  if (companyId !== state.device.companyId) {
    await requireCompany(app, companyId);
    await assertPlanRoom(app, companyId, 'rentedDevices');
  }
  return withSerialChange(
    app.store,
    ctx.metadata,
    { from: registryClaim(deviceId, state.device.details.serialNo), toSerialNo: details.serialNo },
    () =>
      handleCommand(
        app.store,
        registeredDeviceStream(deviceId),
        registeredDeviceAggregate,
        { type: 'EditRegisteredDevice', data: { details, companyId } },
        ctx.metadata(),
        { expectedRevision },
      ),
  );
}

export function unassignDevice(app: App, ctx: CommandContext, deviceId: string, expectedRevision?: bigint) {
  return handleCommand(
    app.store,
    registeredDeviceStream(deviceId),
    registeredDeviceAggregate,
    { type: 'UnassignDevice', data: {} },
    ctx.metadata(),
    { expectedRevision },
  );
}

/** The old secret stops working at once; the new one is returned once. */
export async function rotateDeviceSecret(app: App, ctx: CommandContext, deviceId: string, expectedRevision?: bigint) {
  const secret = newOpaqueToken(deviceId);
  const written = await handleCommand(
    app.store,
    registeredDeviceStream(deviceId),
    registeredDeviceAggregate,
    { type: 'RotateDeviceSecret', data: { secretHash: secret.hash } },
    ctx.metadata(),
    { expectedRevision },
  );
  return { secret: secret.token, ...written };
}

/** Refused with Errors.DeviceInUse while assigned to a company; frees the serial number for re-registration. */
export async function deregisterDevice(app: App, ctx: CommandContext, deviceId: string, expectedRevision?: bigint) {
  const written = await handleCommand(
    app.store,
    registeredDeviceStream(deviceId),
    registeredDeviceAggregate,
    { type: 'DeregisterDevice', data: {} },
    ctx.metadata(),
    {
      expectedRevision,
    },
  );
  if (written.state.status === 'Deregistered')
    await releaseSerial(app.store, registryClaim(deviceId, written.state.device.details.serialNo), ctx.metadata());
  return written;
}
