import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import { optionalText, text } from '../forms/rules';
import { languageSchema } from '../i18n/language';
import { INSPECTION_RESULTS, INSPECTION_SCHEDULES } from './checklist';
import { inspectedItemSchema } from './events';

/** One item's answer in a request: its id (statutory or the company's own), OK / abnormal / not fitted, and a note. */
export const inspectionAnswerSchema = z.object({
  itemId: z.string({ error: ErrorKeys.Required }).min(1, { error: ErrorKeys.Required }),
  result: z.enum(INSPECTION_RESULTS, { error: ErrorKeys.Required }),
  note: optionalText('notes'),
});
export type InspectionAnswer = z.output<typeof inspectionAnswerSchema>;

/**
 * The body of POST /car/{id}/inspection (a manager) and POST /driver-app/inspection (the driver, naming the car):
 * today's (Japan time) inspection, one answer per item of the vehicle's checklist. Which items, and that an abnormal
 * one needs a note, is the domain's rule.
 */
export const vehicleInspectionBodySchema = z.object({
  answers: z.array(inspectionAnswerSchema, { error: ErrorKeys.Required }).max(200, { error: ErrorKeys.Invalid }),
});
export type VehicleInspectionBody = z.output<typeof vehicleInspectionBodySchema>;
export type VehicleInspectionBodyInput = z.input<typeof vehicleInspectionBodySchema>;

export const driverVehicleInspectionBodySchema = vehicleInspectionBodySchema.extend({
  car: z.string({ error: ErrorKeys.Required }).min(1, { error: ErrorKeys.Required }),
});
export type DriverVehicleInspectionBody = z.output<typeof driverVehicleInspectionBodySchema>;

/** POST /car/{id}/inspection/{date}/clear: what was done about the abnormal items (required: the history keeps it). */
export const clearInspectionDefectBodySchema = z.object({ note: text('notes') });
export type ClearInspectionDefectBody = z.output<typeof clearInspectionDefectBodySchema>;

/** POST /inspection-items: a company item's label. */
export const inspectionItemBodySchema = z.object({ label: text('label') });
export type InspectionItemBody = z.output<typeof inspectionItemBodySchema>;

/** One line of a vehicle's checklist: a statutory item (its words by id) or the company's own (its label). */
export const checklistItemSchema = z.object({
  itemId: z.string(),
  source: z.enum(['statutory', 'company']),
  label: z.string(),
  /** Whether 'not_applicable' is allowed (a part only some vehicles have). */
  mayBeNotFitted: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const inspectionClearanceSchema = z.object({
  clearedAt: z.string(),
  clearedBy: z.string(),
  clearedByName: z.string(),
  note: z.string(),
});

/** One recorded inspection as read. */
export const vehicleInspectionSchema = z.object({
  _id: z.string(),
  carId: z.string(),
  date: z.string(),
  schedule: z.enum(INSPECTION_SCHEDULES),
  inspectedAt: z.string(),
  inspectorRole: z.enum(['driver', 'manager']),
  inspectorName: z.string(),
  items: z.array(inspectedItemSchema),
  abnormalCount: z.number().int().min(0),
  /** Abnormal items not yet cleared by a manager: the vehicle is not fit. */
  defectOpen: z.boolean(),
  clearance: inspectionClearanceSchema.nullable(),
});
export type VehicleInspection = z.infer<typeof vehicleInspectionSchema>;

/**
 * GET /car/{id}/inspection and GET /driver-app/inspection?car=: the vehicle's checklist today, today's inspection
 * (null: not yet), whether it is fit (no abnormal item waits for a manager), and its recent inspections, newest first.
 */
export const vehicleInspectionPanelSchema = z.object({
  carId: z.string(),
  carNumber: z.string(),
  today: z.string(),
  schedule: z.enum(INSPECTION_SCHEDULES),
  checklist: z.array(checklistItemSchema),
  todays: vehicleInspectionSchema.nullable(),
  fit: z.boolean(),
  openDefects: z.array(vehicleInspectionSchema),
  history: z.array(vehicleInspectionSchema),
});
export type VehicleInspectionPanel = z.infer<typeof vehicleInspectionPanelSchema>;

/** GET /inspection-items: the company's own items. */
export const inspectionItemsResponseSchema = z.object({
  docs: z.array(z.object({ _id: z.string(), label: z.string(), addedAt: z.string() })),
});
export type InspectionItemsResponse = z.infer<typeof inspectionItemsResponseSchema>;

/** GET /vehicle-inspection/day?date=: each vehicle's inspection on one day, for the check board. */
export const vehicleInspectionDayQuerySchema = z.object({ date: z.iso.date({ error: ErrorKeys.Invalid }).optional() });
export const vehicleInspectionDaySchema = z.object({
  date: z.string(),
  docs: z.array(
    z.object({
      carId: z.string(),
      carNumber: z.string(),
      officeId: z.string().nullable(),
      /** 'none': not inspected that day. */
      status: z.enum(['none', 'ok', 'abnormal']),
      /** No abnormal item of any day waits for a manager. */
      fit: z.boolean(),
      inspectedAt: z.string().nullable(),
    }),
  ),
});
export type VehicleInspectionDay = z.infer<typeof vehicleInspectionDaySchema>;

/**
 * GET /vehicle-inspection/record?month=YYYY-MM[&office=<id>]&format=pdf|csv&language=ja|en: the month's daily
 * inspection record of an office (or the whole company), as the record book is exported.
 */
export const vehicleInspectionRecordQuerySchema = z.object({
  month: z.string({ error: ErrorKeys.Required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ErrorKeys.Invalid }),
  office: z.string().min(1).optional(),
  format: z.enum(['pdf', 'csv'], { error: ErrorKeys.Invalid }).default('pdf'),
  language: languageSchema.default('ja'),
});
export type VehicleInspectionRecordQuery = z.output<typeof vehicleInspectionRecordQuerySchema>;

/** GET /driver-app/inspection?car=: which company car the driver is about to inspect. */
export const driverInspectionQuerySchema = z.object({ car: z.string({ error: ErrorKeys.Required }).min(1, { error: ErrorKeys.Required }) });
