import type { EventMetadata } from '@fleetcheck/contracts';
import { conflict, type Aggregate } from '@fleetcheck/domain';
import {
  CommandConflictError,
  handleCommand as handle,
  type CommandResult,
  type EventStore,
  type HandleOptions,
} from '@fleetcheck/platform';

export { foldStream, loadStream, type CommandResult, type HandleOptions, type LoadedStream } from '@fleetcheck/platform';

/** The platform's one command handler, with its conflict as the domain's Errors.Conflict (HTTP 412). */
export async function handleCommand<C, E, S>(
  store: EventStore,
  stream: string,
  aggregate: Aggregate<C, E, S>,
  command: C | ((state: S) => C),
  metadata: EventMetadata,
  options: HandleOptions<S> = {},
): Promise<CommandResult<E, S>> {
  try {
    return await handle(store, stream, aggregate, command, metadata, options);
  } catch (error) {
    if (error instanceof CommandConflictError) throw conflict();
    throw error;
  }
}
