import { randomUUID } from 'node:crypto';
import {
  CarRegistered,
  DetectorMaintained,
  DriverCreated,
  ManagerCreated,
  TestResultRecorded,
  carCatalogue,
  detectorMaintenanceStream,
  driverCatalogue,
  managerCatalogue,
  testResultCatalogue,
  testResultStream,
  type EventMetadata,
  type EventOf,
} from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';

const metadata = (companyId: string): EventMetadata => ({
  actor: { userId: 'seed', role: 'manager', companyId },
  onBehalfOf: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

export async function seedManager(store: EventStore, companyId: string, email: string): Promise<string> {
  const managerId = randomUUID();
  const event = managerCatalogue.encode({
    type: ManagerCreated.type,
    data: {
      managerId,
      companyId,
      userType: 3,
      username: `m-${managerId.slice(0, 8)}`,
      passwordHash: 'x',
      language: 'ja',
      profile: {
        firstName: '花子',
        lastName: '佐藤',
        spellingFirstName: 'ハナコ',
        spellingLastName: 'サトウ',
        email,
        mobile: '09012345678',
        officeId: null,
        image: null,
      },
    },
  });
  await store.appendToStream(`manager-${managerId}`, [{ ...event, metadata: metadata(companyId) }], 'no_stream');
  return managerId;
}

export async function seedDriver(store: EventStore, companyId: string, expirationDate: string): Promise<string> {
  const driverId = randomUUID();
  const event = driverCatalogue.encode({
    type: DriverCreated.type,
    data: {
      driverId,
      companyId,
      username: `d-${driverId.slice(0, 8)}`,
      passwordHash: 'x',
      profile: {
        firstName: '太郎',
        lastName: '山田',
        spellingFirstName: 'タロウ',
        spellingLastName: 'ヤマダ',
        DOB: '-',
        expirationDate,
        licenseType: 'ordinary',
        carId: '',
        driverLicense: '123456789012',
        email: 'driver@example.com',
        mobile: '09012345678',
        officeId: null,
        image: null,
      },
    },
  });
  await store.appendToStream(`driver-${driverId}`, [{ ...event, metadata: metadata(companyId) }], 'no_stream');
  return driverId;
}

export async function seedCar(store: EventStore, companyId: string, dates: { inspection: string; insurance: string }): Promise<string> {
  const carId = randomUUID();
  const event = carCatalogue.encode({
    type: CarRegistered.type,
    data: {
      carId,
      companyId,
      details: {
        number: '品川 300 あ 12-34',
        model: 'Hiace',
        type: 'van',
        chassisNo: 'C-1',
        production: '2020-04',
        officeId: 'o1',
        ...dates,
      },
    },
  });
  await store.appendToStream(`car-${carId}`, [{ ...event, metadata: metadata(companyId) }], 'no_stream');
  return carId;
}

type TestData = EventOf<typeof TestResultRecorded>['data'];

/** Appends a TestResultRecorded; `stream` lets a test append a duplicate of a record under another stream. */
export async function recordTest(
  store: EventStore,
  fields: Partial<TestData> & Pick<TestData, 'companyId' | 'driverId' | 'resultMgL'>,
  stream?: string,
): Promise<TestData> {
  const data: TestData = {
    testResultId: randomUUID(),
    source: 'device',
    device: null,
    deviceResultId: randomUUID(),
    carId: null,
    testedAt: new Date().toISOString(),
    photo: null,
    location: null,
    checkType: 'before_driving',
    method: 'face_to_face',
    checkedBy: null,
    // What command-api decides with its default threshold (any alcohol fails), unless the test says otherwise.
    failed: fields.resultMgL > 0,
    ...fields,
  };
  const event = testResultCatalogue.encode({ type: TestResultRecorded.type, data });
  await store.appendToStream(stream ?? testResultStream(data.testResultId), [{ ...event, metadata: metadata(data.companyId) }]);
  return data;
}

export async function recordMaintenance(
  store: EventStore,
  companyId: string,
  deviceId: string,
  kind: 'periodic_check' | 'sensor_replaced',
  maintainedAt: string,
): Promise<string> {
  const event = testResultCatalogue.encode({ type: DetectorMaintained.type, data: { deviceId, companyId, kind, maintainedAt } });
  await store.appendToStream(detectorMaintenanceStream(deviceId), [{ ...event, metadata: metadata(companyId) }]);
  const [last] = await store.readStream(detectorMaintenanceStream(deviceId), { direction: 'backwards', maxCount: 1 });
  return last!.id;
}

/** A later event on a seeded driver or car: an edit of its dates, or its deletion. */
export async function seedDriverChange(
  store: EventStore,
  companyId: string,
  driverId: string,
  change: { expirationDate: string } | 'deleted',
) {
  const event =
    change === 'deleted'
      ? driverCatalogue.encode({ type: 'DriverDeleted', data: { driverId, companyId } })
      : driverCatalogue.encode({ type: 'DriverUpdated', data: { driverId, companyId, changes: change } });
  await store.appendToStream(`driver-${driverId}`, [{ ...event, metadata: metadata(companyId) }], 'stream_exists');
}

export async function seedCarChange(
  store: EventStore,
  companyId: string,
  carId: string,
  change: { inspection?: string; insurance?: string } | 'deleted',
) {
  const event =
    change === 'deleted'
      ? carCatalogue.encode({ type: 'CarDeleted', data: { carId, companyId } })
      : carCatalogue.encode({ type: 'CarUpdated', data: { carId, companyId, changes: change } });
  await store.appendToStream(`car-${carId}`, [{ ...event, metadata: metadata(companyId) }], 'stream_exists');
}

/** A later event on a seeded manager: a new e-mail address, or the manager's deletion. */
export async function seedManagerChange(store: EventStore, companyId: string, managerId: string, change: { email: string } | 'deleted') {
  const event =
    change === 'deleted'
      ? managerCatalogue.encode({ type: 'ManagerDeleted', data: { managerId, companyId } })
      : managerCatalogue.encode({ type: 'ManagerUpdated', data: { managerId, companyId, changes: change } });
  await store.appendToStream(`manager-${managerId}`, [{ ...event, metadata: metadata(companyId) }], 'stream_exists');
}
