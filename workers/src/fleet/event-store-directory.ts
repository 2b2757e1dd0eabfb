import {
  CarDeleted,
  CarRegistered,
  CarUpdated,
  DetectorMaintained,
  DriverCreated,
  DriverDeleted,
  DriverUpdated,
  ManagerCreated,
  ManagerDeleted,
  ManagerLanguageChanged,
  ManagerUpdated,
  TestResultRecorded,
  carCatalogue,
  detectorMaintenanceStream,
  TEST_RESULT_STREAM_PREFIX,
  driverCatalogue,
  managerCatalogue,
  testResultCatalogue,
} from '@fleetcheck/contracts';
import type { EventFilter, EventStore, RecordedEvent } from '@fleetcheck/platform';
import type { CarSummary, DeviceUsage, DriverSummary, FleetDirectory, ManagerRecipient } from './fleet-directory';

const PAGE = 1000;

async function* readMatching(store: EventStore, filter: EventFilter, upTo?: bigint): AsyncGenerator<RecordedEvent> {
  let after: bigint | undefined;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE, filter });
    for (const event of page) {
      if (upTo !== undefined && event.position > upTo) return;
      yield event;
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.position;
  }
}

/**
 * Folds the fleet from the event store itself. Correct from the first day; each question reads the events of
 * its kind, which is fine at the local profile's scale. When the query side's read models exist, a read-store
 * implementation of FleetDirectory replaces this one.
 */
export function createEventStoreFleetDirectory(store: EventStore): FleetDirectory {
  async function managers(): Promise<Map<string, ManagerRecipient & { companyId: string }>> {
    const byId = new Map<string, ManagerRecipient & { companyId: string }>();
    const filter = { eventTypes: [ManagerCreated.type, ManagerUpdated.type, ManagerLanguageChanged.type, ManagerDeleted.type] };
    for await (const recorded of readMatching(store, filter)) {
      const event = managerCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
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
    return byId;
  }

  async function drivers(): Promise<Map<string, DriverSummary>> {
    const byId = new Map<string, DriverSummary>();
    const filter = { eventTypes: [DriverCreated.type, DriverUpdated.type, DriverDeleted.type] };
    for await (const recorded of readMatching(store, filter)) {
      const event = driverCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
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
    return byId;
  }

  async function cars(): Promise<Map<string, CarSummary>> {
    const byId = new Map<string, CarSummary>();
    const filter = { eventTypes: [CarRegistered.type, CarUpdated.type, CarDeleted.type] };
    for await (const recorded of readMatching(store, filter)) {
      const event = carCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
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
    return byId;
  }

  return {
    async managersOf(companyId) {
      return [...(await managers()).values()]
        .filter((manager) => manager.companyId === companyId && manager.email !== '')
        .map(({ managerId, email, language }) => ({ managerId, email, language }));
    },
    async driver(driverId) {
      return (await drivers()).get(driverId);
    },
    async car(carId) {
      return (await cars()).get(carId);
    },
    async allDrivers() {
      return [...(await drivers()).values()];
    },
    async allCars() {
      return [...(await cars()).values()];
    },
    async deviceUsage(deviceId, upTo) {
      const usage: DeviceUsage = { testsOnSensor: 0, sensorKey: 'initial', sensorStartedAt: undefined, lastCheckedAt: undefined };
      const filter = {
        eventTypes: [TestResultRecorded.type, DetectorMaintained.type],
        streamPrefixes: [TEST_RESULT_STREAM_PREFIX, detectorMaintenanceStream(deviceId)],
      };
      for await (const recorded of readMatching(store, filter, upTo)) {
        const event = testResultCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
        switch (event.type) {
          case 'TestResultRecorded':
            if (event.data.device?.deviceId !== deviceId) break;
            usage.testsOnSensor += 1;
            usage.sensorStartedAt ??= new Date(event.data.testedAt);
            break;
          case 'DetectorMaintained':
            if (event.data.deviceId !== deviceId) break;
            usage.lastCheckedAt = new Date(event.data.maintainedAt);
            if (event.data.kind === 'sensor_replaced') {
              usage.testsOnSensor = 0;
              usage.sensorKey = recorded.id;
              usage.sensorStartedAt = undefined;
            }
            break;
          case 'TestResultCorrected':
            break;
          default:
            event satisfies never;
        }
      }
      return usage;
    },
  };
}
