import { z } from 'zod';
import { checkBoardQuerySchema, checkBoardResponseSchema } from '../api/check-board';
import { missedChecksQuerySchema, missedChecksResponseSchema } from '../api/missed-checks';
import { profileResponseSchema, companyProfileResponseSchema } from '../api/auth';
import {
  accessLogQuerySchema,
  accessLogResponseSchema,
  auditCompanyListResponseSchema,
  auditOfficeListResponseSchema,
  auditorActivityResponseSchema,
  auditorListResponseSchema,
  recordChainVerificationResponseSchema,
} from '../api/auditor';
import {
  adminCompanyListResponseSchema,
  adminCompanyResponseSchema,
  companyDeviceListResponseSchema,
  companyInvoiceListResponseSchema,
} from '../api/admin';
import {
  faqArticleListQuerySchema,
  faqArticleListResponseSchema,
  faqArticleResponseSchema,
  faqCategoryListQuerySchema,
  faqCategoryListResponseSchema,
} from '../api/faq';
import { companyListQuerySchema, idsQuerySchema, pagedListQuerySchema, resourceListQuerySchema } from '../api/list-query';
import { failedJobListResponseSchema, outboxListResponseSchema } from '../api/operations';
import { checkPhotoQuerySchema, driverChecksQuerySchema, driverChecksResponseSchema, driverHomeResponseSchema } from '../api/driver-app';
import { driverListResponseSchema, driverOfficesResponseSchema, driverResponseSchema, managerListResponseSchema } from '../api/people';
import {
  companyInvoiceQuerySchema,
  dateRangeQuerySchema,
  imageProxyQuerySchema,
  subscriptionHistoryQuerySchema,
  recordChainVerifyQuerySchema,
} from '../api/read-queries';
import {
  adminDeviceListResponseSchema,
  managerLookupResponseSchema,
  settingsResponseSchema,
  subscriptionHistoryResponseSchema,
} from '../api/read-responses';
import {
  carListResponseSchema,
  carLookupResponseSchema,
  deviceListResponseSchema,
  deviceLookupResponseSchema,
  driverLookupResponseSchema,
  homeQuerySchema,
  homeResponseSchema,
  officeListResponseSchema,
  officeLookupResponseSchema,
} from '../api/resources';
import { detectorMaintenanceLogResponseSchema } from '../api/detector-maintenance';
import {
  driverInspectionQuerySchema,
  inspectionItemsResponseSchema,
  vehicleInspectionDayQuerySchema,
  vehicleInspectionDaySchema,
  vehicleInspectionPanelSchema,
  vehicleInspectionRecordQuerySchema,
} from '../vehicle-inspection/api';
import { subscriptionViewResponseSchema } from '../api/subscription';
import {
  recordBookQuerySchema,
  testResultDetailResponseSchema,
  testResultListResponseSchema,
  testResultQuerySchema,
} from '../api/test-result';
import type { ApiOperation } from './operation';
import type { ApiTag } from './tags';
import { withAuthenticationRefusals } from './refusals';

/** Date filters default to today in Japan; the document shows that instead of the day it was built. */
const TODAY = 'today (Japan)';

const lookupNote =
  'Without `page` and `limit`, or with `limit=1000`, answers the lookup form (every record, names only, cached 240 s); otherwise a page of full records.';
const paged = (summary: string, tag: ApiTag, path: string, list: z.ZodType, lookup: z.ZodType, lookupItem: object): ApiOperation => ({
  method: 'get',
  path,
  tag,
  summary,
  description: lookupNote,
  access: 'company',
  query: resourceListQuerySchema,
  response: z.union([list, lookup]),
  examples: { response: { docs: [lookupItem], totalDocs: 1, page: 1, limit: 1000, totalPages: 1 } },
});

/**
 * Every route query-api mounts, one line each; query-api's test compares this table with its Express router
 * both ways, and the document of both APIs is built from it and command-api's table. What the authentication
 * refuses to a lapsed company's managers and drivers is added to each by who may call (refusals.ts).
 */
