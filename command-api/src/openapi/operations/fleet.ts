/* command-api's routes: the company's managers, drivers (and their app invitations), offices, cars and detectors, the platform's detector registry, uploads and bulk imports. */
import type { ApiOperation } from '@fleetcheck/contracts/openapi';
import {
  driverInvitationRequestSchema,
  driverInvitationResponseSchema,
  deviceSecretAcceptedSchema,
  detectorMaintenanceBodySchema,
  idBodySchema,
  successEnvelope,
  uploadedImageSchema,
  uploadResponseSchema,
  importDryRunResponseSchema,
  importResponseSchema,
  importTemplateQuerySchema,
  XLSX_CONTENT_TYPE,
  IMPORT_MAX_BYTES,
  detectorCheckerBodySchema,
} from '@fleetcheck/contracts';
import { carBodySchema } from '../../car/body';
import { companyDeviceBodySchema } from '../../device/body';
import { adminDeviceBodySchema } from '../../device-registry/body';
import { driverBodySchema, driverDutyBodySchema } from '../../driver/body';
import { managerBodySchema } from '../../manager/body';
import { officeBodySchema } from '../../office/body';
import { accepted, credentials } from './shared';

/** An import's file is the body itself (its bytes say which type it is); what refuses a file before any row is read. */
const importUploadTypes = ['text/csv', XLSX_CONTENT_TYPE] as const;

const importFileErrors = [
  'Errors.ImportNotSpreadsheet',
  'Errors.ImportTooLarge',
  'Errors.ImportTooManyRows',
  'Errors.ImportFormula',
  'Errors.ImportColumns',
  'Errors.ImportEmpty',
  'Errors.Unavailable',
] as const;

const importFileNote =
  'The body is the file as it is (`text/csv`, the .xlsx type or `application/octet-stream`). The header row names the columns in Japanese or English (see the template). Rows are numbered as a spreadsheet shows them (the header is row 1).';

/** `accepted` plus a device secret shown once. */
const withSecret = deviceSecretAcceptedSchema;

/** The office routes' rule of the start time and the cut-off (issue 34 item 5; see the office decider). */
const OFFICE_HOURS_RULE =
  'A `cutoff` at or before `startTime` plus `DRIVER_REMINDER_MARGIN_MINUTES` (empty times: 08:00 and 23:00) leaves no room ' +
  'for the driver reminder: 400 Errors.Invalid with `Errors.CutoffBeforeReminder` on `cutoff`, and nothing is written.';

