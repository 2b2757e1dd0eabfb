import {
  DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES,
  DEFAULT_OFFICE_CUTOFF,
  DeviceStatuses,
  carsCollection,
  checkPhotoQuerySchema,
  companiesCollection,
  companyDevicesCollection,
  driverChecksQuerySchema,
  driverChecksResponseSchema,
  driverDayOffId,
  driverDaysOffCollection,
  driverHomeResponseSchema,
  driversCollection,
  officesCollection,
  registryDevicesCollection,
  testResultsCollection,
  type DriverCheck,
  type TestResultDocument,
} from '@fleetcheck/contracts';
import { isReminderDue, officeStartTime, reminderDueAt } from '@fleetcheck/domain/test-result/driver-reminder';
import { phoneToCall } from '@fleetcheck/domain/office/phone-to-call';
import type { BlobStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { QueryError, notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { Principal } from '../auth/principal';
import type { RouteContext } from './context';
import { outOfServiceReasons } from './detector-standing';

type Fresh = (req: Request, res: Response) => Promise<void>;
type Driver = Extract<Principal, { kind: 'driver' }>;

async function driverOf(ctx: RouteContext, req: Request): Promise<Driver> {
  const principal = await ctx.auth.any(req);
  if (principal.kind !== 'driver') throw new QueryError('Errors.Forbidden');
  return principal;
}

/** A record as the phone shows it (the record items the read document carries). */
const driverCheckOf = (doc: TestResultDocument): DriverCheck => ({
  id: doc._id,
  timing: doc.checkType,
  testedAt: doc.testedAt,
  enteredAt: doc.enteredAt,
  phoneTime: doc.phoneTime,
  date: doc.date,
  result: doc.result,
  failed: doc.failed,
  source: doc.source,
  offline: doc.offline,
  vehicle: doc.vehicle,
  carNumber: doc.carNumber,
  confirmationStatus: doc.confirmationStatus,
  photos: doc.photos,
});

/** The driver's own records of the Japan days from `from` to `to`, newest first. */
const ownChecks = (ctx: RouteContext, driver: Driver, from: string, to: string) =>
  ctx.store.collection(testResultsCollection).findMany({
    filter: { companyId: driver.companyId, driverId: driver.userId, date: { gte: from, lte: to } },
    sort: [
      { field: 'date', order: 'desc' },
      { field: 'testedAt', order: 'desc' },
    ],
  });

/** The company's detectors that may take a record today (its own list and those it rents), the driver's last used first. */
async function detectorsInService(ctx: RouteContext, driver: Driver, today: string) {
  const own = await ctx.store.collection(companyDevicesCollection).findMany({ filter: { companyId: driver.companyId } });
  const rented = await ctx.store.collection(registryDevicesCollection).findMany({ filter: { companyId: driver.companyId } });
  const devices = [
    ...own.map((d) => ({ _id: d._id, serialNo: d.serialNo, model: d.model, status: DeviceStatuses.InService as number })),
    ...rented.map((d) => ({ _id: d._id, serialNo: d.serialNo, model: d.model, status: d.status })),
  ];
  const reasons = await outOfServiceReasons(ctx.store, devices, today);
  const used = await ctx.store.collection(testResultsCollection).findMany({
    filter: { companyId: driver.companyId, driverId: driver.userId },
    sort: [{ field: 'testedAt', order: 'desc' }],
    limit: 200,
  });
  const lastUsed = new Map<string, string>();
  for (const doc of used) if (doc.deviceId && !lastUsed.has(doc.deviceId)) lastUsed.set(doc.deviceId, doc.testedAt);
  return devices
    .filter((device) => !reasons.get(device._id))
    .map((device) => ({ id: device._id, serialNo: device.serialNo, model: device.model, lastUsedAt: lastUsed.get(device._id) ?? null }))
    .sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '') || a.serialNo.localeCompare(b.serialNo));
}

