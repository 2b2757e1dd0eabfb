import {
  LOOKUP_CACHE_SECONDS,
  LOOKUP_LIST_LIMIT,
  carsCollection,
  companyDevicesCollection,
  driversCollection,
  idsQuerySchema,
  managersCollection,
  officesCollection,
  resourceListQuerySchema,
  type CarDocument,
  type DriverDocument,
  type ManagerDocument,
  type OfficeDocument,
} from '@fleetcheck/contracts';
import type { CollectionDefinition, Page, ReadDocument } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery, parseSort } from '../http/list-params';
import { notFound } from '../http/query-error';
import type { RouteContext } from './context';
import { carsById, officeNames, officeRef } from './joins';

/** The lookup form (spec section 7): no paging asked for, or the lookup limit itself. */
function wantsLookup(req: Request, limit: number): boolean {
  return (req.query.page === undefined && req.query.limit === undefined) || limit === LOOKUP_LIST_LIMIT;
}

interface Resource<TDoc extends ReadDocument> {
  path: string;
  collection: CollectionDefinition<TDoc>;
  sortable: string[];
  lookupSort: string;
  lookup(doc: TDoc): object;
  /** Turns a page of documents into the API records (joins names). */
  records(ctx: RouteContext, companyId: string, docs: TDoc[]): Promise<object[]>;
}

const strip = <T extends { companyId?: unknown }>(doc: T) => {
  const { companyId: _companyId, ...rest } = doc;
  return rest;
};

async function driverRecords(ctx: RouteContext, companyId: string, docs: DriverDocument[]) {
  const [names, cars] = await Promise.all([
    officeNames(
      ctx.store,
      companyId,
      docs.map((d) => d.officeId),
    ),
    carsById(
      ctx.store,
      companyId,
      docs.map((d) => d.carId),
    ),
  ]);
  return docs.map(({ officeId, carId, ...doc }) => {
    const car = cars.get(carId);
    return { ...strip(doc), office: officeRef(names, officeId), car: car ? { _id: carId, ...car } : null };
  });
}

async function withOffice<T extends { officeId: string | null; companyId: string }>(ctx: RouteContext, companyId: string, docs: T[]) {
  const names = await officeNames(
    ctx.store,
    companyId,
    docs.map((d) => d.officeId),
  );
  return docs.map(({ officeId, ...doc }) => ({ ...strip(doc), office: officeRef(names, officeId) }));
}

const resources = [
  {
    path: '/office',
    collection: officesCollection,
    sortable: ['name', 'phone', 'postcode', 'createdAt', 'updatedAt'],
    lookupSort: 'name',
    lookup: (o: OfficeDocument) => ({ id: o._id, name: o.name }),
    records: async (_ctx: RouteContext, _companyId: string, docs: OfficeDocument[]) => docs.map(strip),
  } satisfies Resource<OfficeDocument>,
  {
    path: '/car',
    collection: carsCollection,
    sortable: ['number', 'model', 'type', 'chassisNo', 'production', 'inspection', 'insurance', 'createdAt', 'updatedAt'],
    lookupSort: 'number',
    lookup: (c: CarDocument) => ({ id: c._id, number: c.number, model: c.model }),
    records: (ctx: RouteContext, companyId: string, docs: CarDocument[]) => withOffice(ctx, companyId, docs),
  } satisfies Resource<CarDocument>,
  {
    path: '/driver',
    collection: driversCollection,
    sortable: [
      'lastName',
      'firstName',
      'spellingLastName',
      'spellingFirstName',
      'username',
      'email',
      'mobile',
      'driverLicense',
      'expirationDate',
      'licenseType',
      'createdAt',
      'updatedAt',
    ],
    lookupSort: 'spellingLastName',
    lookup: (d: DriverDocument) => ({ id: d._id, lastName: d.lastName, firstName: d.firstName }),
    records: driverRecords,
  } satisfies Resource<DriverDocument>,
  {
    path: '/manager',
    collection: managersCollection,
    sortable: ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'username', 'email', 'mobile', 'createdAt', 'updatedAt'],
    lookupSort: 'spellingLastName',
    lookup: (m: ManagerDocument) => ({ id: m._id, lastName: m.lastName, firstName: m.firstName }),
    records: (ctx: RouteContext, companyId: string, docs: ManagerDocument[]) => withOffice(ctx, companyId, docs),
  } satisfies Resource<ManagerDocument>,
  {
    path: '/device',
    collection: companyDevicesCollection,
    sortable: ['serialNo', 'model', 'totalUsed', 'createdAt', 'updatedAt'],
    lookupSort: 'serialNo',
    lookup: (d: { _id: string; serialNo: string }) => ({ id: d._id, serialNo: d.serialNo }),
    records: async (_ctx: RouteContext, _companyId: string, docs: { companyId: string }[]) => docs.map(strip),
  },
] as const;

function listRoute<TDoc extends ReadDocument & { companyId: string }>(ctx: RouteContext, resource: Resource<TDoc>) {
  return async (req: Request, res: Response) => {
    const { companyId } = await ctx.auth.companyUser(req);
    const query = parseQuery(resourceListQuerySchema, req);
    const collection = ctx.store.collection(resource.collection);
    if (wantsLookup(req, query.limit)) {
      const docs = await collection.findMany({
        filter: { companyId },
        search: query.query ?? '',
        sort: [{ field: resource.lookupSort }],
        limit: LOOKUP_LIST_LIMIT,
      });
      const items = docs.map(resource.lookup);
      const page: Page<object> = { docs: items, totalDocs: items.length, page: 1, limit: LOOKUP_LIST_LIMIT, totalPages: 1 };
      res.setHeader('Cache-Control', `private, max-age=${LOOKUP_CACHE_SECONDS}`);
      res.json(page);
      return;
    }
    const page = await collection.paginate({
      filter: { companyId },
      search: query.query ?? '',
      sort: parseSort(query.sort, resource.sortable, [{ field: 'createdAt', order: 'desc' }]),
      page: query.page,
      limit: query.limit,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...page, docs: await resource.records(ctx, companyId, page.docs) });
  };
}

export function companyResourceRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/driver/offices', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const { ids } = parseQuery(idsQuerySchema, req);
    const offices = ids.length
      ? await ctx.store.collection(officesCollection).findMany({ filter: { companyId, _id: { in: ids } }, sort: [{ field: 'name' }] })
      : [];
    res.json({ operation: 'success', data: offices.map((o) => ({ id: o._id, name: o.name })) });
  });
  router.get('/driver/:id', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const driver = await ctx.store.collection(driversCollection).findById(String(req.params.id));
    // Another company's driver answers exactly as a missing one: ids never leak across tenants.
    if (!driver || driver.companyId !== companyId) throw notFound();
    const [record] = await driverRecords(ctx, companyId, [driver]);
    res.json(record);
  });
  for (const resource of resources) {
    router.get(resource.path, async (req, res) => {
      await fresh(req, res);
      await listRoute(ctx, resource as unknown as Resource<ReadDocument & { companyId: string }>)(req, res);
    });
  }
}
