import {
  adminDeviceListResponseSchema,
  companyDeviceListResponseSchema,
  adminCompanyResponseSchema,
  adminCompanyListResponseSchema,
  companiesCollection,
  companyListQuerySchema,
  DeviceStatuses,
  pagedListQuerySchema,
  registryDevicesCollection,
  type CompanyDocument,
  type RegistryDeviceDocument,
  type Subscription,
} from '@fleetcheck/contracts';
import { detectorStandings } from './detector-standing';
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

/**
 * Registered detectors as listed on `day`: the renting company's name, the status as used (out of service for any
 * reason the domain names: a failed check, a passed 使用期限, a used-up sensor), that reason, and the 確認者 the
 * renting company assigned.
 */
export async function deviceRecords(store: ReadStore, docs: RegistryDeviceDocument[], day: string) {
  const ids = [...new Set(docs.map((d) => d.companyId).filter((id): id is string => !!id))];
  const [companies, standings] = await Promise.all([
    ids.length ? store.collection(companiesCollection).findMany({ filter: { _id: { in: ids } } }) : [],
    detectorStandings(
      store,
      docs.map((doc) => ({ _id: doc._id, status: doc.status, holder: doc.companyId ?? null })),
      day,
    ),
  ]);
  const names = new Map(companies.map((c) => [c._id, c.name]));
  return docs.map(({ companyId, totalUsed, ...doc }) => {
    const outOfService = standings.outOfService.get(doc._id) ?? null;
    return {
      ...doc,
      status: outOfService ? DeviceStatuses.OutOfService : doc.status,
      outOfService,
      checker: standings.checker.get(doc._id) ?? null,
      totalUsed: totalUsed ?? 0,
      company: companyId ? { _id: companyId, name: names.get(companyId) ?? '' } : null,
    };
  });
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
    reply(res, companyDeviceListResponseSchema, { operation: 'success', data: await deviceRecords(ctx.store, docs, ctx.today()) });
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
    reply(res, adminDeviceListResponseSchema, { ...page, docs: await deviceRecords(ctx.store, page.docs, ctx.today()) });
  });
}
