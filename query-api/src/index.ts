import { Router, type Request, type RequestHandler, type Response } from 'express';
import { DEFAULT_EXPIRY_WARNING_DAYS } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { createAccessTokenVerifier, invoiceLayoutFromEnv, refuseNulCharacters } from '@fleetcheck/platform';
import { createAuthenticator } from './auth/authenticate';
import type { QueryApiDeps } from './deps';
import { queryErrorHandler } from './http/errors';
import { QueryError } from './http/query-error';
import { awaitFreshness } from './http/freshness';
import { accessLogRoute } from './routes/access-log';
import { adminRoutes } from './routes/admin';
import { auditRoutes } from './routes/audit';
import { detectorMaintenanceRoutes } from './routes/detector-maintenance';
import { vehicleInspectionRoutes } from './routes/vehicle-inspection';
import { vehicleInspectionRecordRoute } from './routes/vehicle-inspection-record';
import { companyResourceRoutes } from './routes/company-resources';
import type { RouteContext } from './routes/context';
import { faqRoutes } from './routes/faq';
import { imageRoutes } from './routes/images';
import { driverAppRoutes } from './routes/driver-app';
import { operationsRoutes } from './routes/operations';
import { profileRoutes } from './routes/profile';
import { subscriptionRoutes } from './routes/subscription';
import { testResultRoutes } from './routes/test-results';
import { recordBookRoute } from './routes/record-book';
import { checkBoardRoute } from './routes/check-board';
import { missedChecksRoute } from './routes/missed-checks';
import { recordChainVerifyRoute } from './routes/record-chain-verify';

export type { QueryApiDeps, QueryApiConfig, Freshness } from './deps';
export { FRESH_HEADER, POSITION_HEADER } from './http/freshness';

/**
 * Express 5 parses the query string again at every read of `req.query` (a list request read it four times):
 * parsed once here, the same object for the rest of the request.
 */
const queryParsedOnce: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, enumerable: true, configurable: true });
  next();
};

/**
 * Every GET of the product, served from the read models. Mount at /api/v1; only GET routes are registered,
 * so every other method and path falls through (next()) to command-api.
 */
export function createQueryApi(deps: QueryApiDeps): Router {
  const clock = deps.clock ?? { now: () => new Date() };
  const verify = createAccessTokenVerifier(deps.config, clock, (key) => new QueryError(key));
  const today = () => businessDay(clock.now());
  const ctx: RouteContext = {
    store: deps.readStore,
    auth: createAuthenticator(async (token) => (await verify(token)).principal, deps.eventStore, clock, today, deps.logger),
    today,
    expiryWarningDays: deps.config.expiryWarningDays ?? DEFAULT_EXPIRY_WARNING_DAYS,
    driverReminderMarginMinutes: deps.config.driverReminderMarginMinutes,
  };
  const timeoutMs = deps.config.freshnessTimeoutMs ?? 2000;
  const fresh = (req: Request, res: Response) => awaitFreshness(req, res, deps.freshness, timeoutMs);
  const router = Router();
  router.use(queryParsedOnce);
  router.use(refuseNulCharacters());
  profileRoutes(router, ctx, fresh);
  // Before testResultRoutes: '/test-result/:id' would take 'ledger' (the record book's route) otherwise.
  recordBookRoute(router, ctx, fresh, invoiceLayoutFromEnv().fontPath);
  // Before testResultRoutes' '/test-result/:id' (a check's photos are under it).
  driverAppRoutes(router, ctx, fresh, deps.blobStore, () => clock.now());
  testResultRoutes(router, ctx, fresh);
  checkBoardRoute(router, ctx, fresh);
  missedChecksRoute(router, ctx, fresh);
  companyResourceRoutes(router, ctx, fresh);
  faqRoutes(router, ctx, fresh);
  adminRoutes(router, ctx, fresh);
  detectorMaintenanceRoutes(router, ctx, fresh);
  vehicleInspectionRoutes(router, ctx, fresh);
  vehicleInspectionRecordRoute(router, ctx, fresh, invoiceLayoutFromEnv().fontPath);
  subscriptionRoutes(router, ctx, fresh);
  auditRoutes(router, ctx, fresh, () => clock.now());
  accessLogRoute(router, ctx, fresh);
  recordChainVerifyRoute(router, ctx, fresh, deps.eventStore);
  operationsRoutes(router, ctx, deps.failedJobs);
  imageRoutes(router, ctx, deps.blobStore);
  router.use(queryErrorHandler(deps.logger));
  return router;
}
export { auditRecordChain, type RecordChainAudit, type RecordChainRange } from './record-chain/audit-record-chain';
export { queryApiEnvSchema } from './config';
