import type { EventMetadata } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '@fleetcheck/platform';

/**
 * A value unique within a scope (a car number in a company, a detector serial) without a read model or a lock:
 * one stream per value, and the first claim appends with expectedRevision 'no_stream', which only one writer
 * can do. A released value is claimed again at the stream's last revision.
 */
export interface UniqueClaimSpec<C> {
  /** The stream of the claimed value (built from its normalised form). */
  stream(claim: C): string;
  /** The normalised value: two claims with the same key are the same value. */
  key(claim: C): string;
  /** Who claims (a car id, a device id). */
  holder(claim: C): string;
  claimed(claim: C): Omit<NewEvent, 'metadata'>;
  released(claim: C): Omit<NewEvent, 'metadata'>;
  /** The holder of the stream's last event when it is a claim; undefined when it is a release. */
  holderOf(last: RecordedEvent): string | undefined;
}

export interface UniqueClaims<C> {
  /** True when the claim's holder now has the value (also when it already had); false when another does. */
  claim(store: EventStore, claim: C, metadata: EventMetadata): Promise<boolean>;
  /** Frees a value the claim's holder has; a value held by another is left alone. */
  release(store: EventStore, claim: C, metadata: EventMetadata): Promise<void>;
  /** Claims `to` before `write` and releases `from` after; gives `to` back if `write` fails. `taken` when another holds `to`. */
  withChange<T>(
    store: EventStore,
    metadata: () => EventMetadata,
    change: { from: C; to: C },
    taken: () => Error,
    write: () => Promise<T>,
  ): Promise<T>;
}

export function uniqueClaims<C>(spec: UniqueClaimSpec<C>): UniqueClaims<C> {
  const lastOf = async (store: EventStore, stream: string) => (await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];

  const claim: UniqueClaims<C>['claim'] = async (store, value, metadata) => {
    const stream = spec.stream(value);
    const event = { ...spec.claimed(value), metadata };
    try {
      await store.appendToStream(stream, [event], 'no_stream');
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    const last = await lastOf(store, stream);
    if (!last) return false;
    const holder = spec.holderOf(last);
    if (holder !== undefined) return holder === spec.holder(value);
    try {
      await store.appendToStream(stream, [event], last.revision);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  };

  const release: UniqueClaims<C>['release'] = async (store, value, metadata) => {
    const stream = spec.stream(value);
    const last = await lastOf(store, stream);
    if (!last || spec.holderOf(last) !== spec.holder(value)) return;
    try {
      await store.appendToStream(stream, [{ ...spec.released(value), metadata }], last.revision);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  };

  return {
    claim,
    release,
    async withChange(store, metadata, { from, to }, taken, write) {
      if (spec.key(from) === spec.key(to)) return write();
      if (!(await claim(store, to, metadata()))) throw taken();
      let result;
      try {
        result = await write();
      } catch (error) {
        // The edit did not land: give the new value back so it does not stay blocked.
        await release(store, to, metadata());
        throw error;
      }
      await release(store, from, metadata());
      return result;
    },
  };
}
