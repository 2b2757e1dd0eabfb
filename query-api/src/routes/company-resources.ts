import {
  carListResponseSchema,
  carLookupResponseSchema,
  deviceListResponseSchema,
  deviceLookupResponseSchema,
  driverListResponseSchema,
  driverLookupResponseSchema,
  driverOfficesResponseSchema,
  driverResponseSchema,
  managerListResponseSchema,
  managerLookupResponseSchema,
  officeListResponseSchema,
  officeLookupResponseSchema,
  type CompanyDeviceDocument,
  LOOKUP_CACHE_SECONDS,
  LOOKUP_LIST_LIMIT,
  carsCollection,
  companyDevicesCollection,
  driversCollection,
  idsQuerySchema,
  managersCollection,
  DEFAULT_CONFIRMER_ROLE,
  officesCollection,
  resourceListQuerySchema,
  type CarDocument,
  type DriverDocument,
  type ManagerDocument,
  type OfficeDocument,
} from '@fleetcheck/contracts';
import type { CollectionDefinition, Page, ReadDocument } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { parseQuery, parseSort } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';
import { detectorStandings, outOfServiceReasons } from './detector-standing';
import { carsById, officeNames, officeRef } from './joins';

/** The lookup form (spec section 7): no paging asked for, or the lookup limit itself. */
function wantsLookup(req: Request, limit: number): boolean {
  return (req.query.page === undefined && req.query.limit === undefined) || limit === LOOKUP_LIST_LIMIT;
}

type PagedSchema = z.ZodType<{ docs: unknown[] }>;
type DocsOf<S extends PagedSchema> = z.output<S>['docs'];

/** A company's list: its page of records and its lookup form, each typed by the response schema it is documented with. */
interface Resource<TDoc extends ReadDocument, L extends PagedSchema, K extends PagedSchema> {
  path: string;
  collection: CollectionDefinition<TDoc>;
  sortable: string[];
  lookupSort: string;
  listSchema: L;
  lookupSchema: K;
  /** The lookup items of the docs (joins what they need). */
  lookups(ctx: RouteContext, docs: TDoc[]): Promise<DocsOf<K>>;
  /** Turns a page of documents into the API records (joins names). */
  records(ctx: RouteContext, companyId: string, docs: TDoc[]): Promise<DocsOf<L>>;
}
const resource = <TDoc extends ReadDocument, L extends PagedSchema, K extends PagedSchema>(r: Resource<TDoc, L, K>) => r;

