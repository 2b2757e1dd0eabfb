import {
  carsCollection,
  driverInspectionQuerySchema,
  driversCollection,
  inspectionItemsCollection,
  inspectionItemsResponseSchema,
  managersCollection,
  vehicleInspectionDayQuerySchema,
  vehicleInspectionDaySchema,
  vehicleInspectionPanelSchema,
  vehicleInspectionsCollection,
  type CarDocument,
  type VehicleInspection,
  type VehicleInspectionDocument,
} from '@fleetcheck/contracts';
import { checklistFor } from '@fleetcheck/domain/vehicle-inspection/checklist';
import { inspectionScheduleFor } from '@fleetcheck/domain/vehicle-inspection/schedule';
import type { ReadStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { QueryError, notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';

type Fresh = (req: Request, res: Response) => Promise<void>;

/** How many past inspections a vehicle's panel lists. */
const HISTORY_LENGTH = 31;

/** People's names by id (drivers and managers of the company; an admin acting on its behalf has none here). */
export async function peopleNames(store: ReadStore, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const filter = { companyId, _id: { in: wanted } };
  const [drivers, managers] = await Promise.all([
    store.collection(driversCollection).findMany({ filter }),
    store.collection(managersCollection).findMany({ filter }),
  ]);
  return new Map([...drivers, ...managers].map((person) => [person._id, `${person.lastName} ${person.firstName}`]));
}

export const inspectionOf = (doc: VehicleInspectionDocument, names: Map<string, string>): VehicleInspection => ({
  _id: doc._id,
  carId: doc.carId,
  date: doc.date,
  schedule: doc.schedule,
  inspectedAt: doc.inspectedAt,
  inspectorRole: doc.inspectorRole,
  inspectorName: names.get(doc.inspectorId) ?? '-',
  items: doc.items,
  abnormalCount: doc.abnormalCount,
  defectOpen: doc.defectOpen,
  clearance: doc.clearance ? { ...doc.clearance, clearedByName: names.get(doc.clearance.clearedBy) ?? '-' } : null,
});

/** A car's panel: today's checklist (its type's statutory list and the company's own items), today's inspection, open defects, history. */
async function panelOf(ctx: RouteContext, car: CarDocument) {
  const today = ctx.today();
  const inspections = ctx.store.collection(vehicleInspectionsCollection);
  const [own, history, open] = await Promise.all([
    ctx.store
      .collection(inspectionItemsCollection)
      .findMany({ filter: { companyId: car.companyId }, sort: [{ field: 'addedAt' }, { field: '_id' }] }),
    inspections.findMany({
      filter: { companyId: car.companyId, carId: car._id },
      sort: [{ field: 'date', order: 'desc' }],
      limit: HISTORY_LENGTH,
    }),
    inspections.findMany({
      filter: { companyId: car.companyId, carId: car._id, defectOpen: true },
      sort: [{ field: 'date', order: 'desc' }],
    }),
  ]);
  const names = await peopleNames(ctx.store, car.companyId, [
    ...[...history, ...open].flatMap((doc) => [doc.inspectorId, ...(doc.clearance ? [doc.clearance.clearedBy] : [])]),
  ]);
  const schedule = inspectionScheduleFor(car.type);
  const todays = history.find((doc) => doc.date === today);
  return {
    carId: car._id,
    carNumber: car.number,
    today,
    schedule,
    checklist: checklistFor(
      schedule,
      own.map((item) => ({ itemId: item._id, label: item.label })),
    ),
    todays: todays ? inspectionOf(todays, names) : null,
    fit: open.length === 0,
    openDefects: open.map((doc) => inspectionOf(doc, names)),
    history: history.map((doc) => inspectionOf(doc, names)),
  };
}

async function companyCar(ctx: RouteContext, carId: string, companyId: string): Promise<CarDocument> {
  const car = await ctx.store.collection(carsCollection).findById(carId);
  // Another company's car answers exactly as a missing one.
  if (!car || car.companyId !== companyId) throw notFound();
  return car;
}

/** The daily vehicle inspection (日常点検): a car's panel for managers and drivers, the company's items, a day's board. */
export function vehicleInspectionRoutes(router: Router, ctx: RouteContext, fresh: Fresh): void {
  router.get('/car/:id/inspection', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const car = await companyCar(ctx, String(req.params.id), companyId);
    res.setHeader('Cache-Control', 'no-store');
    reply(res, vehicleInspectionPanelSchema, await panelOf(ctx, car));
  });

  router.get('/driver-app/inspection', async (req, res) => {
    await fresh(req, res);
    const principal = await ctx.auth.any(req);
    if (principal.kind !== 'driver') throw new QueryError('Errors.Forbidden');
    const { car: carId } = parseQuery(driverInspectionQuerySchema, req);
    const car = await companyCar(ctx, carId, principal.companyId);
    res.setHeader('Cache-Control', 'no-store');
    reply(res, vehicleInspectionPanelSchema, await panelOf(ctx, car));
  });

  router.get('/inspection-items', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const items = await ctx.store
      .collection(inspectionItemsCollection)
      .findMany({ filter: { companyId }, sort: [{ field: 'addedAt' }, { field: '_id' }] });
    res.setHeader('Cache-Control', 'no-store');
    reply(res, inspectionItemsResponseSchema, { docs: items.map(({ _id, label, addedAt }) => ({ _id, label, addedAt })) });
  });

  router.get('/vehicle-inspection/day', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const date = parseQuery(vehicleInspectionDayQuerySchema, req).date ?? ctx.today();
    const inspections = ctx.store.collection(vehicleInspectionsCollection);
    const [cars, ofDay, open] = await Promise.all([
      ctx.store.collection(carsCollection).findMany({ filter: { companyId }, sort: [{ field: 'number' }] }),
      inspections.findMany({ filter: { companyId, date } }),
      inspections.findMany({ filter: { companyId, defectOpen: true } }),
    ]);
    const byCar = new Map(ofDay.map((doc) => [doc.carId, doc]));
    const unfit = new Set(open.map((doc) => doc.carId));
    res.setHeader('Cache-Control', 'no-store');
    reply(res, vehicleInspectionDaySchema, {
      date,
      docs: cars.map((car) => {
        const inspection = byCar.get(car._id);
        return {
          carId: car._id,
          carNumber: car.number,
          officeId: car.officeId || null,
          status: (!inspection ? 'none' : inspection.abnormalCount > 0 ? 'abnormal' : 'ok') as 'none' | 'ok' | 'abnormal',
          fit: !unfit.has(car._id),
          inspectedAt: inspection?.inspectedAt ?? null,
        };
      }),
    });
  });
}
