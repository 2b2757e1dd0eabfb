import type { EventDefinition } from '@fleetcheck/contracts';
import type { CollectionDefinition, ReadStoreTransaction } from '@fleetcheck/platform';
import type { z } from 'zod';
import type { ProjectedEvent, Projection } from './projection';

export interface EventHandlerOf<D extends EventDefinition = EventDefinition> {
  definition: D;
  apply(data: z.infer<D['schema']>, event: ProjectedEvent, tx: ReadStoreTransaction): Promise<void>;
}

/** Pairs an event definition with its handler, so `data` is typed by the event's current schema. */
export function on<D extends EventDefinition>(definition: D, apply: EventHandlerOf<D>['apply']): EventHandlerOf {
  return { definition, apply } as unknown as EventHandlerOf;
}

export function defineProjection(spec: {
  name: string;
  collections: readonly CollectionDefinition[];
  handlers: readonly EventHandlerOf[];
  prefetch?: Projection['prefetch'];
}): Projection {
  const byType = new Map(spec.handlers.map((handler) => [handler.definition.type, handler]));
  return {
    name: spec.name,
    collections: spec.collections,
    handles: [...byType.keys()],
    async apply(event, tx) {
      await byType.get(event.type)?.apply(event.data, event, tx);
    },
    prefetch: spec.prefetch,
  };
}

/** The data of the events of this definition in a batch, typed by its current schema (for `prefetch`). */
export function dataOf<D extends EventDefinition>(definition: D, events: readonly ProjectedEvent[]): z.infer<D['schema']>[] {
  return events.filter((event) => event.type === definition.type).map((event) => event.data as z.infer<D['schema']>);
}