export const readOperations: readonly ApiOperation[] = withAuthenticationRefusals('query', [
  { method: 'get', path: '/auth/profile', tag: 'auth', summary: 'The signed-in user', access: 'any-user', response: profileResponseSchema },
  {
    method: 'get',
    path: '/user-info',
    tag: 'auth',
    summary: 'The signed-in user (alias of /auth/profile)',
    access: 'any-user',
    response: profileResponseSchema,
  },
  {
    method: 'get',
    path: '/auth/company-profile',
    tag: 'company',
    summary: "The own company's details",
    access: 'company',
    response: companyProfileResponseSchema,
  },
  {
    method: 'get',
    path: '/settings',
    tag: 'auth',
    summary: 'Language and company of the signed-in user',
    access: 'company',
    response: settingsResponseSchema,
  },

  {
    method: 'get',
    path: '/home',
    tag: 'dashboard',
    summary: "Today's figures, the chart's days and the undismissed notifications",
    access: 'company',
    query: homeQuerySchema(TODAY),
    response: homeResponseSchema,
    examples: {
      response: {
        operation: 'success',
        data: {
          notifications: [
            {
              _id: 'ntf_01J0Q6',
              type: 'ALCOHOL_TEST_FAILED',
              level: 'alert',
              driver: { lastName: '山田', firstName: '太郎', expirationDate: '2027-03-31' },
              car: null,
              device: null,
              testResult: 0.18,
              missingCheck: null,
              liveCall: null,
              testResultId: 'tr_01J0Q5',
              createdAt: '2025-02-01T23:15:00.000Z',
              read: false,
            },
          ],
          testsToday: 42,
          failedToday: 1,
          daily: [
            { date: '2025-01-31', tests: 40, failed: 0 },
            { date: '2025-02-01', tests: 42, failed: 1 },
          ],
        },
      },
    },
  },
  {
    method: 'get',
    path: '/test-result',
    tag: 'test results',
    summary: 'Breath tests of a date range, filtered and paged',
    access: 'company',
    query: testResultQuerySchema(TODAY),
    response: testResultListResponseSchema,
  },
  {
    method: 'get',
    path: '/test-result/csv',
    tag: 'test results',
    summary: 'Breath tests of a date range as CSV (UTF-8 with BOM)',
    description:
      'Read-your-writes as every read: with `X-FleetCheck-Position` (the position a write answered) the export waits, bounded, until it holds that write, and says so in `X-FleetCheck-Fresh`.',
    access: 'company',
    query: testResultQuerySchema(TODAY),
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: '/test-result/ledger',
    tag: 'test results',
    summary: "A month's alcohol-check record book of an office (or the company): A4 landscape PDF with the chain head, or CSV",
    description:
      "The record book (記録簿) streams: rows are read and written page by page. `format=csv` gives it as CSV (UTF-8 with BOM), else the PDF. The file is named after the office (or the company) and the month: `filename*` (RFC 5987, UTF-8) carries the Japanese name, `filename` an ASCII one. `encoding=shift_jis` gives the CSV in Shift_JIS (Windows-31J). Another company's office answers 404, as a missing one.",
    access: 'company',
    query: recordBookQuerySchema,
    produces: ['application/pdf', 'text/csv'],
    errors: ['Errors.NotFound'],
  },
  {
    method: 'get',
    path: '/check-board',
    tag: 'test results',
    summary:
      "A business day's check board: each driver of that day (deleted ones included) with their before- and after-driving check (ok, failed, missing, awaiting confirmation, off duty, not confirmed live by the cut-off)",
    access: 'company',
    query: checkBoardQuerySchema(TODAY),
    response: checkBoardResponseSchema,
  },
  {
    method: 'get',
    path: '/check-board/missed',
    tag: 'test results',
    summary: "A month's missed checks per driver and office (Japan days before today; off-duty days excluded)",
    description: "Another company's office answers 404, as a missing one.",
    access: 'company',
    query: missedChecksQuerySchema(TODAY),
    response: missedChecksResponseSchema,
  },
  {
    method: 'get',
    path: '/driver-app/home',
    tag: 'driver app',
    summary:
      "The driver's phone app: the driver, company, office (start time and cut-off), default vehicle, the company's cars, detectors in service (last used first), today's checks and the reminder banner",
    access: 'driver',
    response: driverHomeResponseSchema,
  },
  {
    method: 'get',
    path: '/driver-app/checks',
    tag: 'driver app',
    summary: "The driver's own checks of a month (Japan days), newest first",
    access: 'driver',
    query: driverChecksQuerySchema,
    response: driverChecksResponseSchema,
  },
  {
    method: 'get',
    path: '/test-result/:id/photos/:kind',
    tag: 'test results',
    summary:
      "A photo of a check from the driver's phone (`kind` display or face): the display-size copy, or the original as sent with `size=original`",
    description:
      "For the company's managers (or an admin on its behalf) and for the driver whose check it is; anyone else, another company's record or a record without that photo: 404.",
    access: 'any-user',
    query: checkPhotoQuerySchema,
    produces: 'image/*',
  },
  {
    method: 'get',
    path: '/test-result/:id',
    tag: 'test results',
    summary: 'One breath-test record with every item, its confirmation and its correction history',
    access: 'company',
    response: testResultDetailResponseSchema,
  },
  {
    method: 'get',
    path: '/notification/csv',
    tag: 'notifications',
    summary: 'Notifications of a date range as CSV (UTF-8 with BOM)',
    access: 'company',
    query: dateRangeQuerySchema(TODAY),
    produces: 'text/csv',
  },

  paged('Offices: a page, or the lookup', 'offices', '/office', officeListResponseSchema, officeLookupResponseSchema, {
    id: 'off_01HZ',
    name: '東京本社',
  }),
  paged('Cars: a page, or the lookup', 'cars', '/car', carListResponseSchema, carLookupResponseSchema, {
    id: 'car_01HZ',
    number: '品川 300 あ 12-34',
    model: 'Hiace',
  }),
  paged('Drivers: a page, or the lookup', 'drivers', '/driver', driverListResponseSchema, driverLookupResponseSchema, {
    id: 'drv_01HZ',
    lastName: '山田',
    firstName: '太郎',
  }),
  paged('Managers: a page, or the lookup', 'managers', '/manager', managerListResponseSchema, managerLookupResponseSchema, {
    id: 'mgr_01HZ',
    lastName: '鈴木',
    firstName: '花子',
  }),
  paged(
    "The company's detectors: a page (each with why it is out of service and its assigned 確認者 `checker`), or the lookup",
    'devices',
    '/device',
    deviceListResponseSchema,
    deviceLookupResponseSchema,
    {
      id: 'dev_01HZ',
      serialNo: 'FC-0001',
      outOfService: null,
    },
  ),
  {
    method: 'get',
    path: '/device/rented',
    tag: 'devices',
    summary:
      'The detectors the platform rents to the company, with their status as used (a failed check keeps one out of service) and the 確認者 the company assigned (`checker`, null: none)',
    access: 'company',
    response: companyDeviceListResponseSchema,
  },
  {
    method: 'get',
    path: '/device/:id/maintenance',
    tag: 'devices',
    summary:
      "A detector's maintenance log, newest first, where it stands, and the 確認者 its company assigned (`checker`, null: none) (the company's own or rented detectors)",
    access: 'company',
    query: pagedListQuerySchema,
    response: detectorMaintenanceLogResponseSchema,
  },
  {
    method: 'get',
    path: '/driver/offices',
    tag: 'drivers',
    summary: 'Names of the listed offices',
    access: 'company',
    query: idsQuerySchema,
    response: driverOfficesResponseSchema,
    examples: { response: { operation: 'success', data: [{ id: 'off_01HZ', name: '東京本社' }] } },
  },
  {
    method: 'get',
    path: '/driver/:id',
    tag: 'drivers',
    summary: 'One driver with office and car',
    access: 'company',
    response: driverResponseSchema,
  },

  {
    method: 'get',
    path: '/subscription/view',
    tag: 'subscription',
    summary: "The company's subscription (null before the first)",
    access: 'company',
    response: subscriptionViewResponseSchema,
  },

  {
    method: 'get',
    path: '/faq-category',
    tag: 'faq',
    summary: 'FAQ categories with their articles (help panel)',
    access: 'public',
    query: faqCategoryListQuerySchema,
    response: faqCategoryListResponseSchema,
  },
  {
    method: 'get',
    path: '/faq',
    tag: 'faq',
    summary: 'FAQ articles (help panel)',
    access: 'public',
    query: faqArticleListQuerySchema,
    response: faqArticleListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/faq-category',
    tag: 'faq',
    summary: 'FAQ categories (admin)',
    access: 'admin',
    query: faqCategoryListQuerySchema,
    response: faqCategoryListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/faq',
    tag: 'faq',
    summary: 'FAQ articles (admin)',
    access: 'admin',
    query: faqArticleListQuerySchema,
    response: faqArticleListResponseSchema,
  },
  { method: 'get', path: '/admin/faq/:id', tag: 'faq', summary: 'One FAQ article', access: 'admin', response: faqArticleResponseSchema },

  {
    method: 'get',
    path: '/admin/company',
    tag: 'company',
    summary: 'Companies with their subscriptions',
    access: 'admin',
    query: companyListQuerySchema,
    response: adminCompanyListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/company/:id',
    tag: 'company',
    summary: 'One company (ETag: its revision)',
    access: 'admin',
    response: adminCompanyResponseSchema,
  },
  {
    method: 'get',
    path: '/audit/companies',
    tag: 'auditors',
    summary: 'The companies the caller may audit (an admin: all; an auditor: their scope): id, name, status',
    access: 'audit',
    response: auditCompanyListResponseSchema,
  },
  {
    method: 'get',
    path: '/audit/company/:id/offices',
    tag: 'auditors',
    summary: "A company's offices (id and name) the caller may audit, to pick one office to verify or download the record book of",
    access: 'audit',
    response: auditOfficeListResponseSchema,
  },
  {
    method: 'get',
    path: '/audit/company/:id/ledger',
    tag: 'auditors',
    summary:
      "A company's record chain (the check records' hash chain) recomputed whole from the event store: intact with its head, or the first mismatching record (and its office); with the links of the period, of one office when `office` is given",
    access: 'audit',
    query: recordChainVerifyQuerySchema,
    response: recordChainVerificationResponseSchema,
  },
  {
    method: 'get',
    path: '/audit/company/:id/ledger-export',
    tag: 'auditors',
    summary: "For auditors: a company's month of the alcohol-check record book (an office or all), PDF with the chain head, or CSV",
    description:
      "The same file as GET /test-result/ledger: `format=csv` gives the CSV. Another company's office answers 404, as a missing one.",
    access: 'audit',
    query: recordBookQuerySchema,
    produces: ['application/pdf', 'text/csv'],
  },
  {
    method: 'get',
    path: '/audit/access-log',
    tag: 'auditors',
    summary:
      'On-behalf sessions (which admin, which company, from when to when, what they changed) and admin changes, by company and period',
    access: 'audit',
    query: accessLogQuerySchema,
    response: accessLogResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/auditors',
    tag: 'auditors',
    summary: 'Auditors: who, scope, end of access, status',
    access: 'admin',
    response: auditorListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/auditors/:id/activity',
    tag: 'auditors',
    summary: 'Every audit page an auditor opened and every export they took (who, what, when)',
    access: 'admin',
    response: auditorActivityResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/company/:id/subscription-history',
    tag: 'subscription',
    summary:
      "For auditors: a company's subscription changes and invoices, who acted by name, and its state as of a day; `format=pdf` or `csv`: the timeline as a file (ja or en)",
    access: 'audit',
    query: subscriptionHistoryQuerySchema,
    response: subscriptionHistoryResponseSchema,
    produces: 'application/pdf',
  },
  {
    method: 'get',
    path: '/admin/companyDevice/:id',
    tag: 'device registry',
    summary: 'Detectors rented to a company, each with the 確認者 the company assigned (`checker`, null: none)',
    access: 'admin',
    response: companyDeviceListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/device',
    tag: 'device registry',
    summary: 'Every registered detector, with the 確認者 the company renting it assigned (`checker`, null: none)',
    access: 'admin',
    query: pagedListQuerySchema,
    response: adminDeviceListResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/device/:id/maintenance',
    tag: 'device registry',
    summary: "A registered detector's maintenance log, newest first, where it stands, and the 確認者 its renter assigned (`checker`)",
    access: 'admin',
    query: pagedListQuerySchema,
    response: detectorMaintenanceLogResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/companyInvoice/:id',
    tag: 'invoices',
    summary: "A company's invoices; with an invoice id and `format=pdf` (or `Accept: application/pdf`), that invoice's PDF",
    access: 'admin',
    query: companyInvoiceQuerySchema,
    response: companyInvoiceListResponseSchema,
    produces: 'application/pdf',
  },

  {
    method: 'get',
    path: '/admin/jobs/failed',
    tag: 'operations',
    summary: 'Jobs that ran out of retries',
    access: 'admin',
    response: failedJobListResponseSchema,
    errors: ['Errors.Unavailable'],
  },
  {
    method: 'get',
    path: '/admin/mail-outbox',
    tag: 'operations',
    summary: 'Mail kept in the outbox (local profile)',
    access: 'admin',
    query: pagedListQuerySchema,
    response: outboxListResponseSchema,
  },

  {
    method: 'get',
    path: '/images/:companyId/:id',
    tag: 'uploads',
    summary: 'A stored photo as uploaded (its company and admins only)',
    access: 'any-user',
    produces: 'image/*',
  },
  {
    method: 'get',
    path: '/_next/image',
    tag: 'uploads',
    summary: 'A stored photo at most `w` pixels wide',
    access: 'any-user',
    query: imageProxyQuerySchema,
    produces: 'image/*',
  },
  {
    method: 'get',
    path: '/car/:id/inspection',
    tag: 'vehicle inspection',
    summary:
      "A car's daily inspection (日常点検): today's checklist, today's inspection, whether it is fit, open defects and recent inspections",
    access: 'company',
    response: vehicleInspectionPanelSchema,
  },
  {
    method: 'get',
    path: '/driver-app/inspection',
    tag: 'driver app',
    summary: "A company car's daily inspection as the driver's phone shows it (as GET /car/{id}/inspection)",
    access: 'driver',
    query: driverInspectionQuerySchema,
    response: vehicleInspectionPanelSchema,
  },
  {
    method: 'get',
    path: '/inspection-items',
    tag: 'vehicle inspection',
    summary: "The company's own daily inspection items, checked beside the statutory ones",
    access: 'company',
    response: inspectionItemsResponseSchema,
  },
  {
    method: 'get',
    path: '/vehicle-inspection/day',
    tag: 'vehicle inspection',
    summary: "Each car's daily inspection on one day (default today, Japan time) and whether it is fit, for the check board",
    access: 'company',
    query: vehicleInspectionDayQuerySchema,
    response: vehicleInspectionDaySchema,
  },
  {
    method: 'get',
    path: '/vehicle-inspection/record',
    tag: 'vehicle inspection',
    summary: "A month's daily inspection record (日常点検記録簿) of an office (or the company): A4 landscape PDF, or CSV (UTF-8 with BOM)",
    description:
      "One row per item of each car's inspection of each Japan day (result, who inspected, what was abnormal, who cleared it and when), and one row for each day a car now listed was not inspected (up to today). Words only, Japan time. The file is named after the office (or the company) and the month: `filename*` (RFC 5987, UTF-8) carries the Japanese name, `filename` an ASCII one. Another company's office answers 404, as a missing one.",
    access: 'company',
    query: vehicleInspectionRecordQuerySchema,
    produces: ['application/pdf', 'text/csv'],
    errors: ['Errors.NotFound'],
  },
]);
