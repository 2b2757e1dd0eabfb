import {
  carsCollection,
  deletedCarLabel,
  deletedCarsCollection,
  companiesCollection,
  inspectionRecordColumns,
  inspectionRecordName,
  inspectionRecordWords,
  officesCollection,
  vehicleInspectionRecordQuerySchema,
  vehicleInspectionsCollection,
  toDottedDate,
  type InspectionRecordRow,
  type Language,
  type VehicleInspectionDocument,
} from '@fleetcheck/contracts';
import { addDays, businessDateTime, businessDay } from '@fleetcheck/domain/calendar/business-day';
import { nextMonth, writeInspectionRecordPdf } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { attachment } from '../http/content-disposition';
import { streamCsv } from '../http/csv';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import type { RouteContext } from './context';
import { peopleNames } from './vehicle-inspection';

const japanTime = (instant: string): string => {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${time}`;
};

/** Every day of `from`..`to` (inclusive), oldest first. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

interface RecordScope {
  companyId: string;
  officeId: string | undefined;
  month: string;
  language: Language;
  today: string;
}

/**
 * The month's rows, one car at a time (cars by number): each inspection's items in the checklist's order, and a
 * row for each day, up to today, that a car listed now (from the day it was added) was not inspected. A car no
 * longer listed, or moved to another office, keeps the inspections its office had then. The month's inspection
 * documents are read at once (one per car and day); the rows are made car by car as the file is written.
 */
/** The numbers of cars a record names that are not listed: moved to another office (as now), or deleted (as they were). */
async function numbersOfUnlistedCars(ctx: RouteContext, companyId: string, carIds: string[], language: Language) {
  if (carIds.length === 0) return new Map<string, string>();
  const [moved, deleted] = await Promise.all([
    ctx.store.collection(carsCollection).findMany({ filter: { companyId, _id: { in: carIds } } }),
    ctx.store.collection(deletedCarsCollection).findMany({ filter: { companyId, _id: { in: carIds } } }),
  ]);
  return new Map([
    ...deleted.map((car) => [car._id, deletedCarLabel(car.number, language)] as const),
    ...moved.map((car) => [car._id, car.number] as const),
  ]);
}

async function* recordRows(ctx: RouteContext, scope: RecordScope): AsyncGenerator<InspectionRecordRow[]> {
  const { companyId, officeId, month, language, today } = scope;
  const first = `${month}-01`;
  const last = addDays(`${nextMonth(month)}-01`, -1);
  const [cars, inspections, offices] = await Promise.all([
    ctx.store
      .collection(carsCollection)
      .findMany({ filter: { companyId, ...(officeId ? { officeId } : {}) }, sort: [{ field: 'number' }, { field: '_id' }] }),
    ctx.store.collection(vehicleInspectionsCollection).findMany({
      filter: { companyId, date: { gte: first, lte: last }, ...(officeId ? { officeId } : {}) },
      sort: [{ field: 'date' }],
    }),
    ctx.store.collection(officesCollection).findMany({ filter: { companyId } }),
  ]);
  const officeNames = new Map(offices.map((office) => [office._id, office.name]));
  const officeName = (id: string | null | undefined) => (id && officeNames.get(id)) || inspectionRecordWords.noOffice[language];
  const names = await peopleNames(
    ctx.store,
    companyId,
    inspections.flatMap((doc) => [doc.inspectorId, ...(doc.clearance ? [doc.clearance.clearedBy] : [])]),
  );
  const byCar = new Map<string, VehicleInspectionDocument[]>();
  for (const doc of inspections) byCar.set(doc.carId, [...(byCar.get(doc.carId) ?? []), doc]);
  // Inspected this month, not listed now (deleted, or in another office since): its inspections only, under its number
  // (a deleted car's as it was, marked deleted in words).
  const unlisted = [...byCar.keys()].filter((carId) => !cars.some((car) => car._id === carId));
  const unlistedNumbers = await numbersOfUnlistedCars(ctx, companyId, unlisted, language);
  const carsInOrder = [
    ...cars.map((car) => ({ id: car._id, number: car.number, officeId: car.officeId, since: businessDay(car.createdAt) })),
    ...unlisted.map((carId) => ({
      id: carId,
      number: unlistedNumbers.get(carId) ?? carId,
      officeId: byCar.get(carId)![0]!.officeId ?? '',
      since: undefined,
    })),
  ];
  const numbers = new Map(cars.map((car) => [car._id, car.number]));
  const lastDay = today < last ? today : last;
  for (const car of carsInOrder) {
    const ofCar = new Map((byCar.get(car.id) ?? []).map((doc) => [doc.date, doc]));
    const days = car.since === undefined ? [...ofCar.keys()].sort() : daysOf(car.since > first ? car.since : first, lastDay);
    const rows: InspectionRecordRow[] = [];
    for (const day of new Set([...days, ...ofCar.keys()].sort())) {
      const doc = ofCar.get(day);
      const carNumber = numbers.get(car.id) ?? car.number;
      if (!doc) {
        rows.push({ date: day, carNumber, officeName: officeName(car.officeId), inspection: null });
        continue;
      }
      const clearance = doc.clearance
        ? { clearedAt: doc.clearance.clearedAt, clearedByName: names.get(doc.clearance.clearedBy) ?? '-', note: doc.clearance.note }
        : null;
      for (const item of doc.items)
        rows.push({
          date: day,
          carNumber,
          officeName: officeName(doc.officeId),
          inspection: {
            inspectedAt: doc.inspectedAt,
            inspectorName: names.get(doc.inspectorId) ?? '-',
            inspectorRole: doc.inspectorRole,
            item,
            clearance,
            defectOpen: doc.defectOpen,
          },
        });
    }
    if (rows.length > 0) yield rows;
  }
}

/**
 * GET /vehicle-inspection/record?month=YYYY-MM[&office=<id>]&format=pdf|csv&language=ja|en (issue 37 item 2): the
 * month's daily inspection record (日常点検記録簿) of an office or of the whole company: a PDF laid out as the paper
 * record book (per vehicle, its items by the month's days, the abnormalities under them), or a CSV in UTF-8 with a
 * BOM (a row per item and day), words only, Japan dates.
 */
export function vehicleInspectionRecordRoute(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  fontPath: string,
): void {
  router.get('/vehicle-inspection/record', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const q = parseQuery(vehicleInspectionRecordQuerySchema, req);
    const [office, company] = await Promise.all([
      q.office ? ctx.store.collection(officesCollection).findById(q.office) : undefined,
      ctx.store.collection(companiesCollection).findById(companyId),
    ]);
    // Another company's office answers as a missing one.
    if (q.office && (!office || office.companyId !== companyId)) throw notFound();
    const companyName = company?.name ?? '';
    const name = inspectionRecordName(office?.name ?? (companyName || inspectionRecordWords.allOffices[q.language]), q.month, q.language);
    // For clients that read only `filename`: the office's id stands in for its (Japanese) name.
    const asciiName = `daily-inspection-record_${q.month}_${q.office ?? 'all'}.${q.format}`;
    const rows = recordRows(ctx, { companyId, officeId: q.office, month: q.month, language: q.language, today: ctx.today() });
    res.setHeader('Cache-Control', 'private, no-store');
    if (q.format === 'csv') {
      const columns = inspectionRecordColumns({ language: q.language, japanTime }).map(({ header, value }) => ({ header, value }));
      await streamCsv(res, { name: `${name}.csv`, asciiName }, q.language, columns, rows);
      return;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(`${name}.pdf`, asciiName));
    await writeInspectionRecordPdf(
      { companyName, officeName: office?.name, month: q.month, language: q.language, fontPath, japanTime },
      rows,
      res,
    );
  });
}
