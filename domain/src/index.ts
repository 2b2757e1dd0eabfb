// The generic shapes every aggregate shares. Each aggregate is imported by its path,
// e.g. `@fleetcheck/domain/car/decider`, so that `decide`/`evolve` names never collide.
export * from './shared/aggregate';
export * from './shared/decider';
export * from './shared/domain-error';
export * from './shared/stream-names';
