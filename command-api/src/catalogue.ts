import {
  carEvents,
  carNumberClaimEvents,
  companyDeviceEvents,
  deviceRegistryEvents,
  faqArticleEvents,
  faqCategoryEvents,
  serialClaimEvents,
} from '@fleetcheck/contracts';
import { invoiceEvents, paymentEvents, subscriptionEvents } from '@fleetcheck/contracts';
import {
  adminEvents,
  companyEvents,
  createCatalogue,
  driverEvents,
  managerEvents,
  officeEvents,
  reservationEvents,
  sessionEvents,
} from '@fleetcheck/contracts';

/** Every event command-api writes, for projections, replay and the event-store contract checks. */
export const commandApiEventCatalogue = createCatalogue([
  ...reservationEvents,
  ...companyEvents,
  ...managerEvents,
  ...driverEvents,
  ...officeEvents,
  ...adminEvents,
  ...sessionEvents,
  ...carEvents,
  ...carNumberClaimEvents,
  ...companyDeviceEvents,
  ...serialClaimEvents,
  ...deviceRegistryEvents,
  ...faqCategoryEvents,
  ...faqArticleEvents,
  ...subscriptionEvents,
  ...paymentEvents,
  ...invoiceEvents,
]);

/** Stream-name prefixes command-api writes (`<prefix><id>`). */
export const COMMAND_STREAM_PREFIXES = [
  'company-',
  'manager-',
  'driver-',
  'office-',
  'admin-',
  'session-',
  'unique-',
  'car-',
  'carno-',
  'device-',
  'serial-',
  'registered-device-',
  'faq-category-',
  'faq-article-',
  'subscription-',
  'payment-',
  'invoice-',
] as const;
