import type { NewEvent } from '@fleetcheck/platform';

const meta = (companyId: string | null, at: string) => ({
  actor: { userId: 'u1', role: 'manager' as const, companyId },
  onBehalfOf: null,
  correlationId: 'c1',
  causationId: null,
  occurredAt: at,
});

export const ev = (type: string, data: unknown, companyId: string | null, at = '2025-01-10T01:00:00.000Z'): NewEvent => ({
  type,
  schemaVersion: 1,
  data,
  metadata: meta(companyId, at),
});

export const company = (id: string, name: string) => ({
  stream: `company-${id}`,
  events: [
    ev(
      'CompanyRegistered',
      {
        companyId: id,
        details: {
          name,
          email: `${id}@x.jp`,
          phone: '0312345678',
          fax: '',
          employeeCount: 5,
          carCount: 2,
          postcode: '1000001',
          prefectures: '東京都',
          municipalities: '千代田区',
          town: '',
          buildings: '',
        },
        emailVerified: true,
        registeredAt: '2025-01-10T01:00:00.000Z',
      },
      id,
    ),
  ],
});

export const office = (companyId: string, id: string, name: string) => ({
  stream: `office-${id}`,
  events: [
    ev(
      'OfficeCreated',
      {
        officeId: id,
        companyId,
        details: { name, phone: '', fax: '', postcode: '', prefectures: '', municipalities: '', town: '', buildings: '' },
      },
      companyId,
    ),
  ],
});

export const driver = (companyId: string, id: string, lastName: string, officeId: string) => ({
  stream: `driver-${id}`,
  events: [
    ev(
      'DriverCreated',
      {
        driverId: id,
        companyId,
        username: `d-${id}`,
        passwordHash: 'x',
        profile: {
          firstName: '太郎',
          lastName,
          spellingFirstName: 'タロウ',
          spellingLastName: 'ヤマダ',
          DOB: '-',
          expirationDate: '2030-01-01',
          licenseType: '1',
          carId: 'car1',
          driverLicense: '123',
          email: 'd@x.jp',
          mobile: '09012345678',
          officeId,
          image: null,
        },
      },
      companyId,
    ),
  ],
});

export const testResult = (companyId: string, id: string, driverId: string, resultMgL: number, testedAt = '2025-01-10T02:00:00.000Z') => ({
  stream: `test-result-${id}`,
  events: [
    ev(
      'TestResultRecorded',
      {
        testResultId: id,
        companyId,
        source: 'manual',
        device: null,
        deviceResultId: null,
        driverId,
        carId: null,
        testedAt,
        resultMgL,
        photo: null,
        location: null,
        checkType: 'before_driving',
        method: 'face_to_face',
        checkedBy: null,
      },
      companyId,
      testedAt,
    ),
  ],
});

export const renameOffice = (companyId: string, id: string, name: string) => ({
  stream: `office-${id}`,
  events: [ev('OfficeUpdated', { officeId: id, companyId, changes: { name } }, companyId)],
});

export const deleteDriver = (companyId: string, id: string) => ({
  stream: `driver-${id}`,
  events: [ev('DriverDeleted', { driverId: id, companyId }, companyId)],
});
