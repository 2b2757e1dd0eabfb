import type { Projection } from '../runner/projection';
import { accessLogProjection } from './access-log/projection';
import { adminsProjection } from './admins/projection';
import { carsProjection } from './cars/projection';
import { companiesProjection } from './companies/projection';
import { companyDevicesProjection } from './company-devices/projection';
import { detectorMaintenanceProjection } from './detector-maintenance/projection';
import { deviceRegistryProjection } from './device-registry/projection';
import { deviceUsageProjection } from './device-usage/projection';
import { driversProjection } from './drivers/projection';
import { driverDutyProjection } from './driver-duty/projection';
import { driverRosterProjection } from './driver-roster/projection';
import { faqProjection } from './faq/projection';
import { homeProjection } from './home/projection';
import { liveCallsProjection } from './live-calls/projection';
import { managersProjection } from './managers/projection';
import { notificationsProjection } from './notifications/projection';
import { paymentCardsProjection } from './payment-cards/projection';
import { officesProjection } from './offices/projection';
import { invoicesProjection, subscriptionsProjection } from './subscriptions/projection';
import { testResultsProjection } from './test-results/projection';
import { vehicleInspectionsProjection } from './vehicle-inspections/projection';

export const allProjections: readonly Projection[] = [
  companiesProjection,
  officesProjection,
  carsProjection,
  driversProjection,
  driverDutyProjection,
  driverRosterProjection,
  managersProjection,
  adminsProjection,
  companyDevicesProjection,
  deviceRegistryProjection,
  detectorMaintenanceProjection,
  deviceUsageProjection,
  faqProjection,
  notificationsProjection,
  testResultsProjection,
  homeProjection,
  subscriptionsProjection,
  invoicesProjection,
  paymentCardsProjection,
  accessLogProjection,
  vehicleInspectionsProjection,
  liveCallsProjection,
];
