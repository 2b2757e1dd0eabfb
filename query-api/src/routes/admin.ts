import {
  adminDeviceListResponseSchema,
  companyDeviceListResponseSchema,
  adminCompanyResponseSchema,
  adminCompanyListResponseSchema,
  companiesCollection,
  companyListQuerySchema,
  detectorUpkeepCollection,
  pagedListQuerySchema,
  registryDevicesCollection,
  type CompanyDocument,
  type RegistryDeviceDocument,
  type Subscription,
} from '@fleetcheck/contracts';
import { serviceStatus } from '@fleetcheck/domain/detector-maintenance/service-status';
import type { ReadStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery, parseSort } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';
import { subscriptionsOf } from './subscription';

const COMPANY_SORTABLE = ['name', 'email', 'phone', 'employeeCount', 'carCount', 'deviceTotal', 'createdAt', 'updatedAt'];

/** The admin company list item (contracts adminCompanyListItemSchema). */
const companyItem = (
  { companyId: _c, managerId: _m, managerLastName: _l, managerFirstName: _f, emailVerified: _e, ...doc }: CompanyDocument,
  subscriptions: Map<string, Subscription>,
) => ({ ...doc, subscription: subscriptions.get(doc._id) ?? null });

/** Registered detectors as listed: the renting company's name, and the status as used (a failed check stands). */
export async function deviceRecords(store: ReadStore, docs: RegistryDeviceDocument[]) {
  const ids = [...new Set(docs.map((d) => d.companyId).filter((id): id is string => !!id))];
  const deviceIds = docs.map((d) => d._id);
  const [companies, upkeeps] = await Promise.all([
    ids.length ? store.collection(companiesCollection).findMany({ filter: { _id: { in: ids } } }) : [],
    deviceIds.length ? store.collection(detectorUpkeepCollection).findMany({ filter: { _id: { in: deviceIds } } }) : [],
  ]);
  const names = new Map(companies.map((c) => [c._id, c.name]));
  const faults = new Map(upkeeps.map((u) => [u._id, u.faultFoundAt ?? null]));
  return docs.map(({ companyId, totalUsed, ...doc }) => ({
    ...doc,
    status: serviceStatus(doc.status, { faultFoundAt: faults.get(doc._id) ?? null }),
    totalUsed: totalUsed ?? 0,
    company: companyId ? { _id: companyId, name: names.get(companyId) ?? '' } : null,
  }));
}

export function adminRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/admin/company', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const q = parseQuery(companyListQuerySchema, req);
    const page = await ctx.store.collection(companiesCollection).paginate({
      search: q.query ?? '',
      sort: parseSort(q.sort, COMPANY_SORTABLE, [{ field: 'createdAt', order: 'desc' }]),
      page: q.page,
      limit: q.limit,
    });
    const subscriptions = await subscriptionsOf(
      ctx.store,
      page.docs.map((c) => c._id),
      ctx.today(),
    );
    reply(res, adminCompanyListResponseSchema, { ...page, docs: page.docs.map((c) => companyItem(c, subscriptions)) });
  });
  router.get('/admin/company/:id', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const company = await ctx.store.collection(companiesCollection).findById(String(req.params.id));
    if (!company) throw notFound();
    res.setHeader('ETag', `"${company.version}"`);
    const subscriptions = await subscriptionsOf(ctx.store, [company._id], ctx.today());
    reply(res, adminCompanyResponseSchema, { operation: 'success', data: companyItem(company, subscriptions) });
  });
  router.get('/admin/companyDevice/:id', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const docs = await ctx.store
      .collection(registryDevicesCollection)
      .findMany({ filter: { companyId: String(req.params.id) }, sort: [{ field: 'serialNo' }] });
    reply(res, companyDeviceListResponseSchema, { operation: 'success', data: await deviceRecords(ctx.store, docs) });
  });
  router.get('/admin/device', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const q = parseQuery(pagedListQuerySchema, req);
    const page = await ctx.store.collection(registryDevicesCollection).paginate({
      search: q.query ?? '',
      sort: parseSort(q.sort, ['serialNo', 'regDate', 'status', 'model', 'createdAt'], [{ field: 'createdAt', order: 'desc' }]),
      page: q.page,
      limit: q.limit,
    });
    reply(res, adminDeviceListResponseSchema, { ...page, docs: await deviceRecords(ctx.store, page.docs) });
  });
}
