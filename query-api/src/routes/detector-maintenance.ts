import {
  companyDeviceListResponseSchema,
  companyDevicesCollection,
  detectorMaintenanceLogCollection,
  detectorMaintenanceLogResponseSchema,
  detectorUpkeepCollection,
  DeviceStatuses,
  pagedListQuerySchema,
  registryDevicesCollection,
  type DetectorMaintenanceEntryDocument,
} from '@fleetcheck/contracts';
import { outOfServiceReason } from '@fleetcheck/domain/detector-maintenance/service-status';
import { noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import type { Filter } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { deviceRecords } from './admin';
import { assignedChecker } from './detector-standing';
import type { RouteContext } from './context';

const entry = ({
  _id,
  kind,
  outcome,
  maintainedAt,
  performedBy,
  remark,
  usageLimitDate,
  recordedAt,
}: DetectorMaintenanceEntryDocument) => ({
  _id,
  kind,
  outcome,
  maintainedAt,
  performedBy,
  remark,
  usageLimitDate,
  recordedAt,
});

/**
 * A page of the log (newest first) and where the detector stands, as `companyId` sees it (undefined: the admin, all
 * of it), with why it is out of service today, and its assigned 確認者 (of `holder`, the company it is with).
 * `registryStatus`: a registered detector's status (none for a company's own).
 */
async function answerLog(
  ctx: RouteContext,
  req: Request,
  res: Response,
  deviceId: string,
  companyId: string | undefined,
  registryStatus: number | undefined,
  holder: string | null,
) {
  const q = parseQuery(pagedListQuerySchema, req);
  const filter: Filter = companyId === undefined ? { deviceId } : { deviceId, companyId };
  const [page, upkeep] = await Promise.all([
    ctx.store.collection(detectorMaintenanceLogCollection).paginate({
      filter,
      sort: [
        { field: 'maintainedAt', order: 'desc' },
        { field: '_id', order: 'desc' },
      ],
      page: q.page,
      limit: q.limit,
    }),
    ctx.store.collection(detectorUpkeepCollection).findById(deviceId),
  ]);
  const { _id: _, companyId: keptFor, assignedChecker: _checker, ...kept } = upkeep ?? { _id: deviceId, companyId: null };
  const standing = { ...noUpkeep, ...kept };
  const outOfService = outOfServiceReason(registryStatus ?? DeviceStatuses.InService, standing, ctx.today());
  // A detector that changed hands: its earlier renter's dates are not this company's to see; what keeps it out of
  // service (a fault, a used-up sensor) is the detector's own and shows to whoever has it now.
  const visible =
    companyId === undefined || keptFor === companyId
      ? standing
      : {
          ...noUpkeep,
          faultFoundAt: standing.faultFoundAt,
          sensorLifeEndedAt: standing.sensorLifeEndedAt,
          usageLimitDate: standing.usageLimitDate,
        };
  const checker = await assignedChecker(ctx.store, deviceId, upkeep ?? null, holder);
  res.setHeader('Cache-Control', 'no-store');
  reply(res, detectorMaintenanceLogResponseSchema, { ...page, docs: page.docs.map(entry), upkeep: { ...visible, outOfService }, checker });
}

/** The maintenance log of a detector: a manager's for the company's own or rented ones, the admin's for registered ones. */
export function detectorMaintenanceRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  // The detectors the platform rents to the company, so its managers can keep them in working order too.
  router.get('/device/rented', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const docs = await ctx.store.collection(registryDevicesCollection).findMany({ filter: { companyId }, sort: [{ field: 'serialNo' }] });
    res.setHeader('Cache-Control', 'no-store');
    reply(res, companyDeviceListResponseSchema, { operation: 'success', data: await deviceRecords(ctx.store, docs, ctx.today()) });
  });

  router.get('/device/:id/maintenance', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const deviceId = String(req.params.id);
    const [own, rented] = await Promise.all([
      ctx.store.collection(companyDevicesCollection).findById(deviceId),
      ctx.store.collection(registryDevicesCollection).findById(deviceId),
    ]);
    // Another company's detector answers exactly as a missing one.
    if (own?.companyId !== companyId && rented?.companyId !== companyId) throw notFound();
    await answerLog(ctx, req, res, deviceId, companyId, own?.companyId === companyId ? undefined : rented?.status, companyId);
  });

  router.get('/admin/device/:id/maintenance', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const deviceId = String(req.params.id);
    const registered = await ctx.store.collection(registryDevicesCollection).findById(deviceId);
    if (!registered) throw notFound();
    await answerLog(ctx, req, res, deviceId, undefined, registered.status, registered.companyId ?? null);
  });
}
