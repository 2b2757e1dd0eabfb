import {
  clearInspectionDefectBodySchema,
  driverVehicleInspectionBodySchema,
  inspectionItemBodySchema,
  vehicleInspectionBodySchema,
} from '@fleetcheck/contracts';
import { notFound } from '@fleetcheck/domain';
import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser, requireDriver } from '../auth/authenticate';
import { accepted, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { addInspectionItem, clearInspectionDefect, recordVehicleInspection, removeInspectionItem } from './commands';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The daily vehicle inspection (日常点検, issue 37 item 2): by a manager, or by the driver in the phone app. */
export function vehicleInspectionRoutes(app: App): Router {
  const router = Router();

  router.post('/car/:id/inspection', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(vehicleInspectionBodySchema, req.body);
    const inspector = { userId: principal.userId, role: 'manager' as const, companyId: principal.companyId };
    const { inspectionId, written } = await recordVehicleInspection(
      app,
      commandContext(res, app.clock),
      inspector,
      req.params.id,
      body.answers,
    );
    sendWritten(res, written, accepted(inspectionId, written), 201);
  });

  router.post('/driver-app/inspection', async (req, res) => {
    const driver = requireDriver(res);
    const body = parseBody(driverVehicleInspectionBodySchema, req.body);
    const inspector = { userId: driver.userId, role: 'driver' as const, companyId: driver.companyId };
    const { inspectionId, written } = await recordVehicleInspection(app, commandContext(res, app.clock), inspector, body.car, body.answers);
    sendWritten(res, written, accepted(inspectionId, written), 201);
  });

  router.post('/car/:id/inspection/:date/clear', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(clearInspectionDefectBodySchema, req.body);
    if (!ISO_DAY.test(req.params.date)) throw notFound();
    const { id, date } = req.params;
    const written = await clearInspectionDefect(
      app,
      commandContext(res, app.clock),
      principal.companyId,
      principal.userId,
      id,
      date,
      body.note,
    );
    sendWritten(res, written, accepted(`${id}:${date}`, written));
  });

  router.post('/inspection-items', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(inspectionItemBodySchema, req.body);
    const { itemId, written } = await addInspectionItem(app, commandContext(res, app.clock), principal.companyId, body.label);
    sendWritten(res, written, accepted(itemId, written), 201);
  });

  router.delete('/inspection-items/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const written = await removeInspectionItem(app, commandContext(res, app.clock), principal.companyId, req.params.id);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