export const fleetOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/driver/:id/invitation',
    tag: 'driver app',
    summary:
      "Make a one-time sign-in link and QR code for the driver's phone (valid 24 hours, replaces an earlier one); mails it when asked",
    access: 'company',
    body: driverInvitationRequestSchema,
    status: 201,
    response: successEnvelope(driverInvitationResponseSchema),
  },

  {
    method: 'post',
    path: '/manager',
    tag: 'managers',
    summary: 'Create a manager (credentials returned once)',
    access: 'company',
    body: managerBodySchema,
    status: 201,
    response: credentials,
    errors: ['Errors.EmailTaken', 'Errors.UsernameTaken'],
  },
  {
    method: 'put',
    path: '/manager/:id',
    tag: 'managers',
    summary: 'Update a manager',
    access: 'company',
    body: managerBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/manager/:id',
    tag: 'managers',
    summary: 'Delete a manager (not oneself)',
    access: 'company',
    response: accepted,
    errors: ['Errors.CannotDeleteSelf'],
  },
  {
    method: 'patch',
    path: '/manager/manager-reset-password',
    tag: 'managers',
    summary: "Reset a manager's password",
    access: 'company',
    body: idBodySchema,
    response: credentials,
    errors: ['Errors.NotFound'],
  },
  {
    method: 'patch',
    path: '/admin/manager/manager-reset-password',
    tag: 'managers',
    summary: "Reset any company's manager's password",
    access: 'admin',
    body: idBodySchema,
    response: credentials,
    errors: ['Errors.NotFound'],
  },

  {
    method: 'post',
    path: '/driver',
    tag: 'drivers',
    summary: 'Create a driver (credentials returned once)',
    access: 'company',
    body: driverBodySchema,
    status: 201,
    response: credentials,
  },
  {
    method: 'put',
    path: '/driver/:id',
    tag: 'drivers',
    summary: 'Update a driver',
    access: 'company',
    body: driverBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/driver/:id', tag: 'drivers', summary: 'Delete a driver', access: 'company', response: accepted },
  {
    method: 'post',
    path: '/driver/:id/duty',
    tag: 'drivers',
    summary: 'Mark a driver off duty for a business day (no alcohol check is missing then), or back on duty',
    access: 'company',
    body: driverDutyBodySchema,
    response: accepted,
    examples: {
      request: { date: '2026-11-20', onDuty: false },
      response: { operation: 'success', data: { id: '0d9c6a52-8b1e-4f7e-9a31-5c2b7e4d1a90', revision: 0 }, position: '2210' },
    },
  },
  {
    method: 'patch',
    path: '/driver/driver-reset-password',
    tag: 'drivers',
    summary: "Reset a driver's password",
    access: 'company',
    body: idBodySchema,
    response: credentials,
    errors: ['Errors.NotFound'],
  },

  {
    method: 'post',
    path: '/office',
    tag: 'offices',
    summary: 'Create an office',
    description: OFFICE_HOURS_RULE,
    access: 'company',
    body: officeBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/office/:id',
    tag: 'offices',
    summary: 'Update an office',
    description: OFFICE_HOURS_RULE,
    access: 'company',
    body: officeBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/office/:id',
    tag: 'offices',
    summary: 'Delete an office (Errors.OfficeInUse while referenced)',
    access: 'company',
    response: accepted,
    errors: ['Errors.OfficeInUse'],
  },

  {
    method: 'post',
    path: '/car',
    tag: 'cars',
    summary: 'Register a car',
    access: 'company',
    body: carBodySchema,
    status: 201,
    response: accepted,
    errors: ['Errors.CarNumberTaken'],
  },
  { method: 'put', path: '/car/:id', tag: 'cars', summary: 'Update a car', access: 'company', body: carBodySchema, response: accepted },
  {
    method: 'delete',
    path: '/car/:id',
    tag: 'cars',
    summary: 'Delete a car (Errors.CarInUse while a driver drives it)',
    access: 'company',
    response: accepted,
    errors: ['Errors.CarInUse'],
  },

  {
    method: 'post',
    path: '/device',
    tag: 'devices',
    summary: "Add a device to the company's list",
    access: 'company',
    body: companyDeviceBodySchema,
    status: 201,
    response: accepted,
    errors: ['Errors.SerialNoTaken'],
  },
  {
    method: 'put',
    path: '/device/:id',
    tag: 'devices',
    summary: "Update a company's device",
    access: 'company',
    body: companyDeviceBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/device/:id', tag: 'devices', summary: "Remove a company's device", access: 'company', response: accepted },
  {
    method: 'post',
    path: '/device/:id/maintenance',
    tag: 'devices',
    summary: "Record a maintenance of one of the company's detectors (its own or a rented one)",
    access: 'company',
    body: detectorMaintenanceBodySchema,
    status: 201,
    response: accepted,
    examples: {
      request: {
        kind: 'weekly_check',
        maintainedAt: '2026-11-20T09:30:00+09:00',
        performedBy: '山田 太郎',
        remark: 'sober 0.000, mouthwash positive',
      },
    },
  },

  {
    method: 'post',
    path: '/admin/device',
    tag: 'device registry',
    summary: 'Register a device (secret returned once)',
    access: 'admin',
    body: adminDeviceBodySchema,
    status: 201,
    response: withSecret,
  },
  {
    method: 'put',
    path: '/admin/device/:id',
    tag: 'device registry',
    summary: 'Edit or reassign a registered device',
    access: 'admin',
    body: adminDeviceBodySchema,
    response: accepted,
  },
  {
    method: 'post',
    path: '/admin/device/:id/unassign',
    tag: 'device registry',
    summary: 'Take a device back to stock',
    access: 'admin',
    response: accepted,
  },
  {
    method: 'post',
    path: '/admin/device/:id/rotate-secret',
    tag: 'device registry',
    summary: "Rotate a device's secret (returned once)",
    access: 'admin',
    response: withSecret,
  },
  {
    method: 'delete',
    path: '/admin/device/:id',
    tag: 'device registry',
    summary: 'Deregister a device (Errors.DeviceInUse while assigned)',
    access: 'admin',
    response: accepted,
  },
  {
    method: 'put',
    path: '/device/:id/checker',
    tag: 'devices',
    summary: "Assign the manager a detector's uploads name as 確認者 when it sends none (null: none); the company's own or rented detector",
    description:
      '`checker`: a manager\'s id of the company; another is 400 with `{"path":"checker","key":"Errors.NotFound"}`. A manager no longer of the company is not named on later uploads (the record is then listed as incomplete).',
    access: 'company',
    body: detectorCheckerBodySchema,
    response: accepted,
    errors: ['Errors.SubscriptionExpired', 'Errors.AuditorReadOnly'],
    examples: { request: { checker: 'mgr_01HZX4N6Q8' } },
  },
  {
    method: 'post',
    path: '/admin/device/:id/maintenance',
    tag: 'device registry',
    summary: 'Record a maintenance of a registered detector, rented or in stock',
    access: 'admin',
    body: detectorMaintenanceBodySchema,
    status: 201,
    response: accepted,
  },

  {
    method: 'post',
    path: '/upload',
    tag: 'uploads',
    summary: 'Upload a photo (images only, at most 512 KiB); answers its id and URL',
    access: 'company',
    body: uploadedImageSchema,
    status: 201,
    response: uploadResponseSchema,
  },

  {
    method: 'get',
    path: '/import/:kind/template',
    tag: 'imports',
    summary: 'The import template of a kind (office, car, driver, manager): the header row in ja or en, as .xlsx or CSV',
    access: 'company',
    query: importTemplateQuerySchema,
    produces: [XLSX_CONTENT_TYPE, 'text/csv'],
  },
  {
    method: 'post',
    path: '/import/:kind/dry-run',
    tag: 'imports',
    summary:
      'Check an import file (CSV in UTF-8 or Shift_JIS, or .xlsx; at most 2 MB and 2,000 rows): every row that would fail, nothing written',
    description: importFileNote,
    access: 'company',
    rawBody: { types: importUploadTypes, maxBytes: IMPORT_MAX_BYTES },
    response: importDryRunResponseSchema,
    errors: importFileErrors,
  },
  {
    method: 'post',
    path: '/import/:kind',
    tag: 'imports',
    summary: 'Import a file: every row or none (Errors.ImportRowsInvalid names the rows that fail); answers the credentials to print once',
    description: importFileNote,
    access: 'company',
    rawBody: { types: importUploadTypes, maxBytes: IMPORT_MAX_BYTES },
    status: 201,
    response: importResponseSchema,
    errors: [...importFileErrors, 'Errors.ImportRowsInvalid'],
  },
];
