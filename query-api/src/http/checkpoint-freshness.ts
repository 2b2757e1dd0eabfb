import { checkpointsReached, type ReadStore } from '@fleetcheck/platform';
import type { Freshness } from '../deps';

/**
 * The read models query-api serves, by the names their projections checkpoint under. A standalone query-api
 * (projections in another process) knows how far they are only from these checkpoints in the read store.
 */
export const SERVED_READ_MODELS = [
  'companies',
  'offices',
  'cars',
  'drivers',
  'managers',
  'admins',
  'company_devices',
  'device_registry',
  'faq',
  'notifications',
  'test_results',
  'home',
  'subscriptions',
  'invoices',
] as const;

/**
 * Read-your-writes across processes: waits until every served read model's checkpoint has reached the
 * position, polling the read store (bounded by the caller's timeout).
 */
export function checkpointFreshness(readStore: ReadStore, names: readonly string[] = SERVED_READ_MODELS): Freshness {
  return { waitForPosition: (position, timeoutMs) => checkpointsReached(readStore, names, position, timeoutMs) };
}
