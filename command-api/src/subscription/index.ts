import { Router } from 'express';
import type { App } from '../app';
import { invoiceRoutes } from '../invoice/routes';
import { billingFromEnv, type Billing } from './billing';
import { sandboxPaymentRoutes } from './sandbox-routes';
import { subscriptionRoutes } from './routes';

/** Subscription, card payments (and the sandbox's browser side) and invoices, configured from env. */
export function billingRoutes(app: App, billing: Billing = billingFromEnv(app)): Router {
  const router = Router();
  router.use(subscriptionRoutes(app, billing));
  router.use(sandboxPaymentRoutes(billing));
  router.use(invoiceRoutes(app, billing));
  return router;
}
