import { carsCollection, companyDevicesCollection, registryDevicesCollection } from '@fleetcheck/contracts';
import { assertRoomInPlan, planAllowance, planRoomLeft, type PlanCounter } from '@fleetcheck/domain/subscription/plan-limits';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { App } from '../app';
import { caughtUpReadModels } from '../shared/caught-up-read-models';
import { loadStream } from '../shared/command-handler';

/** The lists a plan limits: cars, the company's own detector list, and the platform's detectors rented to it. */
const lists = {
  cars: { counter: 'cars', collection: carsCollection, projection: 'cars' },
  companyDevices: { counter: 'devices', collection: companyDevicesCollection, projection: 'company_devices' },
  rentedDevices: { counter: 'devices', collection: registryDevicesCollection, projection: 'device_registry' },
} as const satisfies Record<string, { counter: PlanCounter; collection: unknown; projection: string }>;

/**
 * Read-only check before a car or detector is added to one of `companyId`'s lists: refused with the plan's limit
 * error when the list already holds as many as the plan pays for. The list is read once its projection has
 * applied every acknowledged write; two adds racing for the last place can both pass (the next add is
 * refused), which the plan page shows as over the plan rather than losing either record.
 */
export async function assertPlanRoom(app: App, companyId: string, list: keyof typeof lists): Promise<void> {
  const { counter, collection, projection } = lists[list];
  const { state } = await loadStream(app.store, billingStreams.subscription(companyId), subscriptionAggregate);
  const allowance = planAllowance(state);
  // No plan yet, or the demo seed (no read models: it fits its plan by construction).
  if (allowance === null || !app.readStore) return;
  const readStore = await caughtUpReadModels(app, [{ name: projection }]);
  // Each list is filtered on its own companyId field; the union of collections has no common document type.
  const registered = await readStore.collection(collection as typeof carsCollection).count({ filter: { companyId } });
  assertRoomInPlan(counter, allowance, registered);
}

/**
 * How many more of `list` the plan has room for now (Infinity without a plan): a bulk import refuses the rows
 * past it with the same limit error as one add (see assertPlanRoom for the race between concurrent adds).
 */
export async function planRoomFor(app: App, companyId: string, list: keyof typeof lists): Promise<number> {
  const { counter, collection, projection } = lists[list];
  const { state } = await loadStream(app.store, billingStreams.subscription(companyId), subscriptionAggregate);
  const allowance = planAllowance(state);
  if (allowance === null || !app.readStore) return Infinity;
  const readStore = await caughtUpReadModels(app, [{ name: projection }]);
  const registered = await readStore.collection(collection as typeof carsCollection).count({ filter: { companyId } });
  return planRoomLeft(counter, allowance, registered);
}
