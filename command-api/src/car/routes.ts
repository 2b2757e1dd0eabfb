import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { carBodySchema, carDetailsFromBody } from './body';
import { deleteCar, registerCar, updateCar } from './commands';

export function carRoutes(app: App): Router {
  const router = Router();

  router.post('/car', async (req, res) => {
    const principal = requireCompanyUser(res);
    const details = carDetailsFromBody(parseBody(carBodySchema, req.body));
    const written = await registerCar(app, commandContext(res, app.clock), principal.companyId, details);
    sendWritten(res, written, accepted(written.carId, written), 201);
  });

  router.put('/car/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const details = carDetailsFromBody(parseBody(carBodySchema, req.body));
    const written = await updateCar(app, commandContext(res, app.clock), req.params.id, principal.companyId, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/car/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const written = await deleteCar(app, commandContext(res, app.clock), req.params.id, principal.companyId, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
