/** The bodies are defined with the record items, in contracts (the web app types its forms with them). */
export {
  confirmationBodySchema,
  correctionBodySchema,
  deviceTestBodySchema,
  manualTestBodySchema,
  type ConfirmationBody,
  type CorrectionBody,
  type DeviceTestBody,
  type ManualTestBody,
} from '@fleetcheck/contracts';
