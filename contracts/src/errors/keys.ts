/**
 * Message keys of spec section 8. The UI translates keys; nothing matches on wording. The keys the spec
 * names are kept verbatim (including 'Car can not be 0'); the server keys below them are our design in the
 * same `Errors.X` style for cases the spec leaves open.
 */
export const ErrorKeys = {
  // Form rules (spec section 5 / 8)
  Required: 'Errors.Required',
  Email: 'Errors.Email',
  Phone: 'Errors.Phone',
  License: 'Errors.License',
  NotNull: 'Errors.notNull',
  CCV: 'Errors.CCV',
  PasswordMin: 'Errors.PasswordMin',
  SelectEmpty: 'Select.Empty',
  // Business rules shown in modals (spec section 8)
  PlanOnlyIncrease: 'COMSPlanOnlyIncrease',
  NothingChanged: 'NothingChanged',
  CarCountZero: 'Car can not be 0',
  DeviceCountZero: 'Device can not be 0',
  GenericErrorHeading: 'Fields.Error',
  GenericErrorBody: 'Modals.Error',
  // Server keys (designed)
  Invalid: 'Errors.Invalid',
  NotFound: 'Errors.NotFound',
  Forbidden: 'Errors.Forbidden',
  Unauthorized: 'Errors.Unauthorized',
  TokenExpired: 'Errors.TokenExpired',
  RefreshTokenInvalid: 'Errors.RefreshTokenInvalid',
  InvalidCredentials: 'Errors.InvalidCredentials',
  Conflict: 'Errors.Conflict',
  RateLimited: 'Errors.RateLimited',
  Internal: 'Errors.Internal',
  Unavailable: 'Errors.Unavailable',
  EmailTaken: 'Errors.EmailTaken',
  UsernameTaken: 'Errors.UsernameTaken',
  SerialNoTaken: 'Errors.SerialNoTaken',
  CarNumberTaken: 'Errors.CarNumberTaken',
  OfficeInUse: 'Errors.OfficeInUse',
  CarInUse: 'Errors.CarInUse',
  DeviceInUse: 'Errors.DeviceInUse',
  /** A detector the platform marked out of service sent a test: it is not recorded. */
  DeviceOutOfService: 'Errors.DeviceOutOfService',
  /** Why (in `fields`, on `detector`): see DETECTOR_OUT_OF_SERVICE_REASONS. */
  DetectorRetired: 'Errors.DetectorRetired',
  DetectorCheckFailed: 'Errors.DetectorCheckFailed',
  DetectorUsageLimitPassed: 'Errors.DetectorUsageLimitPassed',
  DetectorSensorLifeEnded: 'Errors.DetectorSensorLifeEnded',
  CategoryInUse: 'Errors.CategoryInUse',
  CannotDeleteSelf: 'Errors.CannotDeleteSelf',
  EmailNotVerified: 'Errors.EmailNotVerified',
  VerificationInvalid: 'Errors.VerificationInvalid',
  SubscriptionRequired: 'Errors.SubscriptionRequired',
  SubscriptionExpired: 'Errors.SubscriptionExpired',
  SubscriptionNotActive: 'Errors.SubscriptionNotActive',
  CarLimitReached: 'Errors.CarLimitReached',
  DeviceLimitReached: 'Errors.DeviceLimitReached',
  PaymentFailed: 'Errors.PaymentFailed',
  /** A declined card, by the provider's failure code (see domain's `declineReasonKey`). */
  PaymentInsufficientFund: 'Errors.PaymentInsufficientFund',
  PaymentStolenOrLostCard: 'Errors.PaymentStolenOrLostCard',
  PaymentFailedProcessing: 'Errors.PaymentFailedProcessing',
  PaymentRejected: 'Errors.PaymentRejected',
  PaymentInvalidSecurityCode: 'Errors.PaymentInvalidSecurityCode',
  PaymentFailedFraudCheck: 'Errors.PaymentFailedFraudCheck',
  PaymentInvalidAccountNumber: 'Errors.PaymentInvalidAccountNumber',
  PaymentAuthenticationFailed: 'Errors.PaymentAuthenticationFailed',
  PaymentCardExpired: 'Errors.PaymentCardExpired',
  PaymentPending: 'Errors.PaymentPending',
  /** Paying with the saved card when the company has none. */
  NoCardOnFile: 'Errors.NoCardOnFile',
  NotOnBehalf: 'Errors.NotOnBehalf',
  UploadNotImage: 'Errors.UploadNotImage',
  UploadTooLarge: 'Errors.UploadTooLarge',
  TooLong: 'Errors.TooLong',
  /** A Japanese postcode: 7 digits, NNN-NNNN or NNNNNNN. */
  Postcode: 'Errors.Postcode',
  /** A count typed in a form (employees, cars): a whole number, 0 or more. */
  Count: 'Errors.Count',
  TimeInFuture: 'Errors.TimeInFuture',
  /** An office's cut-off at or before its start time plus DRIVER_REMINDER_MARGIN_MINUTES: no driver reminder could come first (on `cutoff`). */
  CutoffBeforeReminder: 'Errors.CutoffBeforeReminder',
  /** A detector's check time is what it measured: only a hand entry's time is corrected. */
  DetectorTimeFixed: 'Errors.DetectorTimeFixed',
  ImageNotOwn: 'Errors.ImageNotOwn',
  /** An auditor only reads: every write refuses them. */
  AuditorReadOnly: 'Errors.AuditorReadOnly',
  /** An auditor's access must end after today. */
  AuditorAccessEndInPast: 'Errors.AuditorAccessEndInPast',
  /** The profile's current-password box, needed to change one's own password or e-mail, is wrong. */
  CurrentPasswordWrong: 'Errors.CurrentPasswordWrong',
  /** Bulk import (issue 37): the file is neither a CSV nor an .xlsx workbook we can read. */
  ImportNotSpreadsheet: 'Errors.ImportNotSpreadsheet',
  /** Bulk import: the file is larger than IMPORT_MAX_BYTES. */
  ImportTooLarge: 'Errors.ImportTooLarge',
  /** Bulk import: more data rows than IMPORT_MAX_ROWS. */
  ImportTooManyRows: 'Errors.ImportTooManyRows',
  /** Bulk import: a cell holds a formula (imports take typed values only; `fields` names the cells). */
  ImportFormula: 'Errors.ImportFormula',
  /** Bulk import: the header row is not the template's (`fields` names each missing or unknown column). */
  ImportColumns: 'Errors.ImportColumns',
  /** Bulk import: the file has a header but no data row. */
  ImportEmpty: 'Errors.ImportEmpty',
  /** Bulk import: some rows would fail (`fields`: rows.<row>.<column> with the form's key); nothing was written. */
  ImportRowsInvalid: 'Errors.ImportRowsInvalid',
  /** Live confirmation (issue 35): another manager answered the call first (`params.name` names them). */
  CallTaken: 'Errors.CallTaken',
  /** The call ended (hung up, dropped, or nobody answered in time): the driver calls again. */
  CallEnded: 'Errors.CallEnded',
  /** The record was already confirmed: nothing to call about. */
  AlreadyConfirmed: 'Errors.AlreadyConfirmed',
  /** A confirmation code that is not the one issued for the record. */
  CodeWrong: 'Errors.CodeWrong',
  /** A confirmation code older than its 10 minutes. */
  CodeExpired: 'Errors.CodeExpired',
  /** A confirmation code already entered once. */
  CodeUsed: 'Errors.CodeUsed',
  /** A live confirmation with no live contact to show: no call answered by this manager, or no code entered. */
  NoLiveContact: 'Errors.NoLiveContact',
  /** Daily inspection (issue 37): the vehicle's inspection of today is already recorded. */
  InspectionRecorded: 'Errors.InspectionRecorded',
  /** An abnormal item needs a note saying what was found (field error on `answers.<i>.note`). */
  InspectionNoteRequired: 'Errors.InspectionNoteRequired',
  /** Clearing an inspection with no abnormal item waiting for a manager. */
  NoDefectToClear: 'Errors.NoDefectToClear',
  /** A company keeps at most COMPANY_INSPECTION_ITEMS_MAX items of its own. */
  InspectionItemsFull: 'Errors.InspectionItemsFull',
} as const;

