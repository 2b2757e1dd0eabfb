import type { NewEvent } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, driver, ev, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Every read model built from one log: each `it` asserts the documents one model holds, then the whole log
 * applied a second time (checkpoints forgotten) must leave every document as it was.
 */
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

const at = (minute: number) => `2025-02-01T0${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
const one = (
  stream: string,
  type: string,
  data: unknown,
  companyId: string | null,
  minute: number,
): { stream: string; events: NewEvent[] } => ({
  stream,
  events: [ev(type, data, companyId, at(minute))],
});
const carDetails = {
  number: '品川500あ1234',
  model: 'Hiace',
  type: 'van',
  chassisNo: 'CH1',
  production: '2020-04',
  inspection: '2026-04-01',
  insurance: '2026-05-01',
  officeId: 'oa',
};
const managerProfile = {
  firstName: '花子',
  lastName: '鈴木',
  spellingFirstName: 'ハナコ',
  spellingLastName: 'スズキ',
  email: 'm@x.jp',
  mobile: '09000000000',
  officeId: 'oa',
  image: null,
};

const log = [
  company('ca', 'Alpha'),
  office('ca', 'oa', 'Tokyo'),
  one('car-c1', 'CarRegistered', { carId: 'c1', companyId: 'ca', details: carDetails }, 'ca', 1),
  one('car-c1', 'CarUpdated', { carId: 'c1', companyId: 'ca', changes: { model: 'Caravan' } }, 'ca', 2),
  one('car-c2', 'CarRegistered', { carId: 'c2', companyId: 'ca', details: { ...carDetails, number: 'X' } }, 'ca', 3),
  one('car-c2', 'CarDeleted', { carId: 'c2', companyId: 'ca' }, 'ca', 4),
  one(
    'manager-m1',
    'ManagerCreated',
    { managerId: 'm1', companyId: 'ca', userType: 2, username: 'owner', passwordHash: 'x', language: 'ja', profile: managerProfile },
    'ca',
    5,
  ),
  one('manager-m1', 'ManagerUpdated', { managerId: 'm1', companyId: 'ca', changes: { lastName: '佐藤' } }, 'ca', 6),
  one('manager-m1', 'ManagerLanguageChanged', { managerId: 'm1', companyId: 'ca', language: 'en' }, 'ca', 7),
  one(
    'manager-m2',
    'ManagerCreated',
    { managerId: 'm2', companyId: 'ca', userType: 3, username: 'sub', passwordHash: 'x', language: 'ja', profile: managerProfile },
    'ca',
    8,
  ),
  one('manager-m2', 'ManagerDeleted', { managerId: 'm2', companyId: 'ca' }, 'ca', 9),
  one('company-device-cd1', 'CompanyDeviceAdded', { deviceId: 'cd1', companyId: 'ca', details: { serialNo: 'SN-1', model: 1 } }, 'ca', 10),
  one('company-device-cd1', 'CompanyDeviceUpdated', { deviceId: 'cd1', companyId: 'ca', changes: { serialNo: 'SN-1b' } }, 'ca', 11),
  one('company-device-cd2', 'CompanyDeviceAdded', { deviceId: 'cd2', companyId: 'ca', details: { serialNo: 'SN-2', model: 2 } }, 'ca', 12),
  one('company-device-cd2', 'CompanyDeviceRemoved', { deviceId: 'cd2', companyId: 'ca' }, 'ca', 13),
  one(
    'device-r1',
    'DeviceRegistered',
    { deviceId: 'r1', companyId: null, details: { serialNo: 'R-1', regDate: '2025-01-01', status: 1, model: 1 }, secretHash: 'h' },
    null,
    14,
  ),
  one('device-r1', 'DeviceAssignedToCompany', { deviceId: 'r1', companyId: 'ca', previousCompanyId: null }, null, 15),
  one('device-r1', 'DeviceDetailsChanged', { deviceId: 'r1', changes: { status: 2 } }, null, 16),
  one(
    'device-r2',
    'DeviceRegistered',
    { deviceId: 'r2', companyId: 'ca', details: { serialNo: 'R-2', regDate: '2025-01-02', status: 1, model: 1 }, secretHash: 'h' },
    null,
    17,
  ),
  one('device-r2', 'DeviceUnassignedFromCompany', { deviceId: 'r2', companyId: 'ca' }, null, 18),
  one(
    'device-r3',
    'DeviceRegistered',
    { deviceId: 'r3', companyId: 'ca', details: { serialNo: 'R-3', regDate: '2025-01-03', status: 1, model: 1 }, secretHash: 'h' },
    null,
    19,
  ),
  one('device-r3', 'DeviceDeregistered', { deviceId: 'r3' }, null, 20),
  one(
    'faq-category-f1',
    'FaqCategoryCreated',
    { categoryId: 'f1', details: { title_en: 'Login', title_ja: 'ログイン', position: 2 } },
    null,
    21,
  ),
  one(
    'faq-category-f2',
    'FaqCategoryCreated',
    { categoryId: 'f2', details: { title_en: 'Billing', title_ja: '請求', position: 1 } },
    null,
    22,
  ),
  one('faq-category-f2', 'FaqCategoryUpdated', { categoryId: 'f2', changes: { title_en: 'Invoices' } }, null, 23),
  one('faq-category-f3', 'FaqCategoryCreated', { categoryId: 'f3', details: { title_en: 'Old', title_ja: '旧', position: 3 } }, null, 24),
  one('faq-category-f3', 'FaqCategoryDeleted', { categoryId: 'f3' }, null, 25),
  one(
    'faq-article-a1',
    'FaqArticleCreated',
    {
      articleId: 'a1',
      details: {
        categoryId: 'f1',
        question_en: 'How?',
        question_ja: 'どう?',
        answer_en: '<p>So</p>',
        answer_ja: '<p>こう</p>',
        position: 1,
      },
    },
    null,
    26,
  ),
  one('faq-article-a1', 'FaqArticleUpdated', { articleId: 'a1', changes: { categoryId: 'f2', position: 5 } }, null, 27),
  one(
    'faq-article-a2',
    'FaqArticleCreated',
    { articleId: 'a2', details: { categoryId: 'f1', question_en: 'Q', question_ja: 'Q', answer_en: 'A', answer_ja: 'A', position: 1 } },
    null,
    28,
  ),
  one('faq-article-a2', 'FaqArticleDeleted', { articleId: 'a2', categoryId: 'f1' }, null, 29),
  one(
    'notification-n1',
    'NotificationRaised',
    {
      notificationId: 'n1',
      companyId: 'ca',
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
      driver: { lastName: '山田', firstName: '太郎', expirationDate: null },
      car: null,
      device: null,
      testResult: 0.2,
      testResultId: 't2',
      raisedAt: at(30),
    },
    'ca',
    30,
  ),
  one('notification-n1', 'NotificationRead', { notificationId: 'n1', companyId: 'ca', userId: 'm1', readAt: at(31) }, 'ca', 31),
  one('notification-n1', 'NotificationRead', { notificationId: 'n1', companyId: 'ca', userId: 'm1', readAt: at(32) }, 'ca', 32),
  one(
    'notification-n2',
    'NotificationRaised',
    {
      notificationId: 'n2',
      companyId: 'ca',
      type: 'DEVICE_USAGE_NEAR',
      level: 'warning',
      driver: null,
      car: null,
      device: { serialNo: 'SN-1b', totalUsed: 900 },
      testResult: null,
      raisedAt: at(33),
    },
    'ca',
    33,
  ),
  one('notification-n2', 'NotificationDismissed', { notificationId: 'n2', companyId: 'ca', userId: 'm1', dismissedAt: at(34) }, 'ca', 34),
  driver('ca', 'd1', '山田', 'oa'),
  one(
    'testresult-t1',
    'TestResultRecorded',
    {
      testResultId: 't1',
      companyId: 'ca',
      source: 'device',
      device: { deviceId: 'cd1', serialNo: 'SN-1b', model: 1 },
      deviceResultId: 'x1',
      driverId: 'd1',
      carId: 'c1',
      testedAt: '2025-02-01T14:30:00.000Z',
      resultMgL: 0,
      photo: null,
      location: { latitude: 35.6, longitude: 139.7, address: null },
      checkType: 'before_driving',
      method: 'remote',
      checkedBy: null,
    },
    'ca',
    40,
  ),
  testResult('ca', 't2', 'd1', 0.2, '2025-02-01T15:10:00.000Z'),
  testResult('ca', 't3', 'd1', 0, '2025-02-01T16:00:00.000Z'),
  one(
    'testresult-t3',
    'TestResultCorrected',
    {
      testResultId: 't3',
      companyId: 'ca',
      changes: { carId: 'c1', testedAt: '2025-02-01T15:30:00.000Z' },
      reason: 'wrong car',
      correctedAt: at(50),
    },
    'ca',
    50,
  ),
  one(
    'detector-maintenance-cd1',
    'DetectorMaintained',
    { deviceId: 'cd1', companyId: 'ca', kind: 'sensor_replaced', maintainedAt: at(55) },
    'ca',
    55,
  ),
  one('company-device-cd1', 'CompanyDeviceUpdated', { deviceId: 'cd1', companyId: 'ca', changes: { model: 3 } }, 'ca', 56),
];

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of log) await stores.eventStore.appendToStream(stream, events);
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('read models', () => {
  it('cars: a deleted one keeps its number as it was, for the records that name it', () => {
    expect(built.deleted_cars).toEqual([expect.objectContaining({ _id: 'c2', companyId: 'ca', number: 'X', deletedAt: at(4) })]);
  });

  it('cars: registered, updated in place, deleted ones gone', () => {
    expect(built.cars).toEqual([
      expect.objectContaining({
        _id: 'c1',
        companyId: 'ca',
        number: '品川500あ1234',
        model: 'Caravan',
        officeId: 'oa',
        createdAt: at(1),
        updatedAt: at(2),
        version: 1,
      }),
    ]);
  });

  it('managers: profile changes, language, deletion; the owner names the company manager', () => {
    expect(built.managers).toEqual([
      expect.objectContaining({
        _id: 'm1',
        userType: 2,
        username: 'owner',
        lastName: '佐藤',
        firstName: '花子',
        language: 'en',
        updatedAt: at(6),
      }),
    ]);
    expect(built.companies?.[0]).toMatchObject({ _id: 'ca', managerId: 'm1', managerName: '佐藤 花子' });
  });

  it('company devices: added, renamed, removed; usage counted per device test and reset by a sensor change', () => {
    expect(built.company_devices).toEqual([expect.objectContaining({ _id: 'cd1', serialNo: 'SN-1b', model: 3, totalUsed: 0 })]);
  });

  it('admin device registry: assignment, detail changes, unassignment, deregistration; company device total', () => {
    expect(
      (built.registry_devices as { _id: string; companyId: unknown; status: unknown }[]).map((d) => [d._id, d.companyId, d.status]),
    ).toEqual([
      ['r1', 'ca', 2],
      ['r2', null, 1],
    ]);
    expect(built.companies?.[0]).toMatchObject({ deviceTotal: 1 });
  });

  it('FAQ: categories and articles with their latest fields, deleted ones gone', () => {
    expect(built.faq_categories).toEqual([
      expect.objectContaining({ _id: 'f1', title_en: 'Login', position: 2 }),
      expect.objectContaining({ _id: 'f2', title_en: 'Invoices', title_ja: '請求', position: 1 }),
    ]);
    expect(built.faq_articles).toEqual([expect.objectContaining({ _id: 'a1', category: 'f2', position: 5, question_ja: 'どう?' })]);
  });

  it('notifications: read once per user, dismissed flag', () => {
    expect(built.notifications).toEqual([
      expect.objectContaining({
        _id: 'n1',
        type: 'ALCOHOL_TEST_FAILED',
        level: 'alert',
        readBy: ['m1'],
        dismissed: false,
        testResult: 0.2,
        createdAt: at(30),
      }),
      expect.objectContaining({
        _id: 'n2',
        readBy: [],
        dismissed: true,
        device: { serialNo: 'SN-1b', totalUsed: 900, deviceId: null, reason: null },
      }),
    ]);
  });

  it('home figures: tests and failures per company per Japanese day', () => {
    // 14:30Z is 23:30 on 1 Feb in Japan; 15:10Z and 16:00Z are already 2 Feb.
    expect(built.home_daily_figures).toEqual([
      expect.objectContaining({ companyId: 'ca', date: '2025-02-01', tests: 1, failed: 0 }),
      expect.objectContaining({ companyId: 'ca', date: '2025-02-02', tests: 2, failed: 1 }),
    ]);
  });

  it('test results: info cards with driver, car, office, device, Japanese date and time, corrections', () => {
    expect(built.test_results).toEqual([
      expect.objectContaining({
        _id: 't1',
        date: '2025-02-01',
        time: '23:30',
        status: 1,
        carNumber: '品川500あ1234',
        carModel: 'Caravan',
        office: 'Tokyo',
        device: 'SN-1b',
        location: '35.6,139.7',
        lastName: '山田',
        method: 'remote',
      }),
      expect.objectContaining({ _id: 't2', date: '2025-02-02', time: '0:10', status: 0, result: 0.2, carNumber: null, device: null }),
      // Its car and its check time corrected (16:00Z, 1:00 on 2 Feb in Japan, was 15:30Z in truth): the car is no
      // longer missing, the 確認者 still is; the history says before -> after of the time, not of its day and clock.
      expect.objectContaining({
        _id: 't3',
        carId: 'c1',
        vehicle: 'c1',
        carNumber: '品川500あ1234',
        testedAt: '2025-02-01T15:30:00.000Z',
        date: '2025-02-02',
        time: '0:30',
        missingItems: ['checker'],
        incomplete: true,
        corrections: [
          expect.objectContaining({
            reason: 'wrong car',
            changes: [
              { field: 'testedAt', before: '2025-02-01T16:00:00.000Z', after: '2025-02-01T15:30:00.000Z' },
              { field: 'carId', before: null, after: '品川500あ1234' },
            ],
          }),
        ],
      }),
    ]);
  });

  it('applying the whole log a second time changes no document', async () => {
    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(built);
  });
});
