import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from '../events/catalogue';
import { INSPECTION_RESULTS, INSPECTION_SCHEDULES } from './checklist';

export const inspectionScheduleSchema = z.enum(INSPECTION_SCHEDULES);
export const inspectionResultSchema = z.enum(INSPECTION_RESULTS);

/** One item as inspected: a statutory item by its id, or one of the company's own with its label as it then read. */
export const inspectedItemSchema = z.object({
  itemId: z.string(),
  source: z.enum(['statutory', 'company']),
  /** The company item's label when inspected ('' for a statutory item: its words are in the checklist table). */
  label: z.string(),
  result: inspectionResultSchema,
  /** What was found; required on an abnormal item. */
  note: z.string(),
});
export type InspectedItem = z.infer<typeof inspectedItemSchema>;

/**
 * The daily inspection (日常点検) of one vehicle on one Japan-time day, in its own stream
 * (`vehicle-inspection-<carId>-<YYYY-MM-DD>`). The inspector is the event's actor (a driver in the app or a manager).
 */
export const VehicleInspectionRecorded = defineEvent({
  type: 'VehicleInspectionRecorded',
  schema: z.object({
    inspectionId: z.string(),
    companyId: z.string(),
    carId: z.string(),
    /** The vehicle's office when inspected (whose managers hear of a fault). */
    officeId: z.string().nullable(),
    date: z.iso.date(),
    schedule: inspectionScheduleSchema,
    inspectedAt: z.iso.datetime(),
    inspectorId: z.string(),
    inspectorRole: z.enum(['driver', 'manager']),
    items: z.array(inspectedItemSchema),
  }),
});

/** A manager found the abnormal items of an inspection dealt with: the vehicle is fit again (unless another fault stands). */
export const VehicleInspectionDefectCleared = defineEvent({
  type: 'VehicleInspectionDefectCleared',
  schema: z.object({
    inspectionId: z.string(),
    companyId: z.string(),
    carId: z.string(),
    date: z.iso.date(),
    clearedAt: z.iso.datetime(),
    clearedBy: z.string(),
    note: z.string(),
  }),
});

export const vehicleInspectionEvents = [VehicleInspectionRecorded, VehicleInspectionDefectCleared] as const;
export type VehicleInspectionEvent = EventOf<(typeof vehicleInspectionEvents)[number]>;
export const vehicleInspectionCatalogue = createCatalogue(vehicleInspectionEvents);

/** A company's own inspection items (`inspection-items-<companyId>`), kept beside the statutory ones. */
export const InspectionItemAdded = defineEvent({
  type: 'InspectionItemAdded',
  schema: z.object({ companyId: z.string(), itemId: z.string(), label: z.string(), addedAt: z.iso.datetime() }),
});
export const InspectionItemRemoved = defineEvent({
  type: 'InspectionItemRemoved',
  schema: z.object({ companyId: z.string(), itemId: z.string(), removedAt: z.iso.datetime() }),
});

export const inspectionItemEvents = [InspectionItemAdded, InspectionItemRemoved] as const;
export type InspectionItemEvent = EventOf<(typeof inspectionItemEvents)[number]>;
export const inspectionItemCatalogue = createCatalogue(inspectionItemEvents);

export const vehicleInspectionStream = (carId: string, date: string): string => `vehicle-inspection-${carId}-${date}`;
export const inspectionItemsStream = (companyId: string): string => `inspection-items-${companyId}`;