const strip = <T extends { companyId?: unknown }>(doc: T) => {
  const { companyId: _companyId, ...rest } = doc;
  return rest;
};
/** Offices, cars and devices answer `_id` only: the record schemas do not list the read model's duplicate `id`. */
const record = <T extends { companyId?: unknown; id?: unknown }>(doc: T) => {
  const { companyId: _companyId, id: _id, ...rest } = doc;
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
  resource({
    path: '/office',
    collection: officesCollection,
    sortable: ['name', 'phone', 'postcode', 'createdAt', 'updatedAt'],
    lookupSort: 'name',
    listSchema: officeListResponseSchema,
    lookupSchema: officeLookupResponseSchema,
    lookups: async (_ctx: RouteContext, docs: OfficeDocument[]) => docs.map((o) => ({ id: o._id, name: o.name })),
    records: async (_ctx: RouteContext, _companyId: string, docs: OfficeDocument[]) =>
      docs.map((doc) => ({ ...record(doc), startTime: doc.startTime ?? null, cutoff: doc.cutoff ?? null })),
  }),
  resource({
    path: '/car',
    collection: carsCollection,
    sortable: ['number', 'model', 'type', 'chassisNo', 'production', 'inspection', 'insurance', 'createdAt', 'updatedAt'],
    lookupSort: 'number',
    listSchema: carListResponseSchema,
    lookupSchema: carLookupResponseSchema,
    lookups: async (_ctx: RouteContext, docs: CarDocument[]) => docs.map((c) => ({ id: c._id, number: c.number, model: c.model })),
    records: async (ctx: RouteContext, companyId: string, docs: CarDocument[]) => (await withOffice(ctx, companyId, docs)).map(record),
  }),
  resource({
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
    listSchema: driverListResponseSchema,
    lookupSchema: driverLookupResponseSchema,
    lookups: async (_ctx: RouteContext, docs: DriverDocument[]) =>
      docs.map((d) => ({ id: d._id, lastName: d.lastName, firstName: d.firstName })),
    records: driverRecords,
  }),
  resource({
    path: '/manager',
    collection: managersCollection,
    sortable: ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'username', 'email', 'mobile', 'createdAt', 'updatedAt'],
    lookupSort: 'spellingLastName',
    listSchema: managerListResponseSchema,
    lookupSchema: managerLookupResponseSchema,
    lookups: async (_ctx: RouteContext, docs: ManagerDocument[]) =>
      docs.map((m) => ({ id: m._id, lastName: m.lastName, firstName: m.firstName })),
    // The language and the report mails are the manager's own settings (GET /auth/profile), not part of the list record.
    records: async (ctx: RouteContext, companyId: string, docs: ManagerDocument[]) =>
      (await withOffice(ctx, companyId, docs)).map(({ language: _language, reportMails: _reportMails, ...m }) => ({
        ...m,
        confirmerRole: m.confirmerRole ?? DEFAULT_CONFIRMER_ROLE,
      })),
  }),
  resource({
    path: '/device',
    collection: companyDevicesCollection,
    sortable: ['serialNo', 'model', 'totalUsed', 'createdAt', 'updatedAt'],
    lookupSort: 'serialNo',
    listSchema: deviceListResponseSchema,
    lookupSchema: deviceLookupResponseSchema,
    lookups: async (ctx: RouteContext, docs: CompanyDeviceDocument[]) => {
      const reasons = await outOfServiceReasons(ctx.store, docs, ctx.today());
      return docs.map((d) => ({ id: d._id, serialNo: d.serialNo, outOfService: reasons.get(d._id) ?? null }));
    },
    records: async (ctx: RouteContext, companyId: string, docs: CompanyDeviceDocument[]) => {
      const standings = await detectorStandings(
        ctx.store,
        docs.map((d) => ({ _id: d._id, holder: companyId })),
        ctx.today(),
      );
      return docs.map((d) => ({
        ...record(d),
        outOfService: standings.outOfService.get(d._id) ?? null,
        checker: standings.checker.get(d._id) ?? null,
      }));
    },
  }),
];

function listRoute<TDoc extends ReadDocument & { companyId: string }, L extends PagedSchema, K extends PagedSchema>(
  ctx: RouteContext,
  resource: Resource<TDoc, L, K>,
) {
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
      const items = await resource.lookups(ctx, docs);
      const page: Page<DocsOf<K>[number]> = { docs: items, totalDocs: items.length, page: 1, limit: LOOKUP_LIST_LIMIT, totalPages: 1 };
      res.setHeader('Cache-Control', `private, max-age=${LOOKUP_CACHE_SECONDS}`);
      // The resource's lookup() is typed by the schema's docs; the page around them is the shared paged shape.
      reply(res, resource.lookupSchema, page as z.output<K>);
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
    reply(res, resource.listSchema, { ...page, docs: await resource.records(ctx, companyId, page.docs) } as z.output<L>);
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
    reply(res, driverOfficesResponseSchema, { operation: 'success', data: offices.map((o) => ({ id: o._id, name: o.name })) });
  });
  router.get('/driver/:id', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const driver = await ctx.store.collection(driversCollection).findById(String(req.params.id));
    // Another company's driver answers exactly as a missing one: ids never leak across tenants.
    if (!driver || driver.companyId !== companyId) throw notFound();
    const [found] = await driverRecords(ctx, companyId, [driver]);
    reply(res, driverResponseSchema, found!);
  });
  for (const resource of resources) {
    router.get(resource.path, async (req, res) => {
      await fresh(req, res);
      await listRoute(ctx, resource as unknown as Resource<ReadDocument & { companyId: string }, PagedSchema, PagedSchema>)(req, res);
    });
  }
}
