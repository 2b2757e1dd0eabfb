import { randomUUID } from 'node:crypto';
import {
  ABSENT_RECORD_ITEMS,
  CarRegistered,
  CompanyRegistered,
  PlatformAdminCreated,
  adminCatalogue,
  companyCatalogue,
  DetectorMaintained,
  DriverCreated,
  DriverDutySet,
  driverDutyCatalogue,
  driverDutyStream,
  ManagerCreated,
  ManagerReportMailsChanged,
  OfficeCreated,
  officeCatalogue,
  PositiveResultReferred,
  TestResultRecorded,
  carCatalogue,
  companyDeviceCatalogue,
  deviceRegistryCatalogue,
  detectorMaintenanceCatalogue,
  driverCatalogue,
  managerCatalogue,
  testResultCatalogue,
  testResultStream,
  type DetectorMaintenanceKind,
  type EventMetadata,
  type EventOf,
  type ReportMails,
} from '@fleetcheck/contracts';
import { detectorMaintenanceStream } from '@fleetcheck/domain/detector-maintenance/stream';
import { isFailedTest } from '@fleetcheck/domain/test-result/failed-test';
import type { EventStore } from '@fleetcheck/platform';

const metadata = (companyId: string | null, occurredAt = new Date().toISOString()): EventMetadata => ({
  actor: { userId: 'seed', role: companyId === null ? 'admin' : 'manager', companyId },
  onBehalfOf: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt,
});

/** What a seeded person may differ in: the office they belong to, their name, when they were created. */
export interface PersonSeed {
  officeId?: string | null;
  lastName?: string;
  firstName?: string;
  /** When the record was created (the event's time); now when not given. */
  at?: string;
  /** A driver's mail address ('' for none); driver@example.com when not given. */
  email?: string;
}

/** A registered company with its name (the rest of its details plain). */
export async function seedCompany(store: EventStore, companyId: string, name: string): Promise<void> {
  const details = { name, email: `${companyId}@example.com`, phone: '0312345678', fax: '', employeeCount: 10, carCount: 3 };
  const address = { postcode: '1000001', prefectures: '東京都', municipalities: '千代田区', town: '丸の内1-1', buildings: '' };
  const event = companyCatalogue.encode({
    type: CompanyRegistered.type,
    data: { companyId, details: { ...details, ...address }, emailVerified: true, registeredAt: new Date().toISOString() },
  });
  await store.appendToStream(`company-${companyId}`, [{ ...event, metadata: metadata(companyId) }], 'no_stream');
}

/** A member of the platform's staff. */
export async function seedAdmin(store: EventStore, email: string): Promise<string> {
  const adminId = randomUUID();
  const event = adminCatalogue.encode({
    type: PlatformAdminCreated.type,
    data: { adminId, username: `a-${adminId.slice(0, 8)}`, passwordHash: 'x', firstName: '一郎', lastName: '管理', email, language: 'ja' },
  });
  await store.appendToStream(`admin-${adminId}`, [{ ...event, metadata: metadata(null) }], 'no_stream');
  return adminId;
}

export async function seedManager(store: EventStore, companyId: string, email: string, seed: PersonSeed = {}): Promise<string> {
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
        officeId: seed.officeId ?? null,
        image: null,
      },
    },
  });
  await store.appendToStream(`manager-${managerId}`, [{ ...event, metadata: metadata(companyId, seed.at) }], 'no_stream');
  return managerId;
}

export async function seedDriver(store: EventStore, companyId: string, expirationDate: string, seed: PersonSeed = {}): Promise<string> {
  const driverId = randomUUID();
  const event = driverCatalogue.encode({
    type: DriverCreated.type,
    data: {
      driverId,
      companyId,
      username: `d-${driverId.slice(0, 8)}`,
      passwordHash: 'x',
      profile: {
        firstName: seed.firstName ?? '太郎',
        lastName: seed.lastName ?? '山田',
        spellingFirstName: 'タロウ',
        spellingLastName: 'ヤマダ',
        DOB: '-',
        expirationDate,
        licenseType: 'ordinary',
        carId: '',
        driverLicense: '123456789012',
        email: seed.email ?? 'driver@example.com',
        mobile: '09012345678',
        officeId: seed.officeId ?? null,
        image: null,
      },
    },
  });
  await store.appendToStream(`driver-${driverId}`, [{ ...event, metadata: metadata(companyId, seed.at) }], 'no_stream');
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
    ...ABSENT_RECORD_ITEMS,
    testResultId: randomUUID(),
    source: 'device',
    device: null,
    deviceResultId: randomUUID(),
    carId: null,
    testedAt: new Date().toISOString(),
    detectorFlags: [],
    photo: null,
    location: null,
    checkType: 'before_driving',
    method: 'face_to_face',
    checkedBy: null,
    instructions: null,
    notes: null,
    remoteMethod: null,
    visualCheck: null,
    checker: null,
    noDetectorReason: null,
    // What command-api decides with its default threshold (0: any alcohol fails), unless the test says otherwise.
    failed: isFailedTest(fields.resultMgL, 0),
    ...fields,
  };
  const event = testResultCatalogue.encode({ type: TestResultRecorded.type, data });
  await store.appendToStream(stream ?? testResultStream(data.testResultId), [{ ...event, metadata: metadata(data.companyId) }]);
  return data;
}

/**
 * A positive result a 補助者 confirmed (issue 35 item 4), as the record's decider refers it to the 安全運転管理者:
 * `officeId` is the driver's office when referred; 'not kept' writes the referral as it was stored before it carried
 * the office (no such field). Answers the record's id.
 */
