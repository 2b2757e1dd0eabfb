import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorKey } from '@fleetcheck/contracts';

/** Every message key of @fleetcheck/contracts with its text; the compiler checks none is missing. */
export const errorMessages = {
  'Errors.Required': msg({ id: 'Errors.Required', message: 'This field is required' }),
  'Errors.Email': msg({ id: 'Errors.Email', message: 'Please enter a valid email address' }),
  'Errors.Phone': msg({ id: 'Errors.Phone', message: 'Please enter a valid phone number' }),
  'Errors.License': msg({
    id: 'Errors.License',
    message: 'The licence number must be at most 13 characters',
  }),
  'Errors.notNull': msg({ id: 'Errors.notNull', message: 'The value cannot be 0' }),
  'Errors.CCV': msg({ id: 'Errors.CCV', message: 'The security code must be 3 or 4 digits' }),
  'Errors.PasswordMin': msg({
    id: 'Errors.PasswordMin',
    message: 'The password must be at least 6 characters',
  }),
  'Select.Empty': msg({ id: 'Select.Empty', message: 'No options' }),
  COMSPlanOnlyIncrease: msg({
    id: 'COMSPlanOnlyIncrease',
    message: 'The plan can only be increased. To reduce it, please contact us.',
  }),
  NothingChanged: msg({ id: 'NothingChanged', message: 'Nothing has changed.' }),
  'Car can not be 0': msg({ id: 'Car can not be 0', message: 'Cars cannot be 0' }),
  'Device can not be 0': msg({ id: 'Device can not be 0', message: 'Devices cannot be 0' }),
  'Fields.Error': msg({ id: 'Fields.Error', message: 'Error' }),
  'Modals.Error': msg({ id: 'Modals.Error', message: 'Something went wrong. Please try again.' }),
  'Errors.Invalid': msg({ id: 'Errors.Invalid', message: 'The request is not valid.' }),
  'Errors.NotFound': msg({ id: 'Errors.NotFound', message: 'It could not be found.' }),
  'Errors.Forbidden': msg({ id: 'Errors.Forbidden', message: 'You are not allowed to do this.' }),
  'Errors.Unauthorized': msg({ id: 'Errors.Unauthorized', message: 'Please log in again.' }),
  'Errors.TokenExpired': msg({ id: 'Errors.TokenExpired', message: 'Your session has expired.' }),
  'Errors.RefreshTokenInvalid': msg({
    id: 'Errors.RefreshTokenInvalid',
    message: 'Your session has ended. Please log in again.',
  }),
  'Errors.InvalidCredentials': msg({
    id: 'Errors.InvalidCredentials',
    message: 'The username or password is incorrect.',
  }),
  'Errors.Conflict': msg({
    id: 'Errors.Conflict',
    message: 'Someone else changed this in the meantime. Please reload and try again.',
  }),
  'Errors.RateLimited': msg({
    id: 'Errors.RateLimited',
    message: 'Too many attempts. Please wait a moment.',
  }),
  'Errors.Internal': msg({ id: 'Errors.Internal', message: 'A server error occurred.' }),
  'Errors.Unavailable': msg({ id: 'Errors.Unavailable', message: 'The service is temporarily unavailable.' }),
  'Errors.EmailTaken': msg({ id: 'Errors.EmailTaken', message: 'This email address is already in use.' }),
  'Errors.UsernameTaken': msg({ id: 'Errors.UsernameTaken', message: 'This username is already in use.' }),
  'Errors.SerialNoTaken': msg({
    id: 'Errors.SerialNoTaken',
    message: 'This serial number is already registered.',
  }),
  'Errors.CarNumberTaken': msg({
    id: 'Errors.CarNumberTaken',
    message: 'This car number is already registered.',
  }),
  'Errors.OfficeInUse': msg({ id: 'Errors.OfficeInUse', message: 'This office is still in use.' }),
  'Errors.CarInUse': msg({ id: 'Errors.CarInUse', message: 'This car is still in use.' }),
  'Errors.DeviceInUse': msg({ id: 'Errors.DeviceInUse', message: 'This device is still in use.' }),
  'Errors.DeviceOutOfService': msg({
    id: 'Errors.DeviceOutOfService',
    message: 'This detector is out of service: its tests are not recorded.',
  }),
  'Errors.DetectorRetired': msg({
    id: 'Errors.DetectorRetired',
    message: 'FleetCheck took this detector out of service.',
  }),
  'Errors.DetectorCheckFailed': msg({
    id: 'Errors.DetectorCheckFailed',
    message: 'A check of this detector failed: record a check or calibration that passes first.',
  }),
  'Errors.DetectorUsageLimitPassed': msg({
    id: 'Errors.DetectorUsageLimitPassed',
    message: 'This detector is past its usage limit date: record a new usage limit date or a new sensor first.',
  }),
  'Errors.DetectorSensorLifeEnded': msg({
    id: 'Errors.DetectorSensorLifeEnded',
    message: "This detector's sensor has reached the end of its life: record a new sensor first.",
  }),
  'Errors.CategoryInUse': msg({ id: 'Errors.CategoryInUse', message: 'This category still has articles.' }),
  'Errors.CannotDeleteSelf': msg({
    id: 'Errors.CannotDeleteSelf',
    message: 'You cannot delete your own account.',
  }),
  'Errors.EmailNotVerified': msg({
    id: 'Errors.EmailNotVerified',
    message: 'Your email address has not been verified yet.',
  }),
  'Errors.VerificationInvalid': msg({
    id: 'Errors.VerificationInvalid',
    message: 'This verification link is not valid.',
  }),
  'Errors.SubscriptionRequired': msg({
    id: 'Errors.SubscriptionRequired',
    message: 'A subscription is required.',
  }),
  'Errors.SubscriptionExpired': msg({
    id: 'Errors.SubscriptionExpired',
    message: 'Your subscription has expired.',
  }),
  'Errors.SubscriptionNotActive': msg({
    id: 'Errors.SubscriptionNotActive',
    message: 'Your subscription is not active.',
  }),
  'Errors.CarLimitReached': msg({ id: 'Errors.CarLimitReached', message: 'Your plan allows no more cars.' }),
  'Errors.DeviceLimitReached': msg({
    id: 'Errors.DeviceLimitReached',
    message: 'Your plan allows no more devices.',
  }),
  'Errors.PaymentFailed': msg({ id: 'Errors.PaymentFailed', message: 'The payment failed.' }),
  'Errors.PaymentInsufficientFund': msg({
    id: 'Errors.PaymentInsufficientFund',
    message: 'The card was declined: insufficient funds or credit limit reached. Please use another card.',
  }),
  'Errors.PaymentStolenOrLostCard': msg({
    id: 'Errors.PaymentStolenOrLostCard',
    message: 'The card was declined: it is reported lost or stolen. Please contact your card issuer.',
  }),
  'Errors.PaymentFailedProcessing': msg({
    id: 'Errors.PaymentFailedProcessing',
    message: 'The card could not be charged because of a processing error. Please try again or use another card.',
  }),
  'Errors.PaymentRejected': msg({
    id: 'Errors.PaymentRejected',
    message: 'The card issuer rejected the payment. Please contact your card issuer or use another card.',
  }),
  'Errors.PaymentInvalidSecurityCode': msg({
    id: 'Errors.PaymentInvalidSecurityCode',
    message: 'The security code (CVV) is wrong. Please check it and try again.',
  }),
  'Errors.PaymentFailedFraudCheck': msg({
    id: 'Errors.PaymentFailedFraudCheck',
    message: 'The payment was stopped by a fraud check. Please contact your card issuer or use another card.',
  }),
  'Errors.PaymentInvalidAccountNumber': msg({
    id: 'Errors.PaymentInvalidAccountNumber',
    message: 'The card number is not valid. Please check it and try again.',
  }),
  'Errors.PaymentAuthenticationFailed': msg({
    id: 'Errors.PaymentAuthenticationFailed',
    message: 'The card authentication (3-D Secure) failed. Please try again.',
  }),
  'Errors.PaymentCardExpired': msg({
    id: 'Errors.PaymentCardExpired',
    message: 'The card has expired. Please use another card.',
  }),
  'Errors.PaymentPending': msg({
    id: 'Errors.PaymentPending',
    message: 'The payment is still being processed.',
  }),
  'Errors.NoCardOnFile': msg({
    id: 'Errors.NoCardOnFile',
    message: 'No card is saved for this company. Please enter a card.',
  }),
  'Errors.NotOnBehalf': msg({
    id: 'Errors.NotOnBehalf',
    message: 'This is only possible while acting on behalf of a company.',
  }),
  'Errors.UploadNotImage': msg({ id: 'Errors.UploadNotImage', message: 'Only image files can be uploaded.' }),
  'Errors.UploadTooLarge': msg({ id: 'Errors.UploadTooLarge', message: 'The file is too large.' }),
  'Errors.TooLong': msg({ id: 'Errors.TooLong', message: 'This is too long.' }),
  'Errors.Postcode': msg({ id: 'Errors.Postcode', message: 'Please enter a 7-digit postcode (e.g. 100-0001).' }),
  'Errors.Count': msg({ id: 'Errors.Count', message: 'Please enter a whole number, 0 or more.' }),
  'Errors.TimeInFuture': msg({ id: 'Errors.TimeInFuture', message: 'The time cannot be in the future.' }),
  'Errors.CutoffBeforeReminder': msg({
    id: 'Errors.CutoffBeforeReminder',
    message: "The cut-off time must be later than the start time plus the driver reminder's margin, or no reminder can come before it.",
  }),
  'Errors.DetectorTimeFixed': msg({
    id: 'Errors.DetectorTimeFixed',
    message: "A detector's check time is what it measured and cannot be corrected.",
  }),
  'Errors.ImageNotOwn': msg({ id: 'Errors.ImageNotOwn', message: 'Please choose an image uploaded here.' }),
  'Errors.AuditorReadOnly': msg({ id: 'Errors.AuditorReadOnly', message: 'Auditors can only view; nothing can be changed.' }),
  'Errors.AuditorAccessEndInPast': msg({ id: 'Errors.AuditorAccessEndInPast', message: 'The end of access must be today or later.' }),
  'Errors.CurrentPasswordWrong': msg({ id: 'Errors.CurrentPasswordWrong', message: 'The current password is not correct.' }),
  'Errors.ImportNotSpreadsheet': msg({
    id: 'Errors.ImportNotSpreadsheet',
    message: 'This file cannot be read. Please choose a CSV or Excel (.xlsx) file.',
  }),
  'Errors.ImportTooLarge': msg({ id: 'Errors.ImportTooLarge', message: 'The file is too large (at most 2 MB).' }),
  'Errors.ImportTooManyRows': msg({ id: 'Errors.ImportTooManyRows', message: 'The file has too many rows (at most 2,000).' }),
  'Errors.ImportFormula': msg({
    id: 'Errors.ImportFormula',
    message: 'The file contains formulas. Please enter values only.',
  }),
  'Errors.ImportColumns': msg({
    id: 'Errors.ImportColumns',
    message: 'The columns do not match the template. Please use the template’s header row.',
  }),
  'Errors.ImportEmpty': msg({ id: 'Errors.ImportEmpty', message: 'The file has no rows to import.' }),
  'Errors.ImportRowsInvalid': msg({
    id: 'Errors.ImportRowsInvalid',
    message: 'Some rows cannot be imported. Nothing was imported.',
  }),
  'Errors.CallTaken': msg({ id: 'Errors.CallTaken', message: '{name} has already answered this call.' }),
  'Errors.CallEnded': msg({ id: 'Errors.CallEnded', message: 'This call has ended. The driver can call again.' }),
  'Errors.AlreadyConfirmed': msg({ id: 'Errors.AlreadyConfirmed', message: 'This record has already been confirmed.' }),
  'Errors.CodeWrong': msg({ id: 'Errors.CodeWrong', message: 'This code is not correct. Please check the 6 digits.' }),
  'Errors.CodeExpired': msg({ id: 'Errors.CodeExpired', message: 'This code has expired. Please ask the manager for a new one.' }),
  'Errors.CodeUsed': msg({ id: 'Errors.CodeUsed', message: 'This code has already been used.' }),
  'Errors.NoLiveContact': msg({
    id: 'Errors.NoLiveContact',
    message: 'There is no call or entered code to confirm on. Answer the call or issue a code first.',
  }),
  'Errors.InspectionRecorded': msg({ id: 'Errors.InspectionRecorded', message: "Today's inspection of this vehicle is already recorded." }),
  'Errors.InspectionNoteRequired': msg({ id: 'Errors.InspectionNoteRequired', message: 'Say what was found on each abnormal item.' }),
  'Errors.NoDefectToClear': msg({ id: 'Errors.NoDefectToClear', message: 'This inspection has no fault waiting to be cleared.' }),
  'Errors.InspectionItemsFull': msg({
    id: 'Errors.InspectionItemsFull',
    message: 'The company already has 30 items of its own. Remove one first.',
  }),
} as const satisfies Record<ErrorKey, MessageDescriptor>;

export function errorDescriptor(key: string | undefined): MessageDescriptor {
  return key !== undefined && key in errorMessages ? errorMessages[key as ErrorKey] : errorMessages['Modals.Error'];
}
