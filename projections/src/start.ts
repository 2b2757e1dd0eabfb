import type { EventStore, Logger, ReadStore } from '@fleetcheck/platform';
import { allProjections } from './read-models';
import { createProjectionRunner, type ProjectionRunner } from './runner/projection-runner';
import type { Projection } from './runner/projection';

/** Held by the one projections process that applies events (and by a replay while it rebuilds). */
export const PROJECTIONS_LEASE = 'projections';

export interface ProjectionsDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  logger?: Logger;
  /** Defaults to every read model. */
  projections?: readonly Projection[];
}

/**
 * Starts every projection; the returned runner's `waitForPosition` is what query-api needs for
 * read-your-writes, and `stop()` ends it.
 */
export async function startProjections(deps: ProjectionsDeps): Promise<ProjectionRunner> {
  const runner = createProjectionRunner({ ...deps, projections: deps.projections ?? allProjections });
  await runner.start();
  return runner;
}
