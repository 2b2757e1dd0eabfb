import { availableParallelism } from 'node:os';

/**
 * What every package's vitest config shares.
 *
 * - TEST_SHUFFLE_SEED=<n> (.ci/run sets it) runs the files and their tests in an order drawn from n: a test that
 *   leans on another's state fails. Replay a failure with the seed the run printed.
 * - One worker per core (TEST_WORKERS=<n> overrides it). Vitest's default is one fewer, for its main process; but
 *   that process only collects results, so on a 2-core machine its default of one worker leaves a core idle while
 *   a file waits on a browser, a server or PostgreSQL. Files may run side by side: each opens its own database,
 *   data directory, queue namespace, ports and browser contexts (see each config's note on isolation).
 */
export function sharedTestOptions() {
  const seed = process.env.TEST_SHUFFLE_SEED;
  return {
    ...(seed ? { sequence: { shuffle: true, seed: Number(seed) } } : {}),
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
  };
}
