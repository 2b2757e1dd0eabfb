import type { EventMetadata } from '@fleetcheck/contracts';
import type { CollectionDefinition, ReadStoreTransaction } from '@fleetcheck/platform';

/** A stored event after upcasting and validation: `data` has the current schema of its type. */
export interface ProjectedEvent<TData = unknown> {
  id: string;
  type: string;
  data: TData;
  streamName: string;
  revision: bigint;
  position: bigint;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * One read model. `apply` runs inside a read-store transaction together with the checkpoint write. Every
 * write it makes must pass `{ position: event.position }` (see `guard`), so that on stores without atomic
 * transactions a redelivered event is ignored by the store itself.
 */
export interface Projection {
  /** Also the checkpoint name. */
  readonly name: string;
  readonly collections: readonly CollectionDefinition[];
  readonly handles: readonly string[];
  apply(event: ProjectedEvent, tx: ReadStoreTransaction): Promise<void>;
  /** Before a batch: names the rows `apply` will read for these events (`tx.prefetch`), so they load at once. */
  prefetch?(events: readonly ProjectedEvent[], tx: ReadStoreTransaction): Promise<void>;
}

/** The write option of a projection write. */
export const guard = (event: ProjectedEvent): { position: bigint } => ({ position: event.position });
