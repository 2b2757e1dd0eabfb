import {
  adminsCollection,
  carsCollection,
  companiesCollection,
  companyDevicesCollection,
  deviceUsageAtTestCollection,
  deviceUsageCollection,
  driverDaysOffCollection,
  driversCollection,
  liveCallsCollection,
  driverRosterCollection,
  DEFAULT_REPORT_MAILS,
  managersCollection,
  officesCollection,
  registryDevicesCollection,
  subscriptionViewsCollection,
  testResultsCollection,
  type DeviceUsageDocument,
} from '@fleetcheck/contracts';
import { businessDayEnd } from '@fleetcheck/domain/calendar/business-day';
import { streams } from '@fleetcheck/domain';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { detectorMaintenanceAggregate } from '@fleetcheck/domain/detector-maintenance/decider';
import { detectorMaintenanceStream } from '@fleetcheck/domain/detector-maintenance/stream';
import { noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import { officeAt } from '@fleetcheck/domain/driver/roster';
import { checkpointsReached, loadStream, type EventStore, type ReadStore } from '@fleetcheck/platform';
import type { CarSummary, CompanyDay, DetectorSummary, DeviceUsage, DriverSummary, FleetDirectory } from './fleet-directory';

const driverSummary = (doc: {
  _id: string;
  companyId: string;
  lastName: string;
  firstName: string;
  expirationDate: string;
  email: string;
  officeId: string | null;
}) => ({
  driverId: doc._id,
  companyId: doc.companyId,
  lastName: doc.lastName,
  firstName: doc.firstName,
  expirationDate: doc.expirationDate || null,
  email: doc.email,
  officeId: doc.officeId,
});

const carSummary = (doc: { _id: string; companyId: string; model: string; number: string; inspection: string; insurance: string }) => ({
  carId: doc._id,
  companyId: doc.companyId,
  model: doc.model,
  number: doc.number,
  inspection: doc.inspection || null,
  insurance: doc.insurance || null,
});

const atOrUndefined = (iso: string | null | undefined) => (iso ? new Date(iso) : undefined);

/** The read model's usage document as the domain's sensor rules take it; a detector never used is at zero. */
const usageOf = (doc: Omit<DeviceUsageDocument, '_id'> | undefined): DeviceUsage => ({
  testsOnSensor: doc?.testsOnSensor ?? 0,
  sensorKey: doc?.sensorKey ?? 'initial',
  sensorStartedAt: atOrUndefined(doc?.sensorStartedAt),
  lastCheckedAt: atOrUndefined(doc?.lastCalibratedAt),
});

/** How long a test's usage check waits for the device usage read model to reach the test (then the monitor retries). */
const USAGE_WAIT_MS = 10_000;

/**
 * The fleet as the processors need it, read where the architecture says: lists (a company's managers to mail,
 * every driver and car for the daily scan, every subscription for the billing scan) from the query side's read models, one driver or car (named by the
 * event a job handles) as its decider folds its one stream, so an alert never waits for a projection. Device
 * usage comes from its read model (projections' device_usage): as of a test, once that read model has reached it.
 */
export function createReadModelFleetDirectory(store: EventStore, readStore: ReadStore): FleetDirectory {
  return {
    async managersOf(companyId) {
      const managers = await readStore.collection(managersCollection).findMany({ filter: { companyId } });
      return managers
        .filter((manager) => manager.email !== '')
        .map((manager) => ({
          managerId: manager._id,
          email: manager.email,
          language: manager.language,
          officeId: manager.officeId,
          confirmerRole: manager.confirmerRole,
        }));
    },
    async reportRecipients() {
      const managers = await readStore.collection(managersCollection).findMany({ sort: [{ field: '_id' }] });
      return managers
        .filter((manager) => manager.email !== '')
        .map((manager) => ({
          managerId: manager._id,
          companyId: manager.companyId,
          email: manager.email,
          language: manager.language,
          officeId: manager.officeId,
          reportMails: manager.reportMails ?? DEFAULT_REPORT_MAILS,
        }));
    },
    async companyNames(companyId) {
      const [company, offices] = await Promise.all([
        readStore.collection(companiesCollection).findById(companyId),
        readStore.collection(officesCollection).findMany({ filter: { companyId } }),
      ]);
      return { name: company?.name ?? '', offices: new Map(offices.map((office) => [office._id, office.name])) };
    },
    async companyPeriod(companyId, from, to) {
      const range = { gte: from, lte: to };
      const [roster, records, daysOff] = await Promise.all([
        readStore.collection(driverRosterCollection).findMany({ filter: { companyId } }),
        readStore.collection(testResultsCollection).findMany({ filter: { companyId, date: range }, sort: [{ field: 'testedAt' }] }),
        readStore.collection(driverDaysOffCollection).findMany({ filter: { companyId, date: range } }),
      ]);
      return {
        roster,
        records: records.map((doc) => ({
          testResultId: doc._id,
          driverId: doc.driverId,
          checkType: doc.checkType,
          testedAt: doc.testedAt,
          failed: doc.failed,
          confirmationStatus: doc.confirmationStatus,
          date: doc.date,
          time: doc.time,
          officeId: doc.officeId,
          lastName: doc.lastName,
          firstName: doc.firstName,
        })),
        daysOff: daysOff.map(({ driverId, date }) => ({ driverId, date })),
      };
    },
    async platformAdmins() {
      const admins = await readStore.collection(adminsCollection).findMany({});
      return admins.filter((admin) => admin.email !== '').map((admin) => ({ adminId: admin._id, email: admin.email }));
    },
    async rentedTo(deviceId, companyId) {
      const device = await readStore.collection(registryDevicesCollection).findById(deviceId);
      if (device?.companyId !== companyId) return undefined;
      return (await readStore.collection(companiesCollection).findById(companyId))?.name ?? '';
    },
    async driver(driverId): Promise<DriverSummary | undefined> {
      const { state } = await loadStream(store, streams.driver(driverId), driverAggregate);
      if (state.status !== 'Active') return undefined;
      const { companyId, profile } = state.account;
      return driverSummary({ _id: driverId, companyId, ...profile });
    },
    async driverOfficeAt(driverId, instant) {
      const entry = await readStore.collection(driverRosterCollection).findById(driverId);
      return entry ? officeAt(entry, instant) : null;
    },
    async car(carId): Promise<CarSummary | undefined> {
      const { state } = await loadStream(store, carStream(carId), carAggregate);
      if (state.status !== 'Active') return undefined;
      return carSummary({ _id: carId, companyId: state.companyId, ...state.details });
    },
    async allDrivers() {
      return (await readStore.collection(driversCollection).findMany({ sort: [{ field: '_id' }] })).map(driverSummary);
    },
    async companyDays(day) {
      const [drivers, checks, daysOff] = await Promise.all([
        readStore.collection(driversCollection).findMany({ filter: { createdAt: { lte: businessDayEnd(day) } }, sort: [{ field: '_id' }] }),
        readStore.collection(testResultsCollection).findMany({ filter: { date: day }, sort: [{ field: '_id' }] }),
        readStore.collection(driverDaysOffCollection).findMany({ filter: { date: day } }),
      ]);
      const days = new Map<string, CompanyDay>();
      const dayOf = (companyId: string): CompanyDay => {
        const known = days.get(companyId) ?? {
          companyId,
          drivers: [],
          checks: [],
          offDuty: new Set<string>(),
          reachable: new Set<string>(),
        };
        days.set(companyId, known);
        return known;
      };
      for (const { _id, companyId, lastName, firstName, officeId, email } of drivers) {
        dayOf(companyId).drivers.push({ driverId: _id, lastName, firstName, officeId });
        if (email.trim() !== '') dayOf(companyId).reachable.add(_id);
      }
      for (const doc of checks)
        dayOf(doc.companyId).checks.push({
          testResultId: doc._id,
          driverId: doc.driverId,
          checkType: doc.checkType,
          testedAt: doc.testedAt,
          failed: doc.failed,
          confirmationStatus: doc.confirmationStatus,
          source: doc.source,
          liveConfirmedAt: doc.liveConfirmation?.checkedAt ?? null,
          liveConfirmationMissed: !!doc.liveConfirmationMissed,
        });
      for (const { companyId, driverId } of daysOff) dayOf(companyId).offDuty.add(driverId);
      return [...days.values()].filter((company) => company.drivers.length > 0);
    },
    async ringingCalls(requestedBy) {
      return readStore
        .collection(liveCallsCollection)
        .findMany({ filter: { status: 'ringing', requestedAt: { lte: requestedBy } }, sort: [{ field: 'requestedAt' }] });
    },
    async officeCutoffs() {
      const offices = await readStore.collection(officesCollection).findMany({});
      return new Map(offices.map((office) => [office._id, office.cutoff ?? null]));
    },
    async officeDays() {
      const offices = await readStore.collection(officesCollection).findMany({});
      return new Map(
        offices.map((office) => [
          office._id,
          { companyId: office.companyId, name: office.name, startTime: office.startTime ?? null, cutoff: office.cutoff ?? null },
        ]),
      );
    },
    async allCars() {
      return (await readStore.collection(carsCollection).findMany({ sort: [{ field: '_id' }] })).map(carSummary);
    },
    async allDetectors(): Promise<DetectorSummary[]> {
      // Rented detectors (the registry; one in stock belongs to no company: nobody to tell) and listed ones.
      const rented = await readStore.collection(registryDevicesCollection).findMany({ sort: [{ field: '_id' }] });
      const listed = await readStore.collection(companyDevicesCollection).findMany({ sort: [{ field: '_id' }] });
      return [
        ...rented
          .filter((doc) => doc.companyId)
          .map((doc) => ({
            deviceId: doc._id,
            companyId: doc.companyId!,
            serialNo: doc.serialNo,
            model: doc.model,
            rented: true,
            inServiceSince: doc.createdAt,
          })),
        ...listed.map((doc) => ({
          deviceId: doc._id,
          companyId: doc.companyId,
          serialNo: doc.serialNo,
          model: doc.model,
          rented: false,
          inServiceSince: doc.createdAt,
        })),
      ];
    },
    async detectorUpkeep(deviceId) {
      const { state } = await loadStream(store, detectorMaintenanceStream(deviceId), detectorMaintenanceAggregate);
      return state.status === 'Maintained' ? state.upkeep : noUpkeep;
    },
    async allSubscriptions() {
      const views = await readStore.collection(subscriptionViewsCollection).findMany({ sort: [{ field: '_id' }] });
      return views.map((view) => ({ companyId: view.companyId, snapshot: view.snapshot }));
    },
    async detectorUsage(deviceId) {
      const doc = await readStore.collection(deviceUsageCollection).findById(deviceId);
      return { ...usageOf(doc), lastTestAt: atOrUndefined(doc?.lastTestAt) };
    },
    async usageAtTest(testResultId, position) {
      const atTest = readStore.collection(deviceUsageAtTestCollection);
      // Only the projection's handling of this very test writes its row, as of the test: a row found needs no
      // wait for the checkpoint (one statement instead of two when the projection is ahead, as it mostly is).
      const written = await atTest.findById(testResultId);
      if (written) return usageOf(written);
      // The read model's checkpoint carries its name (the projection is named for its main collection).
      if (!(await checkpointsReached(readStore, [deviceUsageCollection.name], position, USAGE_WAIT_MS)))
        throw new Error(`the device usage read model has not reached position ${position}`);
      return usageOf(await atTest.findById(testResultId));
    },
  };
}
