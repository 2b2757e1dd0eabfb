import { DeviceStatuses, isRecordItemKey, testResultStream, type RecordItemKey, type RecordManager } from '@fleetcheck/contracts';
import { companyDeviceAggregate } from '@fleetcheck/domain/device/decider';
import { companyDeviceStream } from '@fleetcheck/domain/device/stream';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { recordManagerOf } from '@fleetcheck/domain/manager/confirmer';
import { registeredDeviceAggregate } from '@fleetcheck/domain/device-registry/decider';
import { registeredDeviceStream } from '@fleetcheck/domain/device-registry/stream';
import type { CompanyPrincipal } from '../auth/principal';
import type { App } from '../app';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import type { AuthenticatedDevice } from '../device-registry/device-secret';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { foldStream, handleCommand, loadStream } from '../shared/command-handler';
import type { RecordedEvent } from '@fleetcheck/platform';
import { DomainError, streams } from '@fleetcheck/domain';
import { assertOwnImage } from '../shared/images';
import type { CommandContext } from '../shared/request-context';
import type { ConfirmationBody, CorrectionBody, DeviceTestBody, ManualTestBody } from './body';
import { testResultAggregate, type TestReading } from '@fleetcheck/domain/test-result/decider';
import { deviceTestResultId } from './test-result-id';
import { referralOfficeOf } from './referral-office';
import { assignedCheckerFor, detectorMaintenanceAggregate } from '@fleetcheck/domain/detector-maintenance/decider';
import type { DetectorAtTest } from '@fleetcheck/domain/detector-maintenance/record-flags';
import { detectorMaintenanceStream } from '@fleetcheck/domain/detector-maintenance/stream';
import { noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';

/** The streams `assertOwnedIn` looks at. */
export const ownershipStreams = (driverId: string | undefined, carId: string | null | undefined): string[] => [
  ...(driverId !== undefined ? [streams.driver(driverId)] : []),
  ...(carId ? [carStream(carId)] : []),
];

/** The driver and the vehicle must be live ones of the company; anything else is a 400 on that field. */
export function assertOwnedIn(
  read: ReadonlyMap<string, RecordedEvent[]>,
  companyId: string,
  driverId: string | undefined,
  carId: string | null | undefined,
): void {
  if (driverId !== undefined) {
    const { state } = foldStream(read.get(streams.driver(driverId)) ?? [], driverAggregate);
    if (state.status !== 'Active' || state.account.companyId !== companyId) {
      throw new DomainError('Errors.Invalid', [{ path: 'driver', key: 'Errors.NotFound' }]);
    }
  }
  if (carId) {
    const { state } = foldStream(read.get(carStream(carId)) ?? [], carAggregate);
    if (state.status !== 'Active' || state.companyId !== companyId) {
      throw new DomainError('Errors.Invalid', [{ path: 'vehicle', key: 'Errors.NotFound' }]);
    }
  }
}

/** assertOwnedIn on the driver's and the car's streams, read together. */
async function assertCompanyOwns(
  app: App,
  companyId: string,
  driverId: string | undefined,
  carId: string | null | undefined,
): Promise<void> {
  assertOwnedIn(await app.store.readStreams(ownershipStreams(driverId, carId)), companyId, driverId, carId);
}

/** A live manager of the company, named as they are now (the record keeps that name); anything else is a 400 on `path`. */
export async function registeredManager(app: App, companyId: string, managerId: string, path: string): Promise<RecordManager> {
  const { state } = await loadStream(app.store, streams.manager(managerId), managerAggregate);
  if (state.status !== 'Active' || state.account.companyId !== companyId) {
    throw new DomainError('Errors.Invalid', [{ path, key: 'Errors.NotFound' }]);
  }
  return recordManagerOf(managerId, state.account.profile);
}

/** A manager named earlier (a detector's assigned 確認者), as they are named now; null when no longer a manager of the company. */
async function stillManager(app: App, companyId: string, manager: RecordManager | null): Promise<RecordManager | null> {
  if (!manager) return null;
  try {
    return await registeredManager(app, companyId, manager.managerId, 'checker');
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The manager who acts (null for an admin acting on the company's behalf; the event metadata names the admin). */
async function actingManager(app: App, principal: CompanyPrincipal): Promise<RecordManager | null> {
  return principal.kind === 'manager' ? registeredManager(app, principal.companyId, principal.userId, 'manager') : null;
}

/**
 * A detector the company may use, for a check typed in by hand: one on its own list (in service since it was
 * listed) or one the platform rents it. Anything else (another company's, removed, unknown) is a 400 on `detector`.
 */
export async function companyDetector(app: App, companyId: string, deviceId: string): Promise<AuthenticatedDevice> {
  const listed = await loadStream(app.store, companyDeviceStream(deviceId), companyDeviceAggregate);
  if (listed.state.status === 'Active' && listed.state.companyId === companyId) {
    const [added] = await app.store.readStream(companyDeviceStream(deviceId), { maxCount: 1 });
    const { serialNo, model } = listed.state.details;
    const regDate = businessDay((added?.recordedAt ?? app.clock.now()).toISOString());
    return { deviceId, serialNo, model, companyId, status: DeviceStatuses.InService, regDate };
  }
  const { state } = await loadStream(app.store, registeredDeviceStream(deviceId), registeredDeviceAggregate);
  if (state.status !== 'Registered' || state.device.companyId !== companyId) {
    throw new DomainError('Errors.Invalid', [{ path: 'detector', key: 'Errors.NotFound' }]);
  }
  const { serialNo, model, status, regDate } = state.device.details;
  return { deviceId, serialNo, model, companyId, status, regDate };
}

export const deviceOnRecord = (device: AuthenticatedDevice) => ({
  deviceId: device.deviceId,
  serialNo: device.serialNo,
  model: device.model,
});

/** The record items a request states, as the table names them (references such as the checker resolved apart). */
const statedItems = <B extends object>(body: B): Pick<B, Extract<keyof B, RecordItemKey>> =>
  Object.fromEntries(Object.entries(body).filter(([key]) => isRecordItemKey(key))) as Pick<B, Extract<keyof B, RecordItemKey>>;

async function recordOf(
  app: App,
  body: DeviceTestBody | ManualTestBody,
  ids: { testResultId: string; companyId: string },
): Promise<Omit<TestReading, 'source' | 'device' | 'deviceResultId' | 'noDetectorReason'>> {
  return {
    testResultId: ids.testResultId,
    companyId: ids.companyId,
    driverId: body.driver,
    carId: body.vehicle,
    testedAt: new Date(body.time).toISOString(),
    resultMgL: Math.round(body.result * 1000) / 1000,
    photo: body.photo,
    location: body.location,
    ...statedItems(body),
    checker: body.checker ? await registeredManager(app, ids.companyId, body.checker, 'checker') : null,
    // The driver phone app's items (issue 34): a detector or a manager sends none of them.
    photos: [],
    locationMissingReason: null,
    phoneTime: null,
    offline: false,
  };
}

/** The detector as it stands now: its registry status, its maintenance (its stream as read) and since when it is in service. */
function detectorAtTestIn(device: AuthenticatedDevice, maintenance: readonly RecordedEvent[]): DetectorAtTest {
  const { state } = foldStream(maintenance, detectorMaintenanceAggregate);
  return { status: device.status, upkeep: state.status === 'Maintained' ? state.upkeep : noUpkeep, inServiceSince: device.regDate };
}

export async function detectorAtTest(app: App, device: AuthenticatedDevice): Promise<DetectorAtTest> {
  return detectorAtTestIn(device, await app.store.readStream(detectorMaintenanceStream(device.deviceId)));
}

/**
 * A detector's upload. `created` is false for a retry of a record already made (nothing is appended).
 * Every stream it checks (the record itself, the driver, the car, the detector's upkeep) is read in one go, and
 * the record's stream as read is what the command decides on (a concurrent write makes it read again).
 */
export async function recordDeviceTest(app: App, ctx: CommandContext, device: AuthenticatedDevice, body: DeviceTestBody) {
  if (!device.companyId) throw new DomainError('Errors.Forbidden');
  const testResultId = deviceTestResultId(device.deviceId, body.id);
  const stream = testResultStream(testResultId);
  const maintenanceStream = detectorMaintenanceStream(device.deviceId);
  const read = await app.store.readStreams([stream, ...ownershipStreams(body.driver, body.vehicle), maintenanceStream]);
  const existing = foldStream(read.get(stream)!, testResultAggregate);
  if (existing.state.status === 'Recorded') return { testResultId, created: false, ...existing, position: undefined };
  assertOwnedIn(read, device.companyId, body.driver, body.vehicle);
  const maintenance = foldStream(read.get(maintenanceStream)!, detectorMaintenanceAggregate).state;
  const recorded = await recordOf(app, body, { testResultId, companyId: device.companyId });
  const reading: TestReading = {
    ...recorded,
    // A detector that names no 確認者 names the one its company assigned to it, if still a manager of it: an
    // upload is never refused for a missing item (it is listed as incomplete instead).
    checker: recorded.checker ?? (await stillManager(app, device.companyId, assignedCheckerFor(maintenance, device.companyId))),
    source: 'device',
    device: deviceOnRecord(device),
    deviceResultId: body.id,
    noDetectorReason: null,
  };
  const metadata = { ...ctx.metadata(), actor: { userId: device.deviceId, role: 'device' as const, companyId: device.companyId } };
  const command = {
    type: 'RecordTestResult' as const,
    data: {
      reading,
      alcoholThresholdMgL: app.config.alcoholThresholdMgL,
      detector: detectorAtTestIn(device, read.get(maintenanceStream)!),
    },
    receivedAt: app.clock.now().toISOString(),
  };
  const written = await handleCommand(app.store, stream, testResultAggregate, command, metadata, { loaded: existing });
  return { testResultId, created: written.events.length > 0, ...written };
}

/** A check recorded by hand by a manager (a detector that is not connected), as the law allows. */
export async function recordManualTest(app: App, ctx: CommandContext, companyId: string, body: ManualTestBody) {
  await assertCompanyOwns(app, companyId, body.driver, body.vehicle);
  if (body.photo) await assertOwnImage(app, companyId, body.photo, 'photo');
  const detector = body.detector ? await companyDetector(app, companyId, body.detector) : null;
  const testResultId = app.ids.generate();
  const reading: TestReading = {
    ...(await recordOf(app, body, { testResultId, companyId })),
    source: 'manual',
    device: detector ? deviceOnRecord(detector) : null,
    deviceResultId: null,
    noDetectorReason: detector ? null : body.noDetectorReason,
  };
  const written = await handleCommand(
    app.store,
    testResultStream(testResultId),
    testResultAggregate,
    {
      type: 'RecordTestResult',
      data: {
        reading,
        alcoholThresholdMgL: app.config.alcoholThresholdMgL,
        ...(detector ? { detector: await detectorAtTest(app, detector) } : {}),
      },
      receivedAt: app.clock.now().toISOString(),
    },
    ctx.metadata(),
  );
  return { testResultId, ...written };
}

/** Corrections are new events beside the original, which stays as it was recorded. */
export async function correctTest(app: App, ctx: CommandContext, testResultId: string, principal: CompanyPrincipal, body: CorrectionBody) {
  const actingCompanyId = principal.companyId;
  await assertCompanyOwns(app, actingCompanyId, body.driver, body.vehicle);
  const detector = typeof body.detector === 'string' ? await companyDetector(app, actingCompanyId, body.detector) : body.detector;
  const changes = {
    driverId: body.driver,
    carId: body.vehicle,
    testedAt: body.time === undefined ? undefined : new Date(body.time).toISOString(),
    ...statedItems(body),
    checker: typeof body.checker === 'string' ? await registeredManager(app, actingCompanyId, body.checker, 'checker') : body.checker,
    device: detector ? deviceOnRecord(detector) : detector,
    // Naming a detector clears the reason there was none.
    noDetectorReason: detector ? null : body.noDetectorReason,
  };
  const correctedBy = await actingManager(app, principal);
  return handleCommand(
    app.store,
    testResultStream(testResultId),
    testResultAggregate,
    {
      type: 'CorrectTestResult',
      data: { actingCompanyId, changes, reason: body.reason, correctedAt: app.clock.now().toISOString(), correctedBy },
    },
    ctx.metadata(),
  );
}

/** A manager confirms a record or returns it with a comment (issue 15 item 2): one more event, never an edit. */
export async function confirmTest(
  app: App,
  ctx: CommandContext,
  testResultId: string,
  principal: CompanyPrincipal,
  body: ConfirmationBody,
) {
  const manager = await actingManager(app, principal);
  return handleCommand(
    app.store,
    testResultStream(testResultId),
    testResultAggregate,
    {
      type: 'ConfirmTestResult',
      data: {
        actingCompanyId: principal.companyId,
        decision: body.decision,
        comment: body.comment,
        manager,
        decidedAt: app.clock.now().toISOString(),
        driverOfficeId: await referralOfficeOf(app, testResultId, principal.companyId, manager),
      },
    },
    ctx.metadata(),
  );
}