export async function seedReferral(
  store: EventStore,
  fields: { companyId: string; driverId: string; officeId: string | null | 'not kept'; resultMgL: number; referredAt: string },
): Promise<string> {
  const testResultId = randomUUID();
  const assistant = { managerId: randomUUID(), name: '伊藤 健', role: 'assistant' as const };
  const { officeId, ...rest } = fields;
  const event = testResultCatalogue.encode({
    type: PositiveResultReferred.type,
    data: { testResultId, assistant, ...rest, officeId: officeId === 'not kept' ? null : officeId },
  });
  const data = event.data as Record<string, unknown>;
  if (officeId === 'not kept') delete data.officeId;
  await store.appendToStream(testResultStream(testResultId), [{ ...event, data, metadata: metadata(fields.companyId, fields.referredAt) }]);
  return testResultId;
}

export async function recordMaintenance(
  store: EventStore,
  companyId: string,
  deviceId: string,
  kind: DetectorMaintenanceKind,
  maintainedAt: string,
  usageLimitDate: string | null = null,
  outcome: 'passed' | 'failed' = 'passed',
): Promise<string> {
  const data = { deviceId, companyId, kind, outcome, maintainedAt, performedBy: 'seed', remark: '', usageLimitDate };
  const event = detectorMaintenanceCatalogue.encode({ type: DetectorMaintained.type, data });
  await store.appendToStream(detectorMaintenanceStream(deviceId), [{ ...event, metadata: metadata(companyId) }]);
  const [last] = await store.readStream(detectorMaintenanceStream(deviceId), { direction: 'backwards', maxCount: 1 });
  return last!.id;
}

/** A manager marks a driver off duty (or back on duty) for a business day. */
export async function seedDriverDuty(store: EventStore, companyId: string, driverId: string, date: string, onDuty: boolean) {
  const event = driverDutyCatalogue.encode({ type: DriverDutySet.type, data: { driverId, companyId, date, onDuty } });
  await store.appendToStream(driverDutyStream(driverId), [{ ...event, metadata: metadata(companyId) }]);
}

/** A later event on a seeded driver or car: an edit of its dates or office (at `at`, now when not given), or its deletion. */
export async function seedDriverChange(
  store: EventStore,
  companyId: string,
  driverId: string,
  change: { expirationDate: string } | { officeId: string | null } | 'deleted',
  at?: string,
) {
  const event =
    change === 'deleted'
      ? driverCatalogue.encode({ type: 'DriverDeleted', data: { driverId, companyId } })
      : driverCatalogue.encode({ type: 'DriverUpdated', data: { driverId, companyId, changes: change } });
  await store.appendToStream(`driver-${driverId}`, [{ ...event, metadata: metadata(companyId, at) }], 'stream_exists');
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

/** A detector the platform registers, rented to `companyId` (null: in stock) from `at`. */
export async function seedRegisteredDetector(store: EventStore, companyId: string | null, serialNo: string, at: string): Promise<string> {
  const deviceId = randomUUID();
  const details = { serialNo, regDate: at.slice(0, 10), status: 0, model: 2 };
  const event = deviceRegistryCatalogue.encode({ type: 'DeviceRegistered', data: { deviceId, companyId, details, secretHash: 'x' } });
  await store.appendToStream(`registered-device-${deviceId}`, [
    { ...event, metadata: { ...metadata(companyId ?? 'platform'), occurredAt: at } },
  ]);
  return deviceId;
}

/** A detector on a company's own list from `at`. */
export async function seedListedDetector(store: EventStore, companyId: string, serialNo: string, at: string): Promise<string> {
  const deviceId = randomUUID();
  const event = companyDeviceCatalogue.encode({
    type: 'CompanyDeviceAdded',
    data: { deviceId, companyId, details: { serialNo, model: 2 } },
  });
  await store.appendToStream(`device-${deviceId}`, [{ ...event, metadata: { ...metadata(companyId), occurredAt: at } }]);
  return deviceId;
}

/**
 * An office of a company: its id, name, start time ('HH:mm' Japan time; null: the product's 08:00) and own cut-off
 * (null: the workers' CHECK_CUTOFF).
 */
export async function seedOffice(
  store: EventStore,
  companyId: string,
  {
    officeId = randomUUID(),
    name,
    startTime = null,
    cutoff = null,
  }: { officeId?: string; name?: string; startTime?: string | null; cutoff?: string | null } = {},
): Promise<string> {
  const details = {
    name: name ?? `営業所 ${officeId.slice(0, 4)}`,
    phone: '0312345678',
    fax: '',
    postcode: '1000001',
    prefectures: '東京都',
    municipalities: '千代田区',
    town: '丸の内1-1',
    buildings: '',
    startTime,
    cutoff,
  };
  const event = officeCatalogue.encode({ type: OfficeCreated.type, data: { officeId, companyId, details } });
  await store.appendToStream(`office-${officeId}`, [{ ...event, metadata: metadata(companyId) }], 'no_stream');
  return officeId;
}

/** A manager's choice of scheduled report mails (issue 37 item 3). */
export async function seedReportMails(store: EventStore, companyId: string, managerId: string, reportMails: ReportMails): Promise<void> {
  const event = managerCatalogue.encode({ type: ManagerReportMailsChanged.type, data: { managerId, companyId, reportMails } });
  await store.appendToStream(`manager-${managerId}`, [{ ...event, metadata: metadata(companyId) }], 'stream_exists');
}
