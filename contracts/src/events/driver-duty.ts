import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * A manager marks a driver off duty for a business day (or back on duty): a driver off duty needs no before-
 * or after-driving check that day (issue 15 item 3). One stream per driver holds every such day.
 */
export const DriverDutySet = defineEvent({
  type: 'DriverDutySet',
  schema: z.object({ driverId: z.string(), companyId: z.string(), date: z.iso.date(), onDuty: z.boolean() }),
});

export const driverDutyEvents = [DriverDutySet] as const;
export type DriverDutyEvent = EventOf<(typeof driverDutyEvents)[number]>;
export const driverDutyCatalogue = createCatalogue(driverDutyEvents);

export const DRIVER_DUTY_STREAM_PREFIX = 'driverduty-';
export const driverDutyStream = (driverId: string): string => `${DRIVER_DUTY_STREAM_PREFIX}${driverId}`;
