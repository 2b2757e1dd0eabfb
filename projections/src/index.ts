export { startProjections, type ProjectionsDeps } from './start';
export { createProjectionRunner, type ProjectionRunner, type ProjectionRunnerDeps } from './runner/projection-runner';
export type { Projection, ProjectedEvent } from './runner/projection';
export { allProjections } from './read-models';
export { REPLAY_BATCH, replayProjections, type ReplayResult, type ReplayProgress } from './replay/replay';
export { progressLine } from './replay/progress-bar';
