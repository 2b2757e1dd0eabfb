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
}): Projection {
  const byType = new Map(spec.handlers.map((handler) => [handler.definition.type, handler]));
  return {
    name: spec.name,
    collections: spec.collections,
    handles: [...byType.keys()],
    async apply(event, tx) {
      await byType.get(event.type)?.apply(event.data, event, tx);
    },
  };
}