/**
 * The driver's phone app (issue 34), for the driver themself: GET /driver-app/home and /driver-app/checks. A check's
 * photos (GET /test-result/:id/photos/:kind) are read by the company's managers and by the driver whose check it is.
 */
export function driverAppRoutes(router: Router, ctx: RouteContext, fresh: Fresh, blobs: BlobStore | undefined, now: () => Date): void {
  router.get('/driver-app/home', async (req, res) => {
    await fresh(req, res);
    const driver = await driverOf(ctx, req);
    const today = ctx.today();
    const profile = await ctx.store.collection(driversCollection).findById(driver.userId);
    if (!profile || profile.companyId !== driver.companyId) throw notFound();
    const [company, office, cars, detectors, checks, dayOff] = await Promise.all([
      ctx.store.collection(companiesCollection).findById(driver.companyId),
      profile.officeId ? ctx.store.collection(officesCollection).findById(profile.officeId) : Promise.resolve(undefined),
      ctx.store.collection(carsCollection).findMany({ filter: { companyId: driver.companyId }, sort: [{ field: 'number' }] }),
      detectorsInService(ctx, driver, today),
      ownChecks(ctx, driver, today, today),
      ctx.store.collection(driverDaysOffCollection).findById(driverDayOffId(driver.userId, today)),
    ]);
    const startTime = officeStartTime(office);
    const dueAt = reminderDueAt({
      day: today,
      startTime,
      marginMinutes: ctx.driverReminderMarginMinutes ?? DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES,
      onDuty: !dayOff,
      hasBeforeDrivingCheck: checks.some((check) => check.checkType === 'before_driving'),
    });
    reply(res, driverHomeResponseSchema, {
      driver: { id: driver.userId, firstName: profile.firstName, lastName: profile.lastName },
      company: { id: driver.companyId, name: company?.name ?? '' },
      office: office ? { id: office._id, name: office.name, startTime, cutoff: office.cutoff || DEFAULT_OFFICE_CUTOFF } : null,
      officePhone: phoneToCall(office?.phone, company?.phone),
      defaultVehicle: profile.carId ?? null,
      cars: cars.map((car) => ({ id: car._id, number: car.number, model: car.model })),
      detectors,
      today: { date: today, checks: checks.map(driverCheckOf) },
      reminder: { show: isReminderDue(dueAt, now()), dueAt },
    });
  });

  router.get('/driver-app/checks', async (req, res) => {
    await fresh(req, res);
    const driver = await driverOf(ctx, req);
    const { month } = parseQuery(driverChecksQuerySchema, req);
    const checks = await ownChecks(ctx, driver, `${month}-01`, `${month}-31`);
    reply(res, driverChecksResponseSchema, { month, checks: checks.map(driverCheckOf) });
  });

  router.get('/test-result/:id/photos/:kind', async (req, res) => {
    await fresh(req, res);
    const principal = await ctx.auth.any(req);
    const { size } = parseQuery(checkPhotoQuerySchema, req);
    const doc = await ctx.store.collection(testResultsCollection).findById(String(req.params.id));
    // A manager (or an admin on behalf) of the record's company, or the driver whose check it is; anyone else: 404.
    const mayRead =
      doc &&
      ((principal.kind === 'driver' && principal.companyId === doc.companyId && principal.userId === doc.driverId) ||
        ((principal.kind === 'manager' || principal.kind === 'admin-on-behalf') && principal.companyId === doc.companyId));
    const photo = mayRead ? doc.photos.find((p) => p.kind === req.params.kind) : undefined;
    if (!doc || !photo) throw notFound();
    if (!blobs) throw new QueryError('Errors.Unavailable');
    const blob = await blobs.get(size === 'original' ? photo.sha256 : photo.displaySha256, doc.companyId);
    if (!blob) throw notFound();
    res.set({
      'Cache-Control': 'private, max-age=31536000, immutable',
      ETag: `"${blob.id}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      Vary: 'Authorization',
    });
    res.type(blob.contentType).send(blob.bytes);
  });
}
