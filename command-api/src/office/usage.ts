import { carsCollection, driversCollection, managersCollection } from '@fleetcheck/contracts';
import type { App } from '../app';
import { caughtUpReadModels } from '../shared/caught-up-read-models';

/**
 * The cars, drivers and managers of the company that name the office, from the caught-up read models. Nothing
 * is written to keep this count, so a referrer's request that a crash cut short cannot leave the office
 * blocked (see DeleteOffice).
 */
export async function officeReferrers(app: App, officeId: string, companyId: string): Promise<number> {
  const readStore = await caughtUpReadModels(app, [carsCollection, driversCollection, managersCollection]);
  const filter = { companyId, officeId };
  const counts = await Promise.all([
    readStore.collection(carsCollection).count({ filter }),
    readStore.collection(driversCollection).count({ filter }),
    readStore.collection(managersCollection).count({ filter }),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}
