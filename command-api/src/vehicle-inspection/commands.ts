import { inspectionItemsStream, vehicleInspectionStream, type InspectionAnswer } from '@fleetcheck/contracts';
import { notFound } from '@fleetcheck/domain';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import { checklistFor } from '@fleetcheck/domain/vehicle-inspection/checklist';
import { vehicleInspectionAggregate } from '@fleetcheck/domain/vehicle-inspection/decider';
import { inspectionItemsAggregate } from '@fleetcheck/domain/vehicle-inspection/items-decider';
import { inspectionScheduleFor } from '@fleetcheck/domain/vehicle-inspection/schedule';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';

/** The inspection's id (its read document's too): one per vehicle per Japan-time day. */
export const inspectionIdOf = (carId: string, date: string): string => `${carId}:${date}`;

/** A car of the company, as its stream has it; another company's car answers as a missing one. */
async function companyCar(app: App, carId: string, companyId: string) {
  const { state } = await loadStream(app.store, carStream(carId), carAggregate);
  if (state.status !== 'Active' || state.companyId !== companyId) throw notFound();
  return state;
}

/**
 * Today's (Japan time) daily inspection of a company car, by a manager or a driver of the company. The checklist is
 * the statutory list of the car's type and the company's own items as they stand now.
 */
export async function recordVehicleInspection(
  app: App,
  ctx: CommandContext,
  inspector: { userId: string; role: 'driver' | 'manager'; companyId: string },
  carId: string,
  answers: readonly InspectionAnswer[],
) {
  const car = await companyCar(app, carId, inspector.companyId);
  const { state: own } = await loadStream(app.store, inspectionItemsStream(inspector.companyId), inspectionItemsAggregate);
  const now = app.clock.now();
  const date = businessDay(now);
  const schedule = inspectionScheduleFor(car.details.type);
  const command = {
    type: 'RecordVehicleInspection' as const,
    data: {
      inspectionId: inspectionIdOf(carId, date),
      companyId: inspector.companyId,
      carId,
      officeId: car.details.officeId || null,
      date,
      schedule,
      checklist: checklistFor(schedule, own.items),
      answers,
      inspectedAt: now.toISOString(),
      inspectorId: inspector.userId,
      inspectorRole: inspector.role,
    },
  };
  const written = await handleCommand(app.store, vehicleInspectionStream(carId, date), vehicleInspectionAggregate, command, ctx.metadata());
  return { inspectionId: command.data.inspectionId, written };
}

/** A manager clears the abnormal items of one day's inspection, saying what was done. */
export async function clearInspectionDefect(
  app: App,
  ctx: CommandContext,
  companyId: string,
  managerId: string,
  carId: string,
  date: string,
  note: string,
) {
  const command = {
    type: 'ClearInspectionDefect' as const,
    data: { actingCompanyId: companyId, clearedBy: managerId, clearedAt: app.clock.now().toISOString(), note },
  };
  return handleCommand(app.store, vehicleInspectionStream(carId, date), vehicleInspectionAggregate, command, ctx.metadata());
}

export async function addInspectionItem(app: App, ctx: CommandContext, companyId: string, label: string) {
  const itemId = app.ids.generate();
  const command = { type: 'AddInspectionItem' as const, data: { companyId, itemId, label, at: app.clock.now().toISOString() } };
  const written = await handleCommand(app.store, inspectionItemsStream(companyId), inspectionItemsAggregate, command, ctx.metadata());
  return { itemId, written };
}

export async function removeInspectionItem(app: App, ctx: CommandContext, companyId: string, itemId: string) {
  const command = { type: 'RemoveInspectionItem' as const, data: { companyId, itemId, at: app.clock.now().toISOString() } };
  return handleCommand(app.store, inspectionItemsStream(companyId), inspectionItemsAggregate, command, ctx.metadata());
}
