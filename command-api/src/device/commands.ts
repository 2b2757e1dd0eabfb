import type { CompanyDeviceDetails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { claimSerial, releaseSerial, serialTaken, withSerialChange } from '../device-registry/serial-claims';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, notFound } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { companyDeviceAggregate } from '@fleetcheck/domain/device/decider';
import { companyDeviceStream } from '@fleetcheck/domain/device/stream';
import { assertPlanRoom } from '../subscription/plan-room';

/** A serial number appears once in a company's list (other companies may list their own). */
const companyClaim = (companyId: string, deviceId: string, serialNo: string) => ({
  scope: 'company' as const,
  serialNo,
  deviceId,
  companyId,
});

export async function addCompanyDevice(app: App, ctx: CommandContext, companyId: string, details: CompanyDeviceDetails) {
  const deviceId = app.ids.generate();
  const claim = companyClaim(companyId, deviceId, details.serialNo);
  await assertPlanRoom(app, companyId, 'companyDevices');
  if (!(await claimSerial(app.store, claim, ctx.metadata()))) throw serialTaken();
  try {
    const written = await handleCommand(
      app.store,
      companyDeviceStream(deviceId),
      companyDeviceAggregate,
      { type: 'AddCompanyDevice', data: { deviceId, companyId, details } },
      ctx.metadata(),
    );
    return { deviceId, ...written };
  } catch (error) {
    await releaseSerial(app.store, claim, ctx.metadata());
    throw error;
  }
}

export async function updateCompanyDevice(
  app: App,
  ctx: CommandContext,
  deviceId: string,
  actingCompanyId: string,
  details: CompanyDeviceDetails,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, companyDeviceStream(deviceId), companyDeviceAggregate);
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  return withSerialChange(
    app.store,
    ctx.metadata,
    { from: companyClaim(actingCompanyId, deviceId, state.details.serialNo), toSerialNo: details.serialNo },
    () =>
      handleCommand(
        app.store,
        companyDeviceStream(deviceId),
        companyDeviceAggregate,
        { type: 'UpdateCompanyDevice', data: { actingCompanyId, details } },
        ctx.metadata(),
        {
          expectedRevision,
        },
      ),
  );
}

export async function removeCompanyDevice(
  app: App,
  ctx: CommandContext,
  deviceId: string,
  actingCompanyId: string,
  expectedRevision?: bigint,
) {
  const written = await handleCommand(
    app.store,
    companyDeviceStream(deviceId),
    companyDeviceAggregate,
    { type: 'RemoveCompanyDevice', data: { actingCompanyId } },
    ctx.metadata(),
    {
      expectedRevision,
    },
  );
  if (written.state.status === 'Removed')
    await releaseSerial(app.store, companyClaim(actingCompanyId, deviceId, written.state.details.serialNo), ctx.metadata());
  return written;
}
