import {
  CarDeleted,
  CarRegistered,
  CarUpdated,
  DriverCreated,
  DriverDeleted,
  DriverUpdated,
  ManagerCreated,
  ManagerDeleted,
  ManagerLanguageChanged,
  ManagerUpdated,
  carCatalogue,
  driverCatalogue,
  managerCatalogue,
  type CarEvent,
  type DriverEvent,
  type ManagerEvent,
} from '@fleetcheck/contracts';
import type { EventFilter, EventStore, RecordedEvent } from '@fleetcheck/platform';
import { DeviceUsageIndex } from './device-usage-index';
import type { CarSummary, DriverSummary, FleetDirectory, ManagerRecipient } from './fleet-directory';

const PAGE = 1000;

/** The command side's stream names (command-api/src/shared/stream-names.ts, car/stream.ts). */
const driverStream = (driverId: string) => `driver-${driverId}`;
const carStream = (carId: string) => `car-${carId}`;

async function* readMatching(store: EventStore, filter: EventFilter): AsyncGenerator<RecordedEvent> {
  let after: bigint | undefined;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE, filter });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.position;
  }
}

type Manager = ManagerRecipient & { companyId: string };

function applyManager(byId: Map<string, Manager>, event: ManagerEvent): void {
  switch (event.type) {
    case 'ManagerCreated':
      byId.set(event.data.managerId, {
        managerId: event.data.managerId,
        companyId: event.data.companyId,
        email: event.data.profile.email,
        language: event.data.language,
      });
      break;
    case 'ManagerUpdated': {
      const manager = byId.get(event.data.managerId);
      if (manager && event.data.changes.email !== undefined) manager.email = event.data.changes.email;
      break;
    }
    case 'ManagerLanguageChanged': {
      const manager = byId.get(event.data.managerId);
      if (manager) manager.language = event.data.language;
      break;
    }
    case 'ManagerDeleted':
      byId.delete(event.data.managerId);
      break;
    case 'ManagerPasswordReset':
    case 'ManagerPasswordResetRequested':
      break;
    default:
      event satisfies never;
  }
}

function applyDriver(byId: Map<string, DriverSummary>, event: DriverEvent): void {
  switch (event.type) {
    case 'DriverCreated': {
      const { profile } = event.data;
      byId.set(event.data.driverId, {
        driverId: event.data.driverId,
        companyId: event.data.companyId,
        lastName: profile.lastName,
        firstName: profile.firstName,
        expirationDate: profile.expirationDate || null,
      });
      break;
    }
    case 'DriverUpdated': {
      const driver = byId.get(event.data.driverId);
      if (!driver) break;
      const { changes } = event.data;
      if (changes.lastName !== undefined) driver.lastName = changes.lastName;
      if (changes.firstName !== undefined) driver.firstName = changes.firstName;
      if (changes.expirationDate !== undefined) driver.expirationDate = changes.expirationDate || null;
      break;
    }
    case 'DriverDeleted':
      byId.delete(event.data.driverId);
      break;
    case 'DriverPasswordReset':
      break;
    default:
      event satisfies never;
  }
}

function applyCar(byId: Map<string, CarSummary>, event: CarEvent): void {
  switch (event.type) {
    case 'CarRegistered': {
      const { details } = event.data;
      byId.set(event.data.carId, {
        carId: event.data.carId,
        companyId: event.data.companyId,
        model: details.model,
        number: details.number,
        inspection: details.inspection || null,
        insurance: details.insurance || null,
      });
      break;
    }
    case 'CarUpdated': {
      const car = byId.get(event.data.carId);
      if (!car) break;
      const { changes } = event.data;
      if (changes.model !== undefined) car.model = changes.model;
      if (changes.number !== undefined) car.number = changes.number;
      if (changes.inspection !== undefined) car.inspection = changes.inspection || null;
      if (changes.insurance !== undefined) car.insurance = changes.insurance || null;
      break;
    }
    case 'CarDeleted':
      byId.delete(event.data.carId);
      break;
    case 'CarReferenceAdded':
    case 'CarReferenceRemoved':
      break;
    default:
      event satisfies never;
  }
}

interface Codec<E> {
  decode(type: string, schemaVersion: number, data: unknown): E;
}

function fold<E, V>(events: Iterable<RecordedEvent>, codec: Codec<E>, apply: (byId: Map<string, V>, event: E) => void): Map<string, V> {
  const byId = new Map<string, V>();
  for (const recorded of events) apply(byId, codec.decode(recorded.type, recorded.schemaVersion, recorded.data));
  return byId;
}

async function foldAll<E, V>(
  store: EventStore,
  eventTypes: readonly string[],
  codec: Codec<E>,
  apply: (byId: Map<string, V>, event: E) => void,
): Promise<Map<string, V>> {
  const byId = new Map<string, V>();
  for await (const recorded of readMatching(store, { eventTypes }))
    apply(byId, codec.decode(recorded.type, recorded.schemaVersion, recorded.data));
  return byId;
}

/**
 * Folds the fleet from the event store itself. One driver or car is one stream read; the lists (managers of
 * a company on a failed test, every driver and car on the daily scan) fold their event types. Device usage,
 * asked on every test, comes from an index that reads the log forwards only. When the query side's read
 * models exist, a read-store implementation of FleetDirectory can replace this one.
 */
export function createEventStoreFleetDirectory(store: EventStore): FleetDirectory {
  const usage = new DeviceUsageIndex(store);
  const managerTypes = [ManagerCreated.type, ManagerUpdated.type, ManagerLanguageChanged.type, ManagerDeleted.type];
  const driverTypes = [DriverCreated.type, DriverUpdated.type, DriverDeleted.type];
  const carTypes = [CarRegistered.type, CarUpdated.type, CarDeleted.type];
  return {
    async managersOf(companyId) {
      const managers = await foldAll(store, managerTypes, managerCatalogue, applyManager);
      return [...managers.values()]
        .filter((manager) => manager.companyId === companyId && manager.email !== '')
        .map(({ managerId, email, language }) => ({ managerId, email, language }));
    },
    async driver(driverId) {
      return fold(await store.readStream(driverStream(driverId)), driverCatalogue, applyDriver).get(driverId);
    },
    async car(carId) {
      return fold(await store.readStream(carStream(carId)), carCatalogue, applyCar).get(carId);
    },
    async allDrivers() {
      return [...(await foldAll(store, driverTypes, driverCatalogue, applyDriver)).values()];
    },
    async allCars() {
      return [...(await foldAll(store, carTypes, carCatalogue, applyCar)).values()];
    },
    deviceUsage: (deviceId, upTo) => usage.usageAt(deviceId, upTo),
  };
}
