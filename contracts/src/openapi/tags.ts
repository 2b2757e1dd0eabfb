/**
 * The document's tags, in the order the reference page lists them, each with what its operations are about. An
 * operation's `tag` is one of these names, so a new area cannot appear in the document undescribed.
 */
export const apiTags = {
  docs: 'This API reference: the page, its files and the OpenAPI document itself.',
  auth: "Sign-in, tokens and sign-out of managers and platform admins; a company's sign-up, e-mail verification and password reset; the signed-in user's own profile and language.",
  'driver app':
    "The driver's phone app: a driver's sign-in and invitation, the checks and photos a driver sends, their daily inspection and the app's home.",
  auditors:
    'Auditors: their invitation and access by platform admins, and the read-only audit of a company (record chain, record book, access log).',
  company: "A company's details: a manager's own company, and every company for platform admins.",
  managers: "A company's managers: list, create, update, delete, password reset.",
  drivers: "A company's drivers: list, create, update, delete, password reset, duty days.",
  offices: "A company's offices: list, create, update, delete.",
  cars: "A company's cars: list, register, update, delete.",
  devices: "A company's breath-alcohol detectors (its own and those the platform rents to it), their maintenance and 確認者.",
  'device registry':
    "The platform's registry of detectors (platform admins): registration, the secret a detector authenticates with, rental to companies, maintenance.",
  uploads: 'Photos: upload and the stored images, at full size or resized.',
  imports: 'Bulk import of offices, cars, drivers and managers from a spreadsheet: template, dry run, import.',
  subscription: "A company's subscription: price quotes, sign-up by card or bank transfer, plan changes, cancellation, its history.",
  'sandbox payments':
    "The local profile's card gateway sandbox, which behaves like Omise's test mode (mounted only when PAYMENT_GATEWAY=sandbox).",
  invoices: 'Company invoices (platform admins): issue, e-mail, list and PDF.',
  'test results':
    'Breath-alcohol check records: from detectors and by hand, their correction and confirmation, the check board, exports and the record book.',
  'live confirmation':
    "A manager's live confirmation of a driver's check from the phone: the video call and its signalling, or a code given over the telephone.",
  'vehicle inspection':
    'Daily vehicle inspections (日常点検): checklists, inspections, clearing defects, the day board and the monthly record.',
  faq: 'The help area: FAQ categories and articles in English and Japanese, administered by platform admins and read by everyone.',
  notifications: "The company's notifications: mark read, dismiss, export.",
  operations: "Platform operations (platform admins): failed background jobs and the local profile's mail outbox.",
  dashboard: "The company's dashboard: today's figures, the chart and the notifications.",
} as const;

export type ApiTag = keyof typeof apiTags;
