import { refuseNulCharacters } from '@fleetcheck/platform';
import express, { Router } from 'express';
import { createApp } from './app';
import { authenticate } from './auth/authenticate';
import { auditorRoutes } from './auditor/routes';
import { authRoutes } from './auth/routes';
import { companyRoutes } from './company/routes';
import type { CommandApiDeps } from './deps';
import { driverRoutes } from './driver/routes';
import { driverSignInRoutes } from './driver/sign-in-routes';
import { driverAppRoutes } from './driver-app/routes';
import { managerRoutes } from './manager/routes';
import { officeRoutes } from './office/routes';
import { openApiRoutes } from './openapi/routes';
import { billingRoutes } from './subscription';
import { carRoutes } from './car/routes';
import { companyDeviceRoutes } from './device/routes';
import { detectorMaintenanceRoutes } from './detector-maintenance/routes';
import { vehicleInspectionRoutes } from './vehicle-inspection/routes';
import { deviceRegistryRoutes } from './device-registry/routes';
import { faqRoutes } from './faq/routes';
import { liveConfirmationRoutes } from './live-confirmation/routes';
import { testResultRoutes } from './test-result/routes';
import { notificationRoutes } from './notification/routes';
import { operationsRoutes } from './operations/routes';
import { uploadRoutes } from './upload/routes';
import { importRoutes } from './import/routes';
import { errorHandler } from './shared/http';
import { initRequestContext } from './shared/request-context';

/**
 * The command side of /api/v1: every mutating endpoint and authentication. The all-in-one runner mounts
 * the returned router at /api/v1 (deploy/); requests it does not route fall through to the next handler.
 *
 * A new feature adds `<feature>/{decider,commands,body,routes}.ts` and one line below.
 */
export function createCommandApi(deps: CommandApiDeps): Router {
  const app = createApp(deps);
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(refuseNulCharacters());
  router.use((req, res, next) => {
    initRequestContext(req, res, app.ids);
    next();
  });
  router.use(authenticate(app));
  router.use(authRoutes(app));
  router.use(auditorRoutes(app));
  router.use(companyRoutes(app));
  router.use(managerRoutes(app));
  router.use(driverRoutes(app));
  router.use(driverSignInRoutes(app));
  router.use(driverAppRoutes(app));
  router.use(officeRoutes(app));
  router.use(billingRoutes(app));
  router.use(carRoutes(app));
  router.use(companyDeviceRoutes(app));
  router.use(deviceRegistryRoutes(app));
  router.use(detectorMaintenanceRoutes(app));
  router.use(vehicleInspectionRoutes(app));
  router.use(faqRoutes(app));
  router.use(testResultRoutes(app));
  router.use(liveConfirmationRoutes(app));
  router.use(notificationRoutes(app));
  router.use(uploadRoutes(app));
  router.use(importRoutes(app));
  router.use(operationsRoutes(deps.failedJobs, app.logger));
  router.use(openApiRoutes());
  router.use(errorHandler(app.logger));
  return router;
}