export type ErrorKey = (typeof ErrorKeys)[keyof typeof ErrorKeys];

export const errorKeyValues = Object.values(ErrorKeys) as [ErrorKey, ...ErrorKey[]];

/** The HTTP status each server key answers with; form-rule keys are 400 (they arrive inside `fields`). */
export const errorKeyStatus: Readonly<Record<ErrorKey, number>> = {
  'Errors.Required': 400,
  'Errors.Email': 400,
  'Errors.Phone': 400,
  'Errors.License': 400,
  'Errors.notNull': 400,
  'Errors.CCV': 400,
  'Errors.PasswordMin': 400,
  'Select.Empty': 400,
  COMSPlanOnlyIncrease: 422,
  NothingChanged: 422,
  'Car can not be 0': 400,
  'Device can not be 0': 400,
  'Fields.Error': 500,
  'Modals.Error': 500,
  'Errors.Invalid': 400,
  'Errors.NotFound': 404,
  'Errors.Forbidden': 403,
  'Errors.Unauthorized': 401,
  'Errors.TokenExpired': 401,
  'Errors.RefreshTokenInvalid': 401,
  'Errors.InvalidCredentials': 401,
  // A stale revision (If-Match) is 412 as ARCHITECTURE.md fixes.
  'Errors.Conflict': 412,
  'Errors.RateLimited': 429,
  'Errors.Internal': 500,
  'Errors.Unavailable': 503,
  'Errors.EmailTaken': 409,
  'Errors.UsernameTaken': 409,
  'Errors.SerialNoTaken': 409,
  'Errors.CarNumberTaken': 409,
  'Errors.OfficeInUse': 409,
  'Errors.CarInUse': 409,
  'Errors.DeviceInUse': 409,
  'Errors.DeviceOutOfService': 409,
  'Errors.DetectorRetired': 409,
  'Errors.DetectorCheckFailed': 409,
  'Errors.DetectorUsageLimitPassed': 409,
  'Errors.DetectorSensorLifeEnded': 409,
  'Errors.CategoryInUse': 409,
  'Errors.CannotDeleteSelf': 409,
  'Errors.EmailNotVerified': 403,
  'Errors.VerificationInvalid': 400,
  'Errors.SubscriptionRequired': 402,
  'Errors.SubscriptionExpired': 402,
  'Errors.SubscriptionNotActive': 402,
  'Errors.CarLimitReached': 422,
  'Errors.DeviceLimitReached': 422,
  'Errors.PaymentFailed': 402,
  'Errors.PaymentInsufficientFund': 402,
  'Errors.PaymentStolenOrLostCard': 402,
  'Errors.PaymentFailedProcessing': 402,
  'Errors.PaymentRejected': 402,
  'Errors.PaymentInvalidSecurityCode': 402,
  'Errors.PaymentFailedFraudCheck': 402,
  'Errors.PaymentInvalidAccountNumber': 402,
  'Errors.PaymentAuthenticationFailed': 402,
  'Errors.PaymentCardExpired': 402,
  'Errors.PaymentPending': 409,
  'Errors.NoCardOnFile': 409,
  'Errors.NotOnBehalf': 409,
  'Errors.UploadNotImage': 400,
  'Errors.UploadTooLarge': 413,
  'Errors.TooLong': 400,
  'Errors.Postcode': 400,
  'Errors.Count': 400,
  'Errors.TimeInFuture': 400,
  'Errors.CutoffBeforeReminder': 400,
  'Errors.DetectorTimeFixed': 400,
  'Errors.ImageNotOwn': 400,
  'Errors.AuditorReadOnly': 403,
  'Errors.AuditorAccessEndInPast': 400,
  'Errors.CurrentPasswordWrong': 400,
  'Errors.ImportNotSpreadsheet': 400,
  'Errors.ImportTooLarge': 413,
  'Errors.ImportTooManyRows': 413,
  'Errors.ImportFormula': 400,
  'Errors.ImportColumns': 400,
  'Errors.ImportEmpty': 400,
  'Errors.ImportRowsInvalid': 422,
  'Errors.CallTaken': 409,
  'Errors.CallEnded': 409,
  'Errors.AlreadyConfirmed': 409,
  'Errors.CodeWrong': 400,
  'Errors.CodeExpired': 400,
  'Errors.CodeUsed': 400,
  'Errors.NoLiveContact': 409,
  'Errors.InspectionRecorded': 409,
  'Errors.InspectionNoteRequired': 400,
  'Errors.NoDefectToClear': 409,
  'Errors.InspectionItemsFull': 409,
};
