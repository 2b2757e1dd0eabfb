import { driverPhotoStream, testResultStream, type CheckPhotoKind, type DriverCheck, type DriverCheckBody } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import { checkPhotos, driverPhotoAggregate } from '@fleetcheck/domain/driver-photo/decider';
import { testResultAggregate, type TestReading, type TestRecord } from '@fleetcheck/domain/test-result/decider';
import { DomainError } from '@fleetcheck/domain';
import type { App } from '../app';
import type { Principal } from '../auth/principal';
import { foldStream, handleCommand } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import { assertOwnedIn, companyDetector, detectorAtTest, deviceOnRecord, ownershipStreams } from '../test-result/commands';
import { checkPhoto } from './photo-image';
import { driverCheckResultId } from './test-result-id';

type Driver = Extract<Principal, { kind: 'driver' }>;

/**
 * POST /driver-app/photos: the photo is checked (type by its bytes, decoded, at most 5 MB), its original and a
 * display-size copy are kept in the company's blob store, and DriverPhotoTaken says which driver sent it.
 */
export async function takeDriverPhoto(app: App, ctx: CommandContext, driver: Driver, declaredType: string | undefined, bytes: Buffer) {
  const photo = await checkPhoto(declaredType, bytes);
  if (!app.blobStore) throw new DomainError('Errors.Unavailable');
  const sha256 = await app.blobStore.put({ companyId: driver.companyId, contentType: photo.contentType, bytes: photo.bytes });
  const displaySha256 = await app.blobStore.put({ companyId: driver.companyId, contentType: 'image/jpeg', bytes: photo.display });
  const photoId = app.ids.generate();
  const data = {
    photoId,
    companyId: driver.companyId,
    driverId: driver.userId,
    sha256,
    displaySha256,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    takenAt: app.clock.now().toISOString(),
  };
  const written = await handleCommand(
    app.store,
    driverPhotoStream(photoId),
    driverPhotoAggregate,
    { type: 'TakeDriverPhoto', data },
    ctx.metadata(),
  );
  return { photo: { photo: photoId, sha256, width: photo.width, height: photo.height }, written };
}

/** The record as the phone shows it. */
export function driverCheckOf(record: TestRecord, carNumber: string | null, confirmation: DriverCheck['confirmationStatus']): DriverCheck {
  return {
    id: record.testResultId,
    timing: record.checkType,
    testedAt: record.testedAt,
    enteredAt: record.enteredAt,
    phoneTime: record.phoneTime,
    date: businessDay(record.testedAt),
    result: record.resultMgL,
    failed: record.failed,
    source: record.source,
    offline: record.offline,
    vehicle: record.carId,
    carNumber,
    confirmationStatus: confirmation,
    photos: record.photos,
  };
}

/**
 * POST /driver-app/checks: the caller is the driver (never a driver named in the body). The record's id comes from
 * the driver and the phone's id: the same check sent again records nothing and is answered as the first time
 * (the record as then recorded, awaiting confirmation); the same id with another reading is refused.
 */
export async function recordDriverCheck(app: App, ctx: CommandContext, driver: Driver, body: DriverCheckBody) {
  const { companyId, userId: driverId } = driver;
  const testResultId = driverCheckResultId(driverId, body.id);
  const stream = testResultStream(testResultId);
  const photoIds: Record<CheckPhotoKind, string> = { display: body.displayPhoto, face: body.facePhoto };
  const read = await app.store.readStreams([
    stream,
    ...ownershipStreams(driverId, body.vehicle),
    driverPhotoStream(photoIds.display),
    driverPhotoStream(photoIds.face),
  ]);
  const existing = foldStream(read.get(stream)!, testResultAggregate);
  assertOwnedIn(read, companyId, driverId, body.vehicle);
  const photoState = (kind: CheckPhotoKind) => ({
    photoId: photoIds[kind],
    state: foldStream(read.get(driverPhotoStream(photoIds[kind]))!, driverPhotoAggregate).state,
  });
  const photos = checkPhotos({ companyId, driverId }, { display: photoState('display'), face: photoState('face') });
  const detector = await companyDetector(app, companyId, body.detector);
  const reading: TestReading = {
    testResultId,
    companyId,
    source: 'driver_app',
    device: deviceOnRecord(detector),
    deviceResultId: null,
    driverId,
    carId: body.vehicle,
    testedAt: new Date(body.phoneTime).toISOString(),
    resultMgL: Math.round(body.result * 1000) / 1000,
    photo: null,
    location: body.location ? { ...body.location, address: null } : null,
    checkType: body.timing,
    // Taken away from the manager: not face to face. How the manager heard or saw it is said when confirmed live.
    method: 'remote',
    remoteMethod: 'other',
    checkedBy: null,
    checker: null,
    visualCheck: null,
    instructions: null,
    notes: null,
    noDetectorReason: null,
    actionTaken: null,
    noVehicleReason: body.vehicle ? null : body.noVehicleReason,
    lateEntryReason: null,
    photos,
    locationMissingReason: body.location ? null : body.locationMissingReason,
    phoneTime: body.phoneTime,
    offline: body.offline,
  };
  const metadata = ctx.metadata();
  const command = {
    type: 'RecordTestResult' as const,
    data: { reading, alcoholThresholdMgL: app.config.alcoholThresholdMgL, detector: await detectorAtTest(app, detector) },
    receivedAt: app.clock.now().toISOString(),
  };
  const written = await handleCommand(app.store, stream, testResultAggregate, command, metadata, { loaded: existing });
  if (written.state.status !== 'Recorded') throw new DomainError('Errors.Internal');
  const car = body.vehicle ? foldStream(read.get(carStream(body.vehicle)) ?? [], carAggregate).state : undefined;
  const carNumber = car && car.status !== 'None' ? car.details.number : null;
  return { check: driverCheckOf(written.state.original, carNumber, 'awaiting'), written };
}
