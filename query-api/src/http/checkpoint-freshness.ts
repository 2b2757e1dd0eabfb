import type { ReadStore } from '@fleetcheck/platform';
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

const POLL_MS = 25;

/**
 * Read-your-writes across processes: waits until every served read model's checkpoint has reached the
 * position, polling the read store (bounded by the caller's timeout).
 */
export function checkpointFreshness(readStore: ReadStore, names: readonly string[] = SERVED_READ_MODELS): Freshness {
  const reached = async (position: bigint) => {
    const checkpoints = await Promise.all(names.map((name) => readStore.getCheckpoint(name)));
    return checkpoints.every((checkpoint) => checkpoint !== undefined && checkpoint >= position);
  };
  return {
    async waitForPosition(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await reached(position)) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
