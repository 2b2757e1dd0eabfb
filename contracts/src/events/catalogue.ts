import type { z } from 'zod';

/**
 * The versioned event catalogue. Each event type has a current schema version; older versions stay readable
 * through upcasters, each lifting data from version n to n + 1. Stored events are never rewritten: they
 * are upcast when read.
 */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  readonly version: number;
  readonly schema: S;
  /** upcasters[n] lifts data written at version n to version n + 1. */
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
}

export function defineEvent<T extends string, S extends z.ZodType>(definition: {
  type: T;
  version?: number;
  schema: S;
  upcasters?: Record<number, (data: unknown) => unknown>;
}): EventDefinition<T, S> {
  const version = definition.version ?? 1;
  const upcasters = definition.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`Event ${definition.type} v${version} has no upcaster from v${v}`);
  }
  return { type: definition.type, version, schema: definition.schema, upcasters };
}

/** The event a definition produces: `{ type, data }` with data typed by the current schema. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';
  constructor(readonly type: string) {
    super(`Unknown event type ${type}`);
  }
}

export class UnsupportedEventVersionError extends Error {
  override readonly name = 'UnsupportedEventVersionError';
  constructor(
    readonly type: string,
    readonly version: number,
  ) {
    super(`Event ${type} has version ${version}, newer than this code knows`);
  }
}

export interface EventCatalogue<D extends EventDefinition> {
  readonly definitions: ReadonlyMap<string, D>;
  has(type: string): boolean;
  /** The current version to store with a new event of this type. */
  versionOf(type: D['type']): number;
  /** Validates data of the current version (for appending). */
  encode<E extends EventOf<D>>(event: E): { type: E['type']; schemaVersion: number; data: unknown };
  /** Upcasts stored data from `schemaVersion` to the current version and validates it. */
  decode(type: string, schemaVersion: number, data: unknown): EventOf<D>;
}

export function createCatalogue<const D extends EventDefinition>(definitions: readonly D[]): EventCatalogue<D> {
  const byType = new Map<string, D>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Event type ${definition.type} defined twice`);
    byType.set(definition.type, definition);
  }
  const get = (type: string): D => {
    const definition = byType.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  };
  return {
    definitions: byType,
    has: (type) => byType.has(type),
    versionOf: (type) => get(type).version,
    encode(event) {
      const definition = get(event.type);
      return { type: event.type, schemaVersion: definition.version, data: definition.schema.parse(event.data) };
    },
    decode(type, schemaVersion, data) {
      const definition = get(type);
      if (schemaVersion > definition.version) throw new UnsupportedEventVersionError(type, schemaVersion);
      let current = data;
      for (let v = schemaVersion; v < definition.version; v++) current = definition.upcasters[v]!(current);
      return { type, data: definition.schema.parse(current) } as EventOf<D>;
    },
  };
}
