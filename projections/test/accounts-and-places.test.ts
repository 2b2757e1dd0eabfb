import type { NewEvent } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, driver, ev, office } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Given events -> then documents for the read models read-models.test.ts does not check one by one: companies,
 * offices, drivers and platform admins. Each `it` writes out the documents one model holds; the whole log
 * applied a second time (checkpoints forgotten) must leave every document as it was.
 */
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

const at = (minute: number) => `2025-03-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const one = (stream: string, type: string, data: unknown, companyId: string | null, minute: number) => ({
  stream,
  events: [ev(type, data, companyId, at(minute))] as NewEvent[],
});
const betaDetails = {
  name: 'Beta',
  email: 'office@beta.example',
  phone: '0311112222',
  fax: '',
  employeeCount: 12,
  carCount: 4,
  postcode: '5300001',
  prefectures: '大阪府',
  municipalities: '大阪市北区',
  town: '梅田1-1',
  buildings: '',
};
const ownerProfile = {
  firstName: '花子',
  lastName: '鈴木',
  spellingFirstName: 'ハナコ',
  spellingLastName: 'スズキ',
  email: 'owner@beta.example',
  mobile: '09000000000',
  officeId: null,
  image: null,
};
const registered = (companyId: string, minute: number) =>
  one(
    `company-${companyId}`,
    'CompanyRegistered',
    { companyId, details: { ...betaDetails, name: companyId }, emailVerified: false, registeredAt: at(minute) },
    companyId,
    minute,
  );

const log = [
  company('ca', 'Alpha'),
  registered('cb', 1),
  one('company-cb', 'CompanyEmailVerified', { companyId: 'cb', tokenHash: null, verifiedAt: at(2) }, 'cb', 2),
  one('company-cb', 'CompanyDetailsUpdated', { companyId: 'cb', changes: { name: 'Beta Transport', fax: '0311113333' } }, 'cb', 3),
  one(
    'manager-m1',
    'ManagerCreated',
    { managerId: 'm1', companyId: 'cb', userType: 2, username: 'owner-b', passwordHash: 'x', language: 'ja', profile: ownerProfile },
    'cb',
    4,
  ),
  one('manager-m1', 'ManagerUpdated', { managerId: 'm1', companyId: 'cb', changes: { lastName: '高橋' } }, 'cb', 5),
  // Sign-up: the owner manager is created just before the company is registered.
  one(
    'manager-m2',
    'ManagerCreated',
    { managerId: 'm2', companyId: 'cd', userType: 2, username: 'owner-d', passwordHash: 'x', language: 'en', profile: ownerProfile },
    'cd',
    5,
  ),
  registered('cd', 5),
  registered('cc', 6),
  one('company-cc', 'CompanyDeleted', { companyId: 'cc', deletedAt: at(7) }, 'cc', 7),
  office('ca', 'oa', 'Tokyo'),
  one('office-oa', 'OfficeUpdated', { officeId: 'oa', companyId: 'ca', changes: { name: 'Tokyo HQ', phone: '0344445555' } }, 'ca', 8),
  office('ca', 'ob', 'Yokohama'),
  one('office-ob', 'OfficeDeleted', { officeId: 'ob', companyId: 'ca' }, 'ca', 9),
  driver('ca', 'd1', '山田', 'oa'),
  one(
    'driver-d1',
    'DriverUpdated',
    { driverId: 'd1', companyId: 'ca', changes: { expirationDate: '2031-03-31', mobile: '08011112222' } },
    'ca',
    10,
  ),
  // The driver app's invitation and the password chosen with it (issue 34): only the version follows.
  one(
    'driver-d1',
    'DriverInvited',
    { driverId: 'd1', companyId: 'ca', invitationTokenHash: 'h', invitationExpiresAt: at(20), invitedBy: 'm1' },
    'ca',
    10,
  ),
  one('driver-d1', 'DriverPasswordSet', { driverId: 'd1', companyId: 'ca', passwordHash: 'y', invitationTokenHash: 'h' }, 'ca', 10),
  driver('ca', 'd2', '田中', 'oa'),
  one('driver-d2', 'DriverDeleted', { driverId: 'd2', companyId: 'ca' }, 'ca', 11),
  one(
    'admin-a1',
    'PlatformAdminCreated',
    {
      adminId: 'a1',
      username: 'admin',
      passwordHash: 'x',
      firstName: '一郎',
      lastName: '管理',
      email: 'admin@fleetcheck.example',
      language: 'ja',
    },
    null,
    12,
  ),
  one('admin-a1', 'PlatformAdminLanguageChanged', { adminId: 'a1', language: 'en' }, null, 13),
];

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of log) await stores.eventStore.appendToStream(stream, events);
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('given company, office, driver and admin events', () => {
  it('then companies: verified, edited fields only, the owner manager named as renamed, deleted ones gone', () => {
    expect(built.companies?.map((doc) => (doc as { _id: string })._id)).toEqual(['ca', 'cb', 'cd']);
    expect(built.companies?.[1]).toEqual({
      _id: 'cb',
      companyId: 'cb',
      ...betaDetails,
      name: 'Beta Transport',
      fax: '0311113333',
      emailVerified: true,
      managerId: 'm1',
      managerName: '高橋 花子',
      managerLastName: '高橋',
      managerFirstName: '花子',
      deviceTotal: 0,
      createdAt: at(1),
      updatedAt: at(3),
      version: 2,
    });
  });

  it('then companies: a signed-up company names the owner manager created just before it', () => {
    expect(built.companies?.[2]).toMatchObject({
      _id: 'cd',
      managerId: 'm2',
      managerName: '鈴木 花子',
      managerLastName: '鈴木',
      managerFirstName: '花子',
    });
  });

  it('then offices: changed fields in place, deleted ones gone', () => {
    expect(built.offices).toEqual([
      {
        _id: 'oa',
        id: 'oa',
        companyId: 'ca',
        company: 'ca',
        name: 'Tokyo HQ',
        phone: '0344445555',
        fax: '',
        postcode: '',
        prefectures: '',
        municipalities: '',
        town: '',
        buildings: '',
        createdAt: '2025-01-10T01:00:00.000Z',
        updatedAt: at(8),
        version: 1,
      },
    ]);
  });

  it('then drivers: the profile with its changes and no password hash, the version following every event, deleted ones gone', () => {
    expect(built.drivers).toEqual([
      {
        _id: 'd1',
        id: 'd1',
        companyId: 'ca',
        company: 'ca',
        username: 'd-d1',
        firstName: '太郎',
        lastName: '山田',
        spellingFirstName: 'タロウ',
        spellingLastName: 'ヤマダ',
        DOB: '-',
        expirationDate: '2031-03-31',
        licenseType: '1',
        carId: 'car1',
        driverLicense: '123',
        email: 'd@x.jp',
        mobile: '08011112222',
        officeId: 'oa',
        image: null,
        createdAt: '2025-01-10T01:00:00.000Z',
        updatedAt: at(10),
        version: 3,
      },
    ]);
  });

  it('then admins: the profile in its latest language, no password hash', () => {
    expect(built.admins).toEqual([
      {
        _id: 'a1',
        companyId: null,
        username: 'admin',
        firstName: '一郎',
        lastName: '管理',
        email: 'admin@fleetcheck.example',
        language: 'en',
        createdAt: at(12),
      },
    ]);
  });

  it('and applying the whole log a second time changes no document', async () => {
    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(built);
  });
});
