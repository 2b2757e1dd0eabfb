import {
  adminCatalogue,
  carCatalogue,
  companyCatalogue,
  companyDeviceCatalogue,
  deviceRegistryCatalogue,
  detectorMaintenanceCatalogue,
  driverCatalogue,
  driverDutyCatalogue,
  faqArticleCatalogue,
  faqCategoryCatalogue,
  invoiceCatalogue,
  recordChainCatalogue,
  managerCatalogue,
  notificationCatalogue,
  officeCatalogue,
  sessionCatalogue,
  subscriptionCatalogue,
  testResultCatalogue,
  vehicleInspectionCatalogue,
  inspectionItemCatalogue,
  type EventCatalogue,
  type EventDefinition,
} from '@fleetcheck/contracts';
import type { RecordedEvent } from '@fleetcheck/platform';
import type { ProjectedEvent } from './projection';

/** Every catalogue whose events a projection may handle (decoded, upcast and validated here). */
export const projectedCatalogues: readonly EventCatalogue<EventDefinition>[] = [
  companyCatalogue,
  managerCatalogue,
  driverCatalogue,
  driverDutyCatalogue,
  officeCatalogue,
  carCatalogue,
  adminCatalogue,
  companyDeviceCatalogue,
  deviceRegistryCatalogue,
  detectorMaintenanceCatalogue,
  faqCategoryCatalogue,
  faqArticleCatalogue,
  testResultCatalogue,
  notificationCatalogue,
  subscriptionCatalogue,
  invoiceCatalogue,
  recordChainCatalogue,
  sessionCatalogue,
  vehicleInspectionCatalogue,
  inspectionItemCatalogue,
];

const byType = new Map<string, EventCatalogue<EventDefinition>>();
for (const catalogue of projectedCatalogues) for (const type of catalogue.definitions.keys()) byType.set(type, catalogue);

/** Upcasts and validates a stored event that some projection handles. */
export function decodeEvent(event: RecordedEvent): ProjectedEvent {
  const catalogue = byType.get(event.type);
  const data = catalogue ? catalogue.decode(event.type, event.schemaVersion, event.data).data : event.data;
  return {
    id: event.id,
    type: event.type,
    data,
    streamName: event.streamName,
    revision: event.revision,
    position: event.position,
    metadata: event.metadata,
    recordedAt: event.recordedAt,
  };
}
