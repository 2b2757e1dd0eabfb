import { testResultStream } from '@fleetcheck/contracts';
import type { App } from '../app';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import type { AuthenticatedDevice } from '../device-registry/device-secret';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { handleCommand, loadStream } from '../shared/command-handler';
import { DomainError, streams } from '@fleetcheck/domain';
import { assertOwnImage } from '../shared/images';
import type { CommandContext } from '../shared/request-context';
import type { CorrectionBody, DeviceTestBody, ManualTestBody } from './body';
import { testResultAggregate, type TestReading } from '@fleetcheck/domain/test-result/decider';
import { deviceTestResultId } from './test-result-id';

/** The driver and the vehicle must be live ones of the company; anything else is a 400 on that field. */
async function assertCompanyOwns(
  app: App,
  companyId: string,
  driverId: string | undefined,
  carId: string | null | undefined,
): Promise<void> {
  if (driverId !== undefined) {
    const { state } = await loadStream(app.store, streams.driver(driverId), driverAggregate);
    if (state.status !== 'Active' || state.account.companyId !== companyId) {
      throw new DomainError('Errors.Invalid', [{ path: 'driver', key: 'Errors.NotFound' }]);
    }
  }
  if (carId) {
    const { state } = await loadStream(app.store, carStream(carId), carAggregate);
    if (state.status !== 'Active' || state.companyId !== companyId) {
      throw new DomainError('Errors.Invalid', [{ path: 'vehicle', key: 'Errors.NotFound' }]);
    }
  }
}

function recordOf(
  body: ManualTestBody,
  ids: { testResultId: string; companyId: string },
): Omit<TestReading, 'source' | 'device' | 'deviceResultId'> {
  return {
    testResultId: ids.testResultId,
    companyId: ids.companyId,
    driverId: body.driver,
    carId: body.vehicle,
    testedAt: new Date(body.time).toISOString(),
    resultMgL: Math.round(body.result * 1000) / 1000,
    photo: body.photo,
    location: body.location,
    checkType: body.checkType,
    method: body.method,
    checkedBy: body.checkedBy,
  };
}

/** A detector's upload. `created` is false for a retry of a record already made (nothing is appended). */
export async function recordDeviceTest(app: App, ctx: CommandContext, device: AuthenticatedDevice, body: DeviceTestBody) {
  if (!device.companyId) throw new DomainError('Errors.Forbidden');
  const testResultId = deviceTestResultId(device.deviceId, body.id);
  const stream = testResultStream(testResultId);
  const existing = await loadStream(app.store, stream, testResultAggregate);
  if (existing.state.status === 'Recorded') return { testResultId, created: false, ...existing, position: undefined };
  await assertCompanyOwns(app, device.companyId, body.driver, body.vehicle);
  const reading: TestReading = {
    ...recordOf(body, { testResultId, companyId: device.companyId }),
    source: 'device',
    device: { deviceId: device.deviceId, serialNo: device.serialNo, model: device.model },
    deviceResultId: body.id,
  };
  const metadata = { ...ctx.metadata(), actor: { userId: device.deviceId, role: 'device' as const, companyId: device.companyId } };
  const command = {
    type: 'RecordTestResult' as const,
    data: { reading, alcoholThresholdMgL: app.config.alcoholThresholdMgL },
    receivedAt: app.clock.now().toISOString(),
  };
  const written = await handleCommand(app.store, stream, testResultAggregate, command, metadata);
  return { testResultId, created: written.events.length > 0, ...written };
}

/** A check recorded by hand by a manager (a detector that is not connected), as the law allows. */
export async function recordManualTest(app: App, ctx: CommandContext, companyId: string, body: ManualTestBody) {
  await assertCompanyOwns(app, companyId, body.driver, body.vehicle);
  if (body.photo) await assertOwnImage(app, companyId, body.photo, 'photo');
  const testResultId = app.ids.generate();
  const reading: TestReading = { ...recordOf(body, { testResultId, companyId }), source: 'manual', device: null, deviceResultId: null };
  const written = await handleCommand(
    app.store,
    testResultStream(testResultId),
    testResultAggregate,
    {
      type: 'RecordTestResult',
      data: { reading, alcoholThresholdMgL: app.config.alcoholThresholdMgL },
      receivedAt: app.clock.now().toISOString(),
    },
    ctx.metadata(),
  );
  return { testResultId, ...written };
}

/** Corrections are new events beside the original, which stays as it was recorded. */
export async function correctTest(app: App, ctx: CommandContext, testResultId: string, actingCompanyId: string, body: CorrectionBody) {
  await assertCompanyOwns(app, actingCompanyId, body.driver, body.vehicle);
  const changes = { driverId: body.driver, carId: body.vehicle, checkType: body.checkType, method: body.method, checkedBy: body.checkedBy };
  return handleCommand(
    app.store,
    testResultStream(testResultId),
    testResultAggregate,
    { type: 'CorrectTestResult', data: { actingCompanyId, changes, reason: body.reason, correctedAt: app.clock.now().toISOString() } },
    ctx.metadata(),
  );
}
